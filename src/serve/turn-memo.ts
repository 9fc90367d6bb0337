/**
 * A look at the disk shared by the requests answered in one turn of the event loop. Under load a
 * turn answers dozens of requests, mostly for the same few paths, and each `stat` of a path in
 * that turn would tell the same: the first answer is kept until the turn ends, so a change on disk
 * shows from the next turn on, and no request is answered from a look older than the turn that read it.
 */
export function memoizeForTurn<T>(look: (key: string) => T): (key: string) => T {
  let memo = new Map<string, T>();
  const forget = () => (memo = new Map());
  return (key) => {
    if (memo.has(key)) return memo.get(key)!;
    const value = look(key);
    // Cleared in this turn's check phase, after the I/O callbacks (and their microtasks) of the turn ran.
    if (memo.size === 0) setImmediate(forget);
    memo.set(key, value);
    return value;
  };
}
