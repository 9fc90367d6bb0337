/**
 * Decisions about a request target, as values. Pure. The target is decoded once, strictly, into
 * path segments; the file read from disk is named by these segments and nothing else, so what is
 * checked here is what is read (and `isServable` checks the real path of the opened file again).
 */
import { notFoundPageFile } from '../protocol/output-files.js';

export type RequestTarget =
  /** Not a path this server can read at all (not origin-form, broken percent-encoding, invalid UTF-8): 400. */
  | { type: 'bad'; pathname: string }
  /** A dotfile, a host file, a dot segment, a backslash, an encoded slash or NUL: 404, never read. */
  | { type: 'refused'; pathname: string }
  /** A path without its trailing slash: 301 to the slash form on this host, query kept. */
  | { type: 'redirect'; pathname: string; location: string }
  /** A file to look up: `segments` joined by `/` under the folder, `index.html` for a directory. */
  | { type: 'file'; pathname: string; segments: string[]; directory: boolean };

/** Reads a raw request target (`req.url`) into one decision. */
export function readRequestTarget(raw: string): RequestTarget {
  let target = raw;
  // Absolute-form (`GET http://host/path`) names the same path; the host is this one whatever it says.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  const end = target.search(/[?#]/);
  const rawPath = end === -1 ? target : target.slice(0, end);
  const search = end === -1 || target[end] === '#' ? '' : target.slice(end).replace(/#.*$/s, '');
  if (!rawPath.startsWith('/')) return { type: 'bad', pathname: '/' };
  const directory = rawPath.endsWith('/');
  const segments: string[] = [];
  let refused = rawPath.includes('\\');
  for (const part of rawPath.split('/')) {
    if (!part) continue; // repeated slashes are one, as on nginx
    const segment = decodeSegment(part);
    if (segment === undefined) return { type: 'bad', pathname: rawPath };
    // An encoded slash or backslash, NUL or another control character never names a file here.
    // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
    if (/[/\\\u0000-\u001f\u007f]/.test(segment) || segment === '.' || segment === '..') refused = true;
    segments.push(segment);
  }
  const pathname = `/${segments.join('/')}${directory && segments.length > 0 ? '/' : ''}`;
  if (refused || !isServable(segments)) return { type: 'refused', pathname };
  const last = segments[segments.length - 1];
  if (!directory && last !== undefined && !last.includes('.')) {
    // Built from the decoded segments, re-encoded: never `//host`, never a raw CR or LF.
    return { type: 'redirect', pathname, location: `/${segments.map(encodeURIComponent).join('/')}/${safeSearch(search)}` };
  }
  return { type: 'file', pathname, segments, directory };
}

/**
 * Whether a path inside the folder may be served: no segment starting with a dot (except a leading
 * `.well-known`), and not the host files `_headers` or `_redirects` at the top. Applied to the
 * request's segments and again to the real path of the file opened.
 */
export function isServable(segments: string[]): boolean {
  if (segments.length === 1 && isHostConfigName(segments[0]!)) return false;
  return segments.every((segment, index) => !segment.startsWith('.') || (index === 0 && segment === '.well-known'));
}

/** `_headers` and `_redirects` configure the host; Netlify and Cloudflare Pages never serve them. */
export function isHostConfigFile(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 1 && isHostConfigName(segments[0]!);
}

function isHostConfigName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === '_headers' || lower === '_redirects';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict percent-decoding to UTF-8: a `%` without two hex digits, or bytes that are not UTF-8 (overlong forms included), give undefined. */
function decodeSegment(part: string): string | undefined {
  if (!part.includes('%')) return part;
  const bytes: number[] = [];
  for (let index = 0; index < part.length; index++) {
    const char = part.charCodeAt(index);
    if (char === 0x25) {
      const hex = part.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (char > 0x7f) {
      return undefined; // Node's parser lets only ASCII through; anything else is not a byte
    } else {
      bytes.push(char);
    }
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** The query as received, with anything but printable ASCII percent-encoded, so it is safe in a Location header. */
function safeSearch(search: string): string {
  return search.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

/** A path whose last segment has no dot and no trailing slash gets a permanent redirect to the slash form. */
export function trailingSlashRedirect(pathname: string, search: string): string | undefined {
  const target = readRequestTarget(`${pathname}${search}`);
  return target.type === 'redirect' ? target.location : undefined;
}

/** Which 404 page answers a path: the locale's own under its prefix, the default one otherwise. */
export function notFoundFile(pathname: string, locales: string[]): string {
  const prefix = pathname.split('/')[1] ?? '';
  return notFoundPageFile(locales.includes(prefix) ? prefix : undefined);
}
