/**
 * Entries that expire: a collection's `expires` names a date field, and an entry whose date has
 * passed at build time is not published in any locale. Pure; the build time is passed in.
 *
 * A date without a time (`2026-09-30`) is valid through the end of that day in UTC. YAML and
 * `z.coerce.date()` both read such a date as midnight UTC, so a value at exactly midnight UTC is
 * taken as a whole day; any other moment (`2026-09-30T12:00:00+02:00`) is valid through itself.
 */
import type { Problem } from '../errors.js';
import type { CollectionEntry, Collections } from './collection-entry.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An entry left out of the build because its expiry date had passed. */
export interface UnpublishedEntry {
  collection: string;
  id: string;
  /** The front-matter field that holds the date, e.g. `validThrough`. */
  field: string;
  /** The date that has passed. */
  date: Date;
}

function isWholeDay(date: Date): boolean {
  return date.getTime() % DAY_MS === 0;
}

/** The last millisecond at which an entry with this expiry date is still published. */
export function lastValidMoment(date: Date): number {
  return isWholeDay(date) ? date.getTime() + DAY_MS - 1 : date.getTime();
}

export function hasExpired(date: Date, now: number): boolean {
  return now > lastValidMoment(date);
}

/** `2026-09-30` for a whole day, the full ISO moment otherwise. */
export function formatExpiryDate(date: Date): string {
  const iso = date.toISOString();
  return isWholeDay(date) ? iso.slice(0, 10) : iso;
}

/** `careers/sommeraushilfe-2026: not published, validThrough 2026-09-30 has passed` */
export function describeUnpublished(entry: UnpublishedEntry): string {
  return `${entry.collection}/${entry.id}: not published, ${entry.field} ${formatExpiryDate(entry.date)} has passed`;
}

function expiryDate(entry: CollectionEntry, field: string): Date | undefined {
  const value = entry.data[field];
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : undefined;
}

export interface CheckExpiryDatesOptions {
  collection: string;
  field: string;
  /** locale code → the entries that passed the schema */
  entriesByLocale: Record<string, CollectionEntry[]>;
}

/**
 * An entry is published or left out in every locale at once, so its copies must agree on the
 * date; a difference is a translation mistake, reported on the copy that differs from the first.
 */
export function checkExpiryDates({ collection, field, entriesByLocale }: CheckExpiryDatesOptions): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, CollectionEntry>();
  for (const entries of Object.values(entriesByLocale)) {
    for (const entry of entries) {
      const reference = first.get(entry.id);
      if (!reference) {
        first.set(entry.id, entry);
        continue;
      }
      const [mine, theirs] = [expiryDate(entry, field), expiryDate(reference, field)];
      if (mine?.getTime() === theirs?.getTime()) continue;
      const show = (date: Date | undefined) => (date ? formatExpiryDate(date) : 'missing');
      problems.push({
        file: entry.file,
        locale: entry.locale,
        key: field,
        message: `${show(mine)} here, but ${show(theirs)} in ${reference.file}; a ${collection} entry expires in every locale at once, so give every copy the same ${field}`,
      });
    }
  }
  return problems;
}

export interface WithoutExpiredOptions {
  collections: Collections;
  /** collection name → its `expires` field; collections not named here never expire */
  expires: Record<string, string>;
  /** The build time in ms (`SOURCE_DATE_EPOCH` or now). */
  now: number;
}

/** The collections with expired entries taken out of every locale, and what was taken out. */
export function withoutExpired({ collections, expires, now }: WithoutExpiredOptions): {
  collections: Collections;
  unpublished: UnpublishedEntry[];
} {
  const unpublished: UnpublishedEntry[] = [];
  const published: Collections = {};
  for (const [collection, byLocale] of Object.entries(collections)) {
    const field = expires[collection];
    const expired = field === undefined ? new Map<string, Date>() : expiredEntries(byLocale, field, now);
    for (const [id, date] of expired) unpublished.push({ collection, id, field: field!, date });
    published[collection] = Object.fromEntries(
      Object.entries(byLocale).map(([locale, entries]) => [locale, entries.filter((entry) => !expired.has(entry.id))]),
    );
  }
  return { collections: published, unpublished };
}

/** id → the date that has passed, sorted by id; any locale's copy suffices (they agree). */
function expiredEntries(byLocale: Record<string, CollectionEntry[]>, field: string, now: number): Map<string, Date> {
  const expired = new Map<string, Date>();
  for (const entry of Object.values(byLocale).flat()) {
    const date = expiryDate(entry, field);
    if (date && hasExpired(date, now)) expired.set(entry.id, date);
  }
  return new Map([...expired].sort(([a], [b]) => (a < b ? -1 : 1)));
}
