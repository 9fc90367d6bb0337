/**
 * Dates as a site writes them in front matter, read strictly: `Date.UTC` rolls `2026-02-31` over to
 * March 3 and maps years 0–99 to 1900–1999, and `z.coerce.date()` reads "02.09.2026" as February 9,
 * so a typo would be published as another day. `strictDate()` is public as `sitegen/config`'s.
 */
import { showValue } from './show-value.js';
import { z } from './zod.js';

/**
 * The moment these calendar fields name (UTC), or undefined when they name none (month 13, February
 * 31, hour 24, second 60): every field must come back as it was given. Years are taken as written.
 */
export function calendarDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date | undefined {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? date : undefined;
}

// `YYYY-MM-DD`, optionally with an RFC 3339 time (`T` or a space, seconds, fraction, `Z` or an offset).
const DATE_TEXT = /^(\d{4})-(\d\d)-(\d\d)(?:[Tt ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?([Zz]|([+-])(\d\d):(\d\d)))?$/;

/**
 * The moment a date pattern's match names, or undefined when its fields name none. The pattern's
 * groups, in order: year, month, day, hour, minute, second, fraction, zone (`Z` or an offset),
 * the offset's sign, hours and minutes. Shared by this strict reader and YAML's timestamps.
 */
export function dateOfMatch(match: RegExpExecArray): Date | undefined {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = match[7] ? Number(match[7].padEnd(3, '0').slice(0, 3)) : 0;
  const date = calendarDate(year, month, day, hour, minute, second, ms);
  if (!date || !match[9]) return date;
  const [offsetHours, offsetMinutes] = [Number(match[10]), Number(match[11] ?? 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  return new Date(date.getTime() - (offsetHours * 60 + offsetMinutes) * 60_000 * (match[9] === '-' ? -1 : 1));
}

/** The date `text` names when it is `YYYY-MM-DD` or an RFC 3339 date and time of a real day in the years 1000–9999. */
export function readDateText(text: string): Date | undefined {
  const match = DATE_TEXT.exec(text);
  const date = match ? dateOfMatch(match) : undefined;
  return date && isInYearRange(date) ? date : undefined;
}

function isInYearRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999;
}

const DATE_HINT =
  'write it as YYYY-MM-DD, e.g. 2026-09-30 (a real day, years 1000–9999), or a date and time like 2026-09-30T17:00:00+02:00';

/**
 * A front matter date: `2026-09-30` (midnight UTC) or an RFC 3339 date and time, a real calendar
 * day in the years 1000–9999, as a `Date`. Unlike `z.coerce.date()`, anything else is an error
 * naming the field rather than another day.
 */
export function strictDate() {
  return z.preprocess((value, context) => {
    // A missing field is zod's to report (or to allow, when optional).
    if (value === undefined) return value;
    const date =
      value instanceof Date
        ? isInYearRange(value)
          ? value
          : undefined
        : typeof value === 'string'
          ? readDateText(value.trim())
          : undefined;
    if (date) return date;
    context.addIssue({ code: 'custom', message: `${showValue(value)} is not a date; ${DATE_HINT}` });
    return z.NEVER;
  }, z.date());
}
