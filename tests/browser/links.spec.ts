/**
 * Link integrity (issue 4): on every built page, in every locale variant, each internal link,
 * image, stylesheet and script answers 200 without a redirect, each `#fragment` names an element
 * on its target page, nothing refers to another origin except mail and phone links and the few
 * outbound links of the legal texts listed below, and every image has its size and a text
 * alternative. The HTML is fetched directly and parsed once in the browser, so the test stays fast.
 */
import { expect, test, type Page } from '@playwright/test';
import { defaultPathOf, fetchManifest, SITE_URL } from './site-manifest.js';

/** The only links to other origins: sources named in the legal texts, which open with rel="noopener". */
const OUTBOUND_LINKS: { page: string; href: string }[] = [
  { page: '/legal/imprint/', href: 'https://www.gesetze-im-internet.de/hwo/' },
  { page: '/legal/imprint/', href: 'https://fontawesome.com/license/free' },
  // The competent chamber's website (site/company.ts `chamber.url`, § 5 DDG).
  { page: '/legal/imprint/', href: 'https://www.hwk-musterstadt.example' },
];

/** Unknown paths, whose 404 pages carry the full header and footer too. */
const NOT_FOUND_PATHS = ['/gibt-es-nicht/', '/en/gibt-es-nicht/', '/de/gibt-es-nicht/'];

/** What the test needs of one element that refers to a URL. */
interface Reference {
  tag: string;
  attribute: string;
  value: string;
  rel: string;
}

interface ImageInfo {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  ariaHidden: string | null;
}

interface ParsedDocument {
  references: Reference[];
  images: ImageInfo[];
  ids: string[];
  /** url(…) and @import targets in inline styles. */
  styleUrls: string[];
}

