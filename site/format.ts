/** Formatting helpers shared by pages; all deterministic (no clock, fixed time zone). */
import type { IntlShape } from 'react-intl';

/** "07:00" → "07:00" (de) / "7:00 AM" (en); the date is arbitrary, only the time is shown. */
export function formatClockTime(intl: IntlShape, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}

/** A calendar date from front matter (parsed as UTC midnight), e.g. "15. Oktober 2026". */
export function formatDay(intl: IntlShape, date: Date): string {
  return intl.formatDate(date, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A country's name in the page's language, e.g. "DE" → "Deutschland" / "Germany". */
export function countryName(intl: IntlShape, code: string): string {
  return intl.formatDisplayName(code, { type: 'region' }) ?? code;
}
