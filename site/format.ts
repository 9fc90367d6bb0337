/**
 * Formatting helpers shared by pages; all deterministic (no clock, fixed time zone). Results are
 * remembered per locale: the footer's opening hours appear on every page, and formatjs looks up
 * its formatter through a cache key it serializes on every call.
 */
import type { IntlShape } from 'react-intl';

const remembered = new Map<string, string>();

function remember(intl: IntlShape, key: string, format: () => string): string {
  const fullKey = `${intl.locale}\u0000${key}`;
  let text = remembered.get(fullKey);
  if (text === undefined) remembered.set(fullKey, (text = format()));
  return text;
}

const CLOCK_TIME = { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' } as const;
const DAY = { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "07:00" → "07:00" (de) / "7:00 AM" (en); the date is arbitrary, only the time is shown. */
export function formatClockTime(intl: IntlShape, time: string): string {
  return remember(intl, `time ${time}`, () => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), CLOCK_TIME);
  });
}

/** A calendar date from front matter (parsed as UTC midnight), e.g. "15. Oktober 2026". */
export function formatDay(intl: IntlShape, date: Date): string {
  return remember(intl, `day ${date.getTime()}`, () => intl.formatDate(date, DAY));
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A country's name in the page's language, e.g. "DE" → "Deutschland" / "Germany". */
export function countryName(intl: IntlShape, code: string): string {
  return remember(intl, `country ${code}`, () => intl.formatDisplayName(code, { type: 'region' }) ?? code);
}
