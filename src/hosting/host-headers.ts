/**
 * The HTTP headers a built site is served with, as data: the one place that decides caching and
 * security headers. The build writes them to `dist/_headers` (read by Netlify and Cloudflare
 * Pages), `sitegen serve` sends what that file says, and deploy/nginx.conf mirrors it. Pure.
 */
import { MAX_LINE_LENGTH, formatHeadersFile, type HeaderRule } from './headers-file.js';
import { cspHash } from './inline-styles.js';
import { isImmutableFile, isReleaseFile, notFoundPageFile, PAYLOAD_FILE_NAME, RELEASE_POINTER_FILE } from '../protocol/output-files.js';

/** Content-hashed files never change, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages, payloads and `latest.json` must show a new release at once: revalidated on every use (cheap with ETags). */
export const REVALIDATE = 'no-cache';
/** Public files (favicons, logo) keep their names across releases: an hour. */
export const SHORT = 'public, max-age=3600';

/** What every path without a Cache-Control rule gets (pages, payloads, 404 pages). */
export const DEFAULT_CACHE_CONTROL = REVALIDATE;

export interface HostHeadersOptions {
  /** CSP hashes of every distinct inline `<style>` of the built pages. */
  styleHashes: string[];
  /** CSP hashes of every distinct `style="…"` attribute (needs `'unsafe-hashes'`). */
  styleAttributeHashes?: string[];
  /** Every file the build wrote, relative to the output folder. */
  files: string[];
  /** The public folder's files, relative to it (and so to the output folder). */
  publicFiles: string[];
  /** Where the site's forms and scripts send data (config `formTargets`); another origin is allowed in connect-src and form-action. */
  formTargets?: string[];
  /** The site has islands, which style themselves with @emotion/css in the browser. */
  islands?: boolean;
  /** The site's URL (config `siteUrl`, `--site-url`): only an `https://` site asks browsers to upgrade its loads. */
  siteUrl?: string;
}

type PolicyOptions = Pick<HostHeadersOptions, 'styleHashes' | 'styleAttributeHashes' | 'formTargets' | 'islands' | 'siteUrl'>;

/**
 * @emotion/css in the browser appends an empty `<style>` and fills it with `insertRule`, which
 * CSP does not govern; the hash of the empty text admits exactly that element. Without it the
 * styles an island first uses in the browser (a form's error text) are silently dropped.
 */
export const EMPTY_STYLE_HASH = cspHash('');

/** The rules of `_headers`: security headers for every path, then Cache-Control by kind of file. */
export function createHeaderRules(options: HostHeadersOptions): HeaderRule[] {
  return [
    { pattern: '/*', comment: ['Security headers, on every response.'], headers: Object.entries(securityHeaders(options)) },
    ...cacheRules(options),
  ];
}

export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only features Chromium knows: an unknown one (interest-cohort) is logged as an error on every page.
    'Permissions-Policy':
      'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Longest CSP that still fits a `_headers` line on Cloudflare Pages. */
const MAX_CSP_LENGTH = MAX_LINE_LENGTH - '  Content-Security-Policy: '.length;

