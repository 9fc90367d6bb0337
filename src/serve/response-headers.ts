/**
 * The headers `sitegen serve` sends for a path: what the built folder's `_headers` says, as
 * Netlify and Cloudflare Pages would send them, so a preview shows what the host will do.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CACHE_CONTROL } from '../build/host-headers.js';
import { headersFor, parseHeadersFile, type HeaderRule, type ParsedHeadersFile } from '../build/headers-file.js';

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

/**
 * The folder's `_headers`, parsed again only when the file changed: a rebuild swaps the whole
 * folder, and a hand edit must show on the next request. A missing file means no rules, as on
 * a host.
 */
export function createHeadersFileReader(root: string): () => ParsedHeadersFile {
  const file = path.join(root, HEADERS_FILE);
  let cached: { key: string; parsed: ParsedHeadersFile } | undefined;
  return () => {
    let key: string;
    try {
      const stats = statSync(file);
      key = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    } catch {
      return { rules: [], problems: [] };
    }
    if (cached?.key === key) return cached.parsed;
    try {
      cached = { key, parsed: parseHeadersFile(readFileSync(file, 'utf8'), path.relative(process.cwd(), file) || HEADERS_FILE) };
      return cached.parsed;
    } catch {
      // Gone between stat and read: a rebuild is swapping the folder; the next request sees the new one.
      return cached?.parsed ?? { rules: [], problems: [] };
    }
  };
}
