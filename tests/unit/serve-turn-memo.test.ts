import { describe, expect, it } from 'vitest';
import { memoizeForTurn } from '../../src/serve/turn-memo.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('memoizeForTurn', () => {
  it('looks once per key in a turn of the event loop and again in the next turn', async () => {
    const looks: string[] = [];
    let disk = 'old';
    const look = memoizeForTurn((key) => (looks.push(key), `${key}:${disk}`));
    expect([look('a'), look('a'), look('b')]).toEqual(['a:old', 'a:old', 'b:old']);
    disk = 'new';
    expect(look('a')).toBe('a:old');
    await nextTurn();
    expect(look('a')).toBe('a:new');
    expect(looks).toEqual(['a', 'b', 'a']);
  });

  it('keeps a miss for the turn too', async () => {
    let calls = 0;
    const look = memoizeForTurn(() => (calls++, undefined));
    expect([look('x'), look('x')]).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
    await nextTurn();
    look('x');
    expect(calls).toBe(2);
  });
});
