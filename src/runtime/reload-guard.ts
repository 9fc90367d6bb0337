/**
 * After a release, a visitor's tab may ask for a chunk that no longer exists. The runtime then
 * reloads the target once; if that same path fails again within the guard's window, it shows the
 * error page instead, so no sequence of failures can loop.
 */
export const RELOAD_GUARD_KEY = 'sitegen:reload';
export const RELOAD_GUARD_MS = 10_000;

export interface ReloadRecord {
  path: string;
  expires: number;
}

export type ReloadDecision = { type: 'reload'; record: ReloadRecord } | { type: 'error' };

/** Pure: reload unless this very path was reloaded for the same reason less than 10 s ago. */
export function decideReload(now: number, stored: ReloadRecord | undefined, path: string): ReloadDecision {
  if (stored && stored.path === path && stored.expires > now) return { type: 'error' };
  return { type: 'reload', record: { path, expires: now + RELOAD_GUARD_MS } };
}

/**
 * The record in sessionStorage; anything unreadable counts as none. With cookies blocked the
 * browser forbids storage (reading `sessionStorage` throws a SecurityError): no record, so a reload.
 */
export function readReloadRecord(storage: () => Storage = () => sessionStorage): ReloadRecord | undefined {
  try {
    const value = JSON.parse(storage().getItem(RELOAD_GUARD_KEY)!) as Partial<ReloadRecord>; // null without a record: throws below
    return typeof value.path === 'string' && typeof value.expires === 'number' ? (value as ReloadRecord) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the record where the browser allows it; where it does not, the reload still happens. */
export function writeReloadRecord(record: ReloadRecord, storage: () => Storage = () => sessionStorage): void {
  try {
    storage().setItem(RELOAD_GUARD_KEY, JSON.stringify(record));
  } catch {
    // Blocked or full: without a record, a later failure on this path reloads once more (never a loop: each takes a click).
  }
}
