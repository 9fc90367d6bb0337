/** HTTP semantics of RFC 9110 that a static file server needs, as pure functions of headers. */

export type Encoding = 'br' | 'gzip';

/**
 * The precompressed encodings a client accepts, best first: `q=0` refuses, `*` stands for the
 * encodings not named, ties prefer brotli. No header means no compression.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/.exec(param);
      // An unreadable weight is treated as a refusal: sending identity is always safe.
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const star = weights.get('*') ?? 0;
  const candidates: [Encoding, number][] = [
    ['br', weights.get('br') ?? star],
    ['gzip', weights.get('gzip') ?? star],
  ];
  return candidates
    .filter(([, q]) => q > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
}

export type RangeDecision = { type: 'whole' } | { type: 'unsatisfiable' } | { type: 'part'; start: number; end: number };

/**
 * A `Range` header against a representation of `size` bytes. A single byte range is served
 * (suffix ranges count from the end); one with last < first, or starting past the end, is
 * unsatisfiable (416). Other units, unreadable headers and multiple ranges are ignored (200 with
 * the whole file), as RFC 9110 §14.2 allows.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { type: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { type: 'whole' };
  const specs = match[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return { type: 'whole' };
  const range = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0]!);
  if (!range || (!range[1] && !range[2])) return { type: 'whole' };
  if (!range[1]) {
    const suffix = Number(range[2]);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(range[1]);
  const last = range[2] ? Number(range[2]) : Infinity;
  if (last < start || start >= size) return { type: 'unsatisfiable' };
  return { type: 'part', start, end: Math.min(last, size - 1) };
}

export interface Validators {
  /** A strong entity tag, quotes included. */
  etag: string;
  lastModifiedMs: number;
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Preconditions in the order of RFC 9110 §13.2.2 for GET and HEAD: If-Match, If-Unmodified-Since
 * (412 when failed), then If-None-Match (lists and `*`, weak comparison), else If-Modified-Since
 * (304 when unchanged).
 */
export function evaluatePreconditions(headers: Headers, validators: Validators): 'proceed' | 'not-modified' | 'precondition-failed' {
  const ifMatch = single(headers['if-match']);
  if (ifMatch !== undefined) {
    if (!matchesTag(ifMatch, validators.etag, 'strong')) return 'precondition-failed';
  } else {
    const since = httpDate(single(headers['if-unmodified-since']));
    if (since !== undefined && seconds(validators.lastModifiedMs) > since) return 'precondition-failed';
  }
  const ifNoneMatch = single(headers['if-none-match']);
  if (ifNoneMatch !== undefined) return matchesTag(ifNoneMatch, validators.etag, 'weak') ? 'not-modified' : 'proceed';
  const modifiedSince = httpDate(single(headers['if-modified-since']));
  if (modifiedSince !== undefined && seconds(validators.lastModifiedMs) <= modifiedSince) return 'not-modified';
  return 'proceed';
}

/** `If-Range`: the range is served only if the validator still names this representation. */
export function ifRangeHolds(header: string | undefined, validators: Validators): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && value === validators.etag;
  const date = httpDate(value);
  return date !== undefined && date === seconds(validators.lastModifiedMs);
}

function matchesTag(list: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  if (list.trim() === '*') return true;
  for (const [, weak, opaque] of list.matchAll(/(W\/)?("[^"]*")/g)) {
    if (weak && comparison === 'strong') continue;
    if (opaque === etag) return true;
  }
  return false;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Seconds since the epoch of an HTTP-date, or undefined for anything unreadable. */
function httpDate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}
