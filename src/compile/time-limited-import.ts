/**
 * Importing a bundled module under a time limit, for the config: code that loops forever at its
 * top level would otherwise hang `sitegen build` and `dev` without a word. No timer on the main
 * thread can stop a synchronous loop, so the module is loaded with `require()` (Node ≥ 20.19 loads
 * an ES module synchronously, the same module instance `import()` gets) inside a `vm` call with a
 * timeout, as main-thread-pages.ts does for pages. A module graph with top-level await cannot be
 * required; it is imported and its promise raced against a timer (a loop before its first `await`
 * still holds the thread).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/** Thrown when the module did not finish loading within the limit; the caller names the file. */
export class ImportTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`did not finish loading within ${limitMs} ms`);
  }
}

const timeLimited = vm.createContext({ task: undefined as (() => unknown) | undefined });
const runTask = new vm.Script('task()');
/** A module stopped mid-way stays half-evaluated in Node's cache; asking again gets the same answer, not a cycle error. */
const timedOut = new Map<string, ImportTimeout>();

/** The module's namespace, or an ImportTimeout after `limitMs`; errors the module throws pass through. */
export async function importWithinTime<T>(file: string, limitMs: number): Promise<T> {
  const known = timedOut.get(file);
  if (known) throw known;
  try {
    timeLimited.task = (): unknown => createRequire(file)(file) as unknown;
    return runTask.runInContext(timeLimited, { timeout: limitMs }) as T;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw remember(file, limitMs);
    if (code !== 'ERR_REQUIRE_ASYNC_MODULE') throw error;
  } finally {
    timeLimited.task = undefined;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(remember(file, limitMs)), limitMs);
  });
  try {
    return await Promise.race([import(pathToFileURL(file).href) as Promise<T>, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function remember(file: string, limitMs: number): ImportTimeout {
  const timeout = new ImportTimeout(limitMs);
  timedOut.set(file, timeout);
  return timeout;
}
