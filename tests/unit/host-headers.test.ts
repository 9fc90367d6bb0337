/**
 * The header policy of a built site (src/hosting/host-headers.ts) and the `_headers` text it
 * becomes: caching by kind of file without two rules ever setting one header, security headers
 * on every path, and a Content-Security-Policy whose style-src lists exactly the inline CSS.
 */
import { describe, expect, it } from 'vitest';
import { headersFor, MAX_LINE_LENGTH, parseHeadersFile } from '../../src/hosting/headers-file.js';
import {
  cacheRules,
  contentSecurityPolicy,
  coverPaths,
  createHeaderRules,
  EMPTY_STYLE_HASH,
  IMMUTABLE,
  renderHeadersFile,
  renderRedirectsFile,
  REVALIDATE,
  SHORT,
} from '../../src/hosting/host-headers.js';
import { cspHash } from '../../src/hosting/inline-styles.js';
import { releaseManifestFile, releaseStylesheetFile } from '../../src/protocol/output-files.js';
import { responseHeaders } from '../../src/serve/response-headers.js';

const HASH_A = cspHash('body{margin:0}');
const HASH_B = cspHash('h1{color:#004D84}');

/** A build's output as the recorder sees it (compressed copies are not listed). */
const FILES = [
  'index.html',
  '_payload.json',
  'about-us/index.html',
  'about-us/_payload.json',
  'en/index.html',
  'en/_payload.json',
  'en/career/pv-installer/index.html',
  'en/career/pv-installer/_payload.json',
  '404.html',
  'de/404.html',
  'en/404.html',
  'favicon.svg',
  'robots.txt',
  'images/team/photo.jpg',
  'images/logo.png',
  'en/brochure.pdf',
  '_sitegen/runtime-3F9A1C2B.js',
  '_sitegen/detect-CJAP7TUE.js',
  '_sitegen/chunks/chunk-6DHFEWGX.js',
  '_sitegen/islands/contact-form-W5U6PYL7.js',
  '_sitegen/messages/de-9f3e0b36bd.json',
  releaseStylesheetFile('3c900f4f6535'),
  '_sitegen/errors/3c900f4f6535/en-404.json',
  releaseManifestFile('3c900f4f6535'),
  '_sitegen/builds/latest.json',
];
const PUBLIC_FILES = ['favicon.svg', 'robots.txt', 'images/team/photo.jpg', 'images/logo.png', 'en/brochure.pdf'];

const OPTIONS = {
  styleHashes: [HASH_B, HASH_A],
  files: FILES,
  publicFiles: PUBLIC_FILES,
  islands: false,
  siteUrl: 'https://www.example.com',
};

/** What a host reading the written `_headers` sends for a path. */
function hostHeaders(pathname: string, text = renderHeadersFile(OPTIONS)): Map<string, string> {
  return headersFor(pathname, parseHeadersFile(text).rules);
}

