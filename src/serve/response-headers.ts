/**
 * The headers `sitegen serve` sends for a path: what the built folder's `_headers` says, as
 * Netlify and Cloudflare Pages would send them, so a preview shows what the host will do.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CACHE_CONTROL } from '../hosting/host-headers.js';
import { memoizeForTurn } from './turn-memo.js';
import { headersFor, parseHeadersFile, type HeaderRule, type ParsedHeadersFile } from '../hosting/headers-file.js';

/**
 * Headers for a request path: the matching rules, Cache-Control defaulted like the hosts do, and
 * no `upgrade-insecure-requests`: this server speaks plain HTTP only, and the directive would
 * send a phone previewing over the LAN to an https:// address nobody answers. Pure.
 */
export function responseHeaders(pathname: string, rules: HeaderRule[]): Map<string, string> {
  const headers = headersFor(pathname, rules);
  if (![...headers.keys()].some((name) => name.toLowerCase() === 'cache-control')) headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'content-security-policy') headers.set(name, withoutUpgrade(value));
  }
  return headers;
}

function withoutUpgrade(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive.toLowerCase() !== 'upgrade-insecure-requests')
    .join('; ');
}

export const HEADERS_FILE = '_headers';

/** Set by the server itself for every response; a rule that set them would break the framing or lie about the body. */
const SERVER_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'trailer',
  'te',
  'content-encoding',
  'content-range',
  'etag',
  'last-modified',
  'date',
]);

/**
 * `_headers` parsed as hosts do, minus the lines no response can carry: a value with a character
 * above U+00FF or a control character (Node refuses to send it, a host mangles it) and headers
 * the server must set itself. Each dropped line becomes a problem naming it. Pure.
 */
export function readHeadersText(text: string, file: string): ParsedHeadersFile {
  const problems: ParsedHeadersFile['problems'] = [];
  const kept = text.split(/\r?\n/).map((line, index) => {
    if (!/^\s/.test(line)) return line;
    const colon = line.indexOf(':');
    if (colon === -1) return line;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const where = `${file}:${index + 1}`;
    const bad = /[^\t\x20-\x7e\x80-\xff]/u.exec(value)?.[0];
    if (bad !== undefined) {
      const code = `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      problems.push({
        file: where,
        message: `the value of "${name}" holds ${bad.codePointAt(0)! < 0x20 ? 'a control character' : `"${bad}"`} (${code}), which an HTTP header cannot carry; write it in ASCII`,
      });
      return '';
    }
    if (SERVER_HEADERS.has(name.toLowerCase())) {
      problems.push({ file: where, message: `"${name}" is set by the server for each response, not by _headers; remove the line` });
      return '';
    }
    return line;
  });
  const parsed = parseHeadersFile(kept.join('\n'), file);
  return { rules: parsed.rules, problems: [...problems, ...parsed.problems].sort((a, b) => lineOf(a.file) - lineOf(b.file)) };
}

function lineOf(where: string | undefined): number {
  return Number(/:(\d+)$/.exec(where ?? '')?.[1] ?? 0);
}

/**
 * The folder's `_headers`, parsed again only when the file changed: a rebuild swaps the whole
 * folder, and a hand edit must show on the next request. A missing file means no rules, as on
 * a host. `onProblems` hears the problems of each new version of the file, once.
 */
export function createHeadersFileReader(root: string, onProblems: (parsed: ParsedHeadersFile) => void = () => {}): () => ParsedHeadersFile {
  const file = path.join(root, HEADERS_FILE);
  const name = path.relative(process.cwd(), file) || HEADERS_FILE;
  let cached: { key: string; parsed: ParsedHeadersFile } | undefined;
  const none: ParsedHeadersFile = { rules: [], problems: [] };
  // One look per turn of the event loop, shared by the requests answered in it.
  const versionOf = memoizeForTurn(() => {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats && `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
  });
  return () => {
    let key: string | undefined;
    try {
      key = versionOf(file);
    } catch {
      return none;
    }
    if (key === undefined) return none;
    if (cached?.key === key) return cached.parsed;
    try {
      const parsed = readHeadersText(readFileSync(file, 'utf8'), name);
      if (cached?.key !== key) onProblems(parsed);
      cached = { key, parsed };
      return parsed;
    } catch {
      // Gone between stat and read: a rebuild is swapping the folder; the next request sees the new one.
      return cached?.parsed ?? none;
    }
  };
}

export type Header = [name: string, value: string];

/** Paths kept at most, and characters of paths and header values (about 2 bytes each): a path may be 8 KB. */
const KEPT_PATHS = 10_000;
const KEPT_CHARS = 1024 * 1024;

export interface PathHeaders {
  (pathname: string): Header[];
  /** Characters of paths and values kept now (for tests: the cache is bounded by size, not only by count). */
  keptChars(): number;
}

/** The headers of each path, worked out once per version of `_headers`, kept up to a count and a size. */
export function createPathHeaders(readHeadersFile: () => ParsedHeadersFile, keptCharsLimit = KEPT_CHARS): PathHeaders {
  let cache: { rules: HeaderRule[]; paths: Map<string, Header[]>; chars: number } | undefined;
  const headersOf = (pathname: string): Header[] => {
    const { rules } = readHeadersFile();
    if (cache?.rules !== rules) cache = { rules, paths: new Map(), chars: 0 };
    let headers = cache.paths.get(pathname);
    if (!headers) {
      headers = [...responseHeaders(pathname, rules)];
      const chars = headers.reduce((sum, [name, value]) => sum + name.length + value.length, pathname.length);
      if (cache.paths.size >= KEPT_PATHS || cache.chars + chars > keptCharsLimit) cache = { rules, paths: new Map(), chars: 0 };
      if (chars <= keptCharsLimit) {
        cache.paths.set(pathname, headers);
        cache.chars += chars;
      }
    }
    return headers;
  };
  return Object.assign(headersOf, { keptChars: () => cache?.chars ?? 0 });
}

const lowerNames = new WeakMap<Header[], string[]>();

/**
 * A path's headers with a response's own, as one flat list for `writeHead`: an own header
 * replaces the path's of the same name where it stood, as `setHeader` would, so the response
 * goes out in one call without a `setHeader` (and its checks) per header.
 */
export function withOwnHeaders(path: Header[], own: Header[]): string[] {
  let names = lowerNames.get(path);
  if (!names) lowerNames.set(path, (names = path.map(([name]) => name.toLowerCase())));
  const flat: string[] = [];
  for (const [name, value] of path) flat.push(name, value);
  for (const [name, value] of own) {
    const at = names.indexOf(name.toLowerCase());
    if (at === -1) flat.push(name, value);
    else flat.splice(2 * at, 2, name, value);
  }
  return flat;
}

/** The value of a header of the path (names are case-insensitive). */
export function headerValue(path: Header[], name: string): string | undefined {
  return path.find(([candidate]) => candidate.length === name.length && candidate.toLowerCase() === name)?.[1];
}