/**
 * No inline script anywhere (the runtime and detection are external files; JSON blocks are data),
 * and inline CSS only as hashed. If a site had so many distinct inline styles that the hashes
 * overflow a host's line limit, style-src falls back to 'unsafe-inline' (scripts stay strict).
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const { styleHashes, styleAttributeHashes = [], formTargets = [], islands = false, siteUrl = '' } = options;
  const origins = [...new Set(formTargets.map(endpointOrigin).filter((origin) => origin !== undefined))];
  const elements = [...new Set([...styleHashes, ...(islands ? [EMPTY_STYLE_HASH] : [])])].sort();
  const hashed = [...elements, ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : [])];
  const policy = (styleSources: string[]) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      ['style-src', "'self'", ...styleSources].join(' '),
      "img-src 'self' data:",
      "font-src 'self'",
      ['connect-src', "'self'", ...origins].join(' '),
      ['form-action', "'self'", 'mailto:', ...origins].join(' '),
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      // On a plain-HTTP host (staging, intranet) WebKit would upgrade every load to an https:// that fails.
      ...(/^https:\/\//i.test(siteUrl) ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  const strict = policy(hashed);
  return strict.length <= MAX_CSP_LENGTH ? strict : policy(["'unsafe-inline'"]);
}

/** The origin of an absolute http(s) endpoint; a relative one is covered by 'self'. */
export function endpointOrigin(endpoint: string | undefined): string | undefined {
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cache-Control rules that never overlap, because hosts join the values of overlapping rules
 * (`immutable, no-cache`). Everything under `_sitegen/` is content-hashed except the release files
 * of `_sitegen/builds/` (isImmutableFile in protocol/output-files.ts), so the folders beside it are
 * covered by wildcards and each release file gets its own rule; public files get an hour; pages
 * and payloads get the default (no rule).
 */
export function cacheRules({ files, publicFiles }: Pick<HostHeadersOptions, 'files' | 'publicFiles'>): HeaderRule[] {
  const assets = files.filter(isImmutableFile);
  const publicSet = new Set(publicFiles);
  const generated = files.filter((file) => !publicSet.has(file));
  const releaseFiles = [...new Set(files.filter(isReleaseFile))].sort(
    (a, b) => Number(b === RELEASE_POINTER_FILE) - Number(a === RELEASE_POINTER_FILE) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const rules: HeaderRule[] = [];
  const immutable = coverPaths(assets, releaseFiles.length > 0 ? releaseFiles : [RELEASE_POINTER_FILE]);
  if (immutable.length > 0)
    rules.push(
      ...immutable.map((pattern, index) =>
        cacheRule(pattern, IMMUTABLE, index === 0 ? ['Content-hashed files: kept for a year.'] : undefined),
      ),
    );
  rules.push(
    ...releaseFiles.map((file, index) =>
      cacheRule(
        `/${file}`,
        REVALIDATE,
        index === 0
          ? ['The release files: how open tabs notice a new release, its route list and stylesheet. Revalidated on every use.']
          : undefined,
      ),
    ),
  );
  const shortLived = coverPaths(publicFiles, generated);
  rules.push(
    ...shortLived.map((pattern, index) =>
      cacheRule(pattern, SHORT, index === 0 ? ['Public files keep their names across releases: an hour.'] : undefined),
    ),
  );
  return rules;
}

function cacheRule(pattern: string, value: string, comment?: string[]): HeaderRule {
  return { pattern, comment, headers: [['Cache-Control', value]] };
}

/**
 * The fewest patterns (`/dir/*` or an exact `/file`) that match every path of `include` and none
 * of `exclude`: a folder holding no excluded path becomes one wildcard. Sorted, deterministic.
 */
export function coverPaths(include: string[], exclude: string[]): string[] {
  // Only folders holding an included path can block: `candidates` holds every folder of them, so an
  // excluded path's walk stops at its first folder not in it (30,000 pages' folders walked cost ~40 ms a build).
  const candidates = new Set<string>();
  for (const file of include)
    forEachFolder(file, (folder) => {
      candidates.add(folder);
      return true;
    });
  const blocked = new Set<string>();
  for (const file of exclude)
    forEachFolder(file, (folder) => {
      if (!candidates.has(folder)) return false;
      blocked.add(folder);
      return true;
    });
  const patterns = new Set<string>();
  for (const file of include) {
    let pattern = `/${file}`;
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) {
      const folder = file.slice(0, slash + 1);
      if (!blocked.has(folder)) {
        pattern = `/${folder}*`;
        break;
      }
    }
    patterns.add(pattern);
  }
  return [...patterns].sort();
}

/** Calls `visit` with each folder of `file` (`a/`, `a/b/`…), outermost first, until it returns false. */
function forEachFolder(file: string, visit: (folder: string) => boolean): void {
  for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) if (!visit(file.slice(0, slash + 1))) return;
}

export const HEADERS_FILE_PREAMBLE = [
  'HTTP headers for this site, in the format Netlify and Cloudflare Pages read.',
  'Written by sitegen build; `sitegen serve` sends what this file says (edits included).',
  `Paths without a Cache-Control rule (pages, ${PAYLOAD_FILE_NAME}, 404 pages) must be revalidated on`,
  'every use: sitegen serve sends no-cache, Netlify and Cloudflare Pages send their default',
  'public, max-age=0, must-revalidate, which means the same.',
];

export function renderHeadersFile(options: HostHeadersOptions): string {
  return formatHeadersFile(createHeaderRules(options), HEADERS_FILE_PREAMBLE);
}

/**
 * `_redirects` for Netlify: an unknown path under a locale prefix shows that locale's 404 page.
 * Netlify applies such a rule only where no file exists; Cloudflare Pages finds the nearest
 * 404.html by itself.
 */
export function renderRedirectsFile(localeCodes: string[]): string {
  const lines = localeCodes.map((code) => `/${code}/*  /${notFoundPageFile(code)}  404`);
  return `# Netlify: the 404 page of the locale a path's prefix names (404.html answers the rest).\n${lines.join('\n')}\n`;
}
