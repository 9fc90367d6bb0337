import { describe, expect, it } from 'vitest';
import { decideReload, parseReloadRecord, RELOAD_GUARD_MS } from '../../src/runtime/reload-guard.js';

describe('the reload guard after a stale chunk', () => {
  const now = 1_000_000;

  it('reloads the first time and records the path with an expiry 10 s ahead', () => {
    expect(decideReload(now, undefined, '/contact/')).toEqual({ type: 'reload', record: { path: '/contact/', expires: now + RELOAD_GUARD_MS } });
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

  it.each([null, '', 'not json', '{"path":1}', '{"expires":5}'])('treats %j in sessionStorage as no record', (text) => {
    expect(parseReloadRecord(text)).toBeUndefined();
  });

  it('reads a stored record', () => expect(parseReloadRecord('{"path":"/x/","expires":5}')).toEqual({ path: '/x/', expires: 5 }));
});
