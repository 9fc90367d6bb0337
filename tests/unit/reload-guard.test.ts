import { describe, expect, it } from 'vitest';
import { decideReload, readReloadRecord, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, writeReloadRecord } from '../../src/runtime/reload-guard.js';

describe('the reload guard after a stale chunk', () => {
  const now = 1_000_000;

  it('reloads the first time and records the path with an expiry 10 s ahead', () => {
    expect(decideReload(now, undefined, '/contact/')).toEqual({
      type: 'reload',
      record: { path: '/contact/', expires: now + RELOAD_GUARD_MS },
    });
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('shows the error page when the same path failed again within 10 s', () => {
    expect(decideReload(now + 9_999, { path: '/contact/', expires: now + 10_000 }, '/contact/')).toEqual({ type: 'error' });
  });

  it('reloads again once the record has expired', () => {
    expect(decideReload(now + 10_000, { path: '/contact/', expires: now + 10_000 }, '/contact/').type).toBe('reload');
  });

  it('reloads for another path even while a record is fresh', () => {
    expect(decideReload(now, { path: '/contact/', expires: now + 5_000 }, '/en/contact/').type).toBe('reload');
  });

  it('never loops: a sequence of failures on one path gives reload, then only errors until expiry', () => {
    let stored: { path: string; expires: number } | undefined;
    const decisions = [0, 1_000, 2_000, 9_000].map((offset) => {
      const decision = decideReload(now + offset, stored, '/contact/');
      if (decision.type === 'reload') stored = decision.record;
      return decision.type;
    });
    expect(decisions).toEqual(['reload', 'error', 'error', 'error']);
  });

  /** sessionStorage holding `text` under the guard's key (null: nothing stored). */
  const holding = (text: string | null) => () =>
    ({ getItem: (key: string) => (key === RELOAD_GUARD_KEY ? text : null) }) as unknown as Storage;

  it.each([null, '', 'not json', 'null', '{"path":1}', '{"expires":5}'])('treats %j in sessionStorage as no record', (text) => {
    expect(readReloadRecord(holding(text))).toBeUndefined();
  });

  it('reads a stored record', () => expect(readReloadRecord(holding('{"path":"/x/","expires":5}'))).toEqual({ path: '/x/', expires: 5 }));
});

describe('the reload guard where the browser forbids storage', () => {
  const record = { path: '/contact/', expires: 5 };
  const denied = () => new DOMException('Access is denied for this document.', 'SecurityError');
  /** As Chromium with cookies blocked: reading `sessionStorage` itself throws. */
  const blocked = (): Storage => {
    throw denied();
  };
  /** Storage that is there but refuses each call (Safari's private mode once did, full storage does). */
  const refusing = {
    getItem: () => {
      throw denied();
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  } as unknown as Storage;

  it.each([
    ['blocked', blocked],
    ['refusing', () => refusing],
  ])('reads no record from %s storage, so the decision is a reload', (_, storage) => {
    expect(readReloadRecord(storage)).toBeUndefined();
    expect(decideReload(0, readReloadRecord(storage), '/contact/').type).toBe('reload');
  });

  it.each([
    ['blocked', blocked],
    ['refusing', () => refusing],
  ])('writes to %s storage without throwing', (_, storage) => {
    expect(() => writeReloadRecord(record, storage)).not.toThrow();
  });

  it('reads back what it wrote where storage works', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as unknown as Storage;
    writeReloadRecord(record, () => storage);
    expect(JSON.parse(items.get(RELOAD_GUARD_KEY)!)).toEqual(record);
    expect(readReloadRecord(() => storage)).toEqual(record);
  });
});