describe('Cache-Control in _headers', () => {
  it.each([
    '/_sitegen/runtime-3F9A1C2B.js',
    '/_sitegen/detect-CJAP7TUE.js',
    '/_sitegen/chunks/chunk-6DHFEWGX.js',
    '/_sitegen/islands/contact-form-W5U6PYL7.js',
    '/_sitegen/messages/de-9f3e0b36bd.json',
    '/_sitegen/errors/3c900f4f6535/en-404.json',
  ])('keeps the content-hashed %s for a year', (pathname) => {
    expect(hostHeaders(pathname).get('Cache-Control')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates /_sitegen/builds/latest.json on every use, so open tabs see a new release', () => {
    expect(hostHeaders('/_sitegen/builds/latest.json').get('Cache-Control')).toBe(REVALIDATE);
    expect(REVALIDATE).toBe('no-cache');
  });

  it.each([`/${releaseManifestFile('3c900f4f6535')}`, `/${releaseStylesheetFile('3c900f4f6535')}`])(
    'revalidates the release file %s, whose bytes may change under one build id (a manifest timestamp, an entry edit)',
    (pathname) => {
      expect(hostHeaders(pathname).get('Cache-Control')).toBe(REVALIDATE);
    },
  );

  it.each(['/', '/about-us/', '/en/career/pv-installer/', '/about-us/_payload.json', '/_payload.json', '/404.html', '/en/404.html'])(
    'leaves %s to the revalidating default, which sitegen serve sends as no-cache',
    (pathname) => {
      expect(hostHeaders(pathname).has('Cache-Control')).toBe(false);
      expect(responseHeaders(pathname, parseHeadersFile(renderHeadersFile(OPTIONS)).rules).get('Cache-Control')).toBe('no-cache');
    },
  );

  it.each(['/favicon.svg', '/robots.txt', '/images/team/photo.jpg', '/images/logo.png', '/en/brochure.pdf'])(
    'caches the public file %s for an hour',
    (pathname) => {
      expect(hostHeaders(pathname).get('Cache-Control')).toBe(SHORT);
    },
  );

  it('never lets two rules set Cache-Control for one file, since hosts would join the values', () => {
    const rules = parseHeadersFile(renderHeadersFile(OPTIONS)).rules;
    for (const file of FILES) {
      const setting = rules.filter(
        (rule) => rule.headers.some(([name]) => name === 'Cache-Control') && headersFor(`/${file}`, [rule]).size > 0,
      );
      expect(setting.length, `/${file}`).toBeLessThanOrEqual(1);
    }
  });

  it('covers a public folder holding no page with one wildcard, and a page folder file by file', () => {
    const patterns = cacheRules({ files: FILES, publicFiles: PUBLIC_FILES }).map((rule) => rule.pattern);
    expect(patterns).toContain('/images/*');
    expect(patterns).toContain('/en/brochure.pdf');
    expect(patterns).not.toContain('/en/*');
    expect(patterns).not.toContain('/_sitegen/*');
    expect(patterns).not.toContain('/_sitegen/builds/*');
  });
});

describe('coverPaths', () => {
  it.each([
    [['a/b/c.js', 'a/b/d.js'], [], ['/a/*']],
    [['a/b/c.js', 'a/x.js'], ['a/latest.json'], ['/a/b/*', '/a/x.js']],
    [['top.txt'], ['index.html'], ['/top.txt']],
    [[], ['index.html'], []],
    // Excluded paths deep in folders no included path is in block nothing; those in an included path's folders do.
    [
      ['docs/x/y.pdf', 'img/a.png'],
      ['de/jobs/a/index.html', 'docs/x/z/index.html'],
      ['/docs/x/y.pdf', '/img/*'],
    ],
  ])('covers %j without %j as %j', (include, exclude, patterns) => {
    expect(coverPaths(include, exclude)).toEqual(patterns);
  });
});

describe('security headers', () => {
  it.each(['/', '/en/about-us/', '/_sitegen/runtime-3F9A1C2B.js', '/favicon.svg', '/no-such-page/'])('are sent for %s', (pathname) => {
    const headers = hostHeaders(pathname);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers.get('Permissions-Policy')).toContain('browsing-topics=()');
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(OPTIONS));
  });

  it('leaves out interest-cohort, which Chromium reports as an unknown feature on every page', () => {
    expect(hostHeaders('/').get('Permissions-Policy')).not.toContain('interest-cohort');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts and everything else from the site only, and inline CSS only by hash', () => {
    expect(contentSecurityPolicy(OPTIONS)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        `style-src 'self' ${[HASH_A, HASH_B].sort().join(' ')}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self' mailto:",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    );
  });

  it.each(['http://staging.example.com', 'http://10.0.0.5:8080', ''])(
    'leaves out upgrade-insecure-requests for a site at %j, whose loads WebKit would upgrade to a failing https://',
    (siteUrl) => {
      const policy = contentSecurityPolicy({ ...OPTIONS, siteUrl });
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(policy).toBe(contentSecurityPolicy(OPTIONS).replace('; upgrade-insecure-requests', ''));
      expect(renderHeadersFile({ ...OPTIONS, siteUrl })).not.toContain('upgrade-insecure-requests');
    },
  );

  it('asks browsers to upgrade insecure requests on an https:// site, whatever the case of its scheme', () => {
    expect(contentSecurityPolicy({ ...OPTIONS, siteUrl: 'HTTPS://www.example.com' })).toMatch(/; upgrade-insecure-requests$/);
    expect(renderHeadersFile(OPTIONS)).toContain('upgrade-insecure-requests');
  });

  it('hashes CSS as the browser does: sha256 of the text, base64, in quotes', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(EMPTY_STYLE_HASH).toBe(cspHash(''));
  });

  it('admits the empty <style> emotion fills in the browser when the site has islands, and not otherwise', () => {
    expect(contentSecurityPolicy({ ...OPTIONS, islands: true })).toContain(EMPTY_STYLE_HASH);
    expect(contentSecurityPolicy(OPTIONS)).not.toContain(EMPTY_STYLE_HASH);
  });

  it("lists style attributes' hashes behind 'unsafe-hashes', and only when there are some", () => {
    const withAttributes = contentSecurityPolicy({ ...OPTIONS, styleAttributeHashes: [cspHash('color:red')] });
    expect(withAttributes).toMatch(new RegExp(`style-src 'self' [^;]* 'unsafe-hashes' ${cspHash('color:red').replace(/[+/]/g, '\\$&')};`));
    expect(contentSecurityPolicy(OPTIONS)).not.toContain('unsafe-hashes');
  });

  it('never allows inline script or eval', () => {
    expect(contentSecurityPolicy(OPTIONS)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it.each([
    [
      'https://forms.example.net/contact?x=1',
      "connect-src 'self' https://forms.example.net",
      "form-action 'self' mailto: https://forms.example.net;",
    ],
    ['/api/contact', "connect-src 'self';", "form-action 'self' mailto:;"],
    ['not a url', "connect-src 'self';", "form-action 'self' mailto:;"],
    [undefined, "connect-src 'self';", "form-action 'self' mailto:;"],
  ])('lets the contact form post to the endpoint %s', (endpoint, connect, form) => {
    const policy = contentSecurityPolicy({ ...OPTIONS, formTargets: endpoint === undefined ? [] : [endpoint] });
    expect(policy).toContain(connect);
    expect(policy).toContain(form);
  });

  it("falls back to 'unsafe-inline' for styles only when the hashes would overflow a host's line limit", () => {
    const many = Array.from({ length: 60 }, (_, index) => cspHash(`.c${index}{}`));
    const policy = contentSecurityPolicy({ ...OPTIONS, styleHashes: many });
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('sha256-');
    const text = renderHeadersFile({ ...OPTIONS, styleHashes: many });
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_LINE_LENGTH);
  });
});

describe('the _headers text', () => {
  it('opens with comments that say where it comes from and what the default is', () => {
    const text = renderHeadersFile(OPTIONS);
    expect(text).toMatch(/^# HTTP headers for this site/);
    expect(text).toContain('public, max-age=0, must-revalidate');
  });

  it('reads back as the rules it was written from', () => {
    const rules = createHeaderRules(OPTIONS);
    expect(parseHeadersFile(renderHeadersFile(OPTIONS)).rules).toEqual(rules.map(({ pattern, headers }) => ({ pattern, headers })));
  });

  it('is the same for the same output, whatever order pages were written in', () => {
    expect(renderHeadersFile({ ...OPTIONS, files: [...FILES].reverse(), publicFiles: [...PUBLIC_FILES].reverse() })).toBe(
      renderHeadersFile(OPTIONS),
    );
  });
});

describe('the _redirects text', () => {
  it("sends unknown paths under each locale's prefix to that locale's 404 page with status 404", () => {
    const lines = renderRedirectsFile(['de', 'en'])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['/de/*  /de/404.html  404', '/en/*  /en/404.html  404']);
  });
});