/** Parses the documents with the browser's own HTML parser, which loads nothing. */
async function parseDocuments(page: Page, documents: string[]): Promise<ParsedDocument[]> {
  return page.evaluate((htmls) => {
    const attributes = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data'];
    return htmls.map((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const references = attributes.flatMap((attribute) =>
        [...doc.querySelectorAll(`[${attribute}]`)].map((element) => ({
          tag: element.localName,
          attribute,
          value: element.getAttribute(attribute)!,
          rel: element.getAttribute('rel') ?? '',
        })),
      );
      const images = [...doc.querySelectorAll('img')].map((image) => ({
        src: image.getAttribute('src') ?? '',
        alt: image.getAttribute('alt'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        ariaHidden: image.getAttribute('aria-hidden'),
      }));
      const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
      const styleText =
        [...doc.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n') +
        [...doc.querySelectorAll('[style]')].map((element) => element.getAttribute('style')).join('\n');
      const styleUrls = [...styleText.matchAll(/url\(\s*['"]?([^'")]+)|@import\s+['"]([^'"]+)/g)].map((match) => match[1] ?? match[2]!);
      return { references, images, ids, styleUrls };
    });
  }, documents);
}

/** Elements whose URLs are loaded or followed; canonical and hreflang links name the public site instead. */
function isPublicSiteReference(reference: Reference): boolean {
  return reference.tag === 'link' && /\b(canonical|alternate)\b/.test(reference.rel) && reference.value.startsWith(`${SITE_URL}/`);
}

function isMailOrPhone(reference: Reference): boolean {
  return /^(mailto|tel):/.test(reference.value) && ['a', 'form'].includes(reference.tag);
}

/** A path that names a page, not a file: it must already end in `/`, since the redirect costs a round trip. */
function isPagePath(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

test('every internal reference on every page resolves with 200, fragments exist, and nothing refers to another origin', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  const { routes } = await fetchManifest(request);
  const pagePaths = [...routes, ...NOT_FOUND_PATHS];

  const responses = await Promise.all(pagePaths.map((path) => request.get(path, { maxRedirects: 0 })));
  const problems: string[] = [];
  responses.forEach((response, index) => {
    const expected = NOT_FOUND_PATHS.includes(pagePaths[index]!) ? 404 : 200;
    if (response.status() !== expected) problems.push(`${pagePaths[index]} answered ${response.status()}, expected ${expected}`);
  });
  await page.goto('/_sitegen/builds/latest.json');
  const parsed = await parseDocuments(page, await Promise.all(responses.map((response) => response.text())));
  const idsByPath = new Map(pagePaths.map((path, index) => [path, new Set(parsed[index]!.ids)]));

  // Each URL is fetched once, however many pages refer to it.
  const statuses = new Map<string, Promise<number>>();
  const statusOf = (url: string) => {
    if (!statuses.has(url))
      statuses.set(
        url,
        request.get(url, { maxRedirects: 0 }).then((response) => response.status()),
      );
    return statuses.get(url)!;
  };
  const usedOutbound = new Set<string>();
  const checks: Promise<void>[] = [];

  const checkInternal = (pagePath: string, what: string, url: URL, tag: string) => {
    // A link to a fragment of the page itself needs no request (and a 404 page would answer 404).
    const samePage = url.pathname === new URL(pagePath, origin).pathname && url.search === '';
    if (tag === 'a' && isPagePath(url.pathname) && !url.pathname.endsWith('/')) {
      problems.push(`${pagePath}: ${what} links to ${url.pathname}, which lacks the trailing slash`);
      return;
    }
    const target = url.pathname + url.search;
    if (!samePage)
      checks.push(
        statusOf(target).then((status) => {
          if (status !== 200) problems.push(`${pagePath}: ${what} answers ${status}`);
        }),
      );
    if (url.hash.length > 1) {
      const ids = idsByPath.get(url.pathname);
      const id = decodeURIComponent(url.hash.slice(1));
      if (!ids) problems.push(`${pagePath}: ${what} has a fragment, but ${url.pathname} is no page of the release`);
      else if (!ids.has(id)) problems.push(`${pagePath}: ${what} points to #${id}, which ${url.pathname} does not have`);
    }
  };

  pagePaths.forEach((pagePath, index) => {
    const { references, images, styleUrls } = parsed[index]!;
    const pageUrl = new URL(pagePath, origin);
    for (const reference of references) {
      const what = `<${reference.tag} ${reference.attribute}="${reference.value}">`;
      if (isMailOrPhone(reference)) continue;
      if (isPublicSiteReference(reference)) {
        checkInternal(pagePath, what, new URL(reference.value.slice(SITE_URL.length), origin), reference.tag);
        continue;
      }
      // srcset lists several URLs with their widths.
      const values =
        reference.attribute === 'srcset'
          ? reference.value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)
          : [reference.value];
      for (const value of values) {
        const url = new URL(value, pageUrl);
        if (url.origin === origin) {
          checkInternal(pagePath, what, url, reference.tag);
          continue;
        }
        const allowed = OUTBOUND_LINKS.find((link) => link.href === value && link.page === defaultPathOf(pagePath));
        if (!allowed || reference.tag !== 'a') {
          problems.push(`${pagePath}: ${what} refers to another origin; only the outbound links listed in links.spec.ts may`);
          continue;
        }
        usedOutbound.add(`${allowed.page} ${allowed.href}`);
        if (!reference.rel.split(/\s+/).includes('noopener')) problems.push(`${pagePath}: outbound ${what} lacks rel="noopener"`);
      }
    }
    for (const styleUrl of styleUrls) {
      const url = new URL(styleUrl, pageUrl);
      if (url.protocol === 'data:') continue;
      if (url.origin !== origin) problems.push(`${pagePath}: an inline style loads ${styleUrl} from another origin`);
      else checkInternal(pagePath, `the inline style url(${styleUrl})`, url, 'style');
    }
    for (const image of images) {
      const what = `<img src="${image.src}">`;
      if (!/^\d+$/.test(image.width ?? '') || !/^\d+$/.test(image.height ?? ''))
        problems.push(`${pagePath}: ${what} needs numeric width and height attributes`);
      if (image.alt === null) problems.push(`${pagePath}: ${what} has no alt attribute`);
      else if (image.alt.trim() === '' && image.ariaHidden !== 'true')
        problems.push(`${pagePath}: ${what} has an empty alt, so it is decoration and needs aria-hidden="true"`);
    }
  });
  await Promise.all(checks);

  for (const link of OUTBOUND_LINKS) {
    if (!usedOutbound.has(`${link.page} ${link.href}`))
      problems.push(`the outbound link ${link.href} listed for ${link.page} is no longer there; remove it from OUTBOUND_LINKS`);
  }
  expect(problems.length, `${problems.length} problem(s):\n${problems.join('\n')}`).toBe(0);
  expect(statuses.size, 'the pages should refer to internal URLs at all').toBeGreaterThan(routes.length);
});
