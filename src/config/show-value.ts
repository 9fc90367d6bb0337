/** What a user wrote, as a message shows it: never more than 200 characters of it, whatever it is. */

const LIMIT = 200;

/** A string quoted (at most 200 of its characters), a date as ISO text, anything else by its kind. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > LIMIT ? `${value.slice(0, LIMIT)}…` : value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid date' : value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/** `text` cut to a length a terminal line and a dev overlay can show. */
export function boundMessage(text: string, limit = 500): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
