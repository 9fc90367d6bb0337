/**
 * The site checks of `sitegen check` and every build, on small hand-written sites: each rule
 * passes a correct site and names the file, what is wrong and how to fix it for a broken one.
 */
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/check/check-site.js';
import type { CheckProblem } from '../../src/check/problem.js';

const SITE = 'https://example.com';

interface PageOptions {
  lang?: string;
  title?: string | null;
  description?: string | null;
  /** Extra tags in the head. */
  head?: string;
  body?: string;
}

/** A complete page: title, description, one h1, a skip link to #main. */
function page({
  lang = 'en-US',
  title = 'Page',
  description = 'About the page.',
  head = '',
  body = '<h1>Page</h1>',
}: PageOptions = {}): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    title === null ? '' : `<title>${title}</title>`,
    description === null ? '' : `<meta name="description" content="${description}">`,
    head,
    '</head>',
    `<body><a href="#main">Skip</a><main id="main">${body}</main></body>`,
    '</html>',
  ].join('\n');
}

/** hreflang links for a page that exists at `/P` (German) and `/en/P` (English). */
function alternates(path: string, { canonical }: { canonical: 'de' | 'en' }): string {
  const de = `${SITE}${path}`;
  const en = `${SITE}/en${path}`;
  return [
    `<link rel="canonical" href="${canonical === 'de' ? de : en}">`,
    `<link rel="alternate" hreflang="de-DE" href="${de}">`,
    `<link rel="alternate" hreflang="en-US" href="${en}">`,
    `<link rel="alternate" hreflang="x-default" href="${de}">`,
  ].join('\n');
}

function check(files: Record<string, string>): CheckProblem[] {
  return checkSite(Object.entries(files), { siteUrl: SITE }).problems;
}

function messages(problems: CheckProblem[]): string[] {
  return problems.map((problem) => `${problem.file} [${problem.rule}] ${problem.message}`);
}

describe('checkSite on a correct site', () => {
  it('finds nothing wrong', () => {
    const files = {
      'index.html': page({
        lang: 'de-DE',
        head: `${alternates('/', { canonical: 'de' })}\n<link rel="icon" href="/icon.svg">`,
        body: '<h1>Start</h1><a href="/about/">About</a><a href="/about/#team">Team</a><a href="mailto:x@example.com">Mail</a><a href="tel:+49123">Call</a><a href="https://other.example/x">Elsewhere</a>',
      }),
      'en/index.html': page({ head: alternates('/', { canonical: 'en' }) }),
      'about/index.html': page({
        lang: 'de-DE',
        head: alternates('/about/', { canonical: 'de' }),
        body: '<h1>About</h1><h2 id="team">Team</h2><img src="/photo.jpg" srcset="/photo.jpg 1x, /photo@2x.jpg 2x" alt="">',
      }),
      'en/about/index.html': page({ head: alternates('/about/', { canonical: 'en' }) }),
      '404.html': page({ title: 'Not found', body: '<h1>Not found</h1><a href="/">Home</a>' }),
      'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'photo.jpg': 'jpg',
      'photo@2x.jpg': 'jpg',
    };
    expect(messages(check(files))).toEqual([]);
  });

  it('counts pages and files', () => {
    const result = checkSite(Object.entries({ 'index.html': page(), 'icon.svg': '<svg></svg>' }), { siteUrl: SITE });
    expect(result).toMatchObject({ pages: 1, files: 2, problems: [] });
  });
});

describe('links and assets', () => {
  it('names a link that leads to no built page, and the file it looked for', () => {
    const problems = check({
      'index.html': page(),
      'en/services/index.html': page({ body: '<h1>Services</h1><a href="/en/servces/">Services</a>' }),
    });
    expect(messages(problems)).toEqual([
      'en/services/index.html [links] link to /en/servces/ does not resolve (no en/servces/index.html in the output). Fix the href or add the route.',
    ]);
  });

  it('resolves relative links, queries and absolute URLs of the site', () => {
    const problems = check({
      'index.html': page({
        body: `<h1>Home</h1><a href="a/">A</a><a href="/a/?topic=x">A with query</a><a href="${SITE}/a/">A absolute</a><a href="${SITE}/b/">B absolute</a>`,
      }),
      'a/index.html': page({ body: '<h1>A</h1><a href="../">Up</a><a href="../b/">B</a>' }),
    });
    expect(messages(problems)).toEqual([
      `a/index.html [links] link to ../b/ does not resolve (no b/index.html in the output). Fix the href or add the route.`,
      `index.html [links] link to ${SITE}/b/ does not resolve (no b/index.html in the output). Fix the href or add the route.`,
    ]);
  });

  it('asks for the trailing slash when a link only works through a redirect', () => {
    const problems = check({ 'index.html': page({ body: '<h1>Home</h1><a href="/about">About</a>' }), 'about/index.html': page() });
    expect(messages(problems)).toEqual([
      'index.html [links] link to /about lacks its trailing slash and only works through a redirect; write /about/.',
    ]);
  });

  it('finds a fragment with no element of that id, on the same page and on another', () => {
    const problems = check({
      'index.html': page({
        body: '<h1>Home</h1><a href="#mian">Skip</a><a href="/about/#team">Team</a><a href="/about/#people">People</a><a href="#top">Top</a>',
      }),
      'about/index.html': page({ body: '<h1>About</h1><section id="team"></section>' }),
    });
    expect(messages(problems)).toEqual([
      'index.html [links] link to #mian points to no element with id="mian" on this page. Add the id there or fix the fragment.',
      'index.html [links] link to /about/#people points to no element with id="people" on about/index.html. Add the id there or fix the fragment.',
    ]);
  });

  it('reports one broken link once per page, however often the page repeats it', () => {
    const problems = check({
      'index.html': page({ body: '<h1>Home</h1><nav><a href="/gone/">Gone</a></nav><footer><a href="/gone/">Gone</a></footer>' }),
    });
    expect(problems).toHaveLength(1);
  });

  it('checks stylesheets, scripts, icons, images, srcset and url() in CSS', () => {
    const problems = check({
      'index.html': page({
        head: '<link rel="stylesheet" href="/a.css"><link rel="icon" href="/icon.png"><script src="/app.js"></script><style>body{background:url("/bg.png")} .x{background:url(data:image/png;base64,AAAA)}</style>',
        body: '<h1>Home</h1><img src="/logo.svg" srcset="/logo-1.png 1x,/logo-2.png 2x" alt=""><div style="background-image: url(\'/hero.jpg\')"></div>',
      }),
      'a.css': 'body{}',
      'app.js': '',
      'logo.svg': '<svg></svg>',
      'logo-1.png': '',
    });
    expect(messages(problems)).toEqual([
      'index.html [assets] <link rel="icon" href> /icon.png does not resolve (no icon.png in the output). Fix the URL or add the file (e.g. to the public folder).',
      'index.html [assets] url() in <style> /bg.png does not resolve (no bg.png in the output). Fix the URL or add the file (e.g. to the public folder).',
      'index.html [assets] <img srcset> /logo-2.png does not resolve (no logo-2.png in the output). Fix the URL or add the file (e.g. to the public folder).',
      'index.html [assets] url() in a style attribute /hero.jpg does not resolve (no hero.jpg in the output). Fix the URL or add the file (e.g. to the public folder).',
    ]);
  });

  it('checks the files the runtime makes URLs of from the boot data: manifest, stylesheet, error pages, messages, islands', () => {
    const boot = JSON.stringify({
      buildId: 'b1',
      locale: 'en',
      cookie: 'c; Path=/',
      islands: { form: '/_sitegen/islands/form-1.js' },
      messages: 'h1',
    });
    const head = `<script type="application/json" id="sitegen-boot">${boot}</script>`;
    const present = {
      '_sitegen/builds/meta/b1.json': '{}',
      '_sitegen/builds/styles/b1.css': '',
      '_sitegen/errors/b1/en-404.json': '{}',
      '_sitegen/errors/b1/en-500.json': '{}',
      '_sitegen/messages/en-h1.json': '{}',
    };
    expect(messages(check({ 'index.html': page({ head }), ...present }))).toEqual([
      'index.html [assets] runtime asset /_sitegen/islands/form-1.js does not resolve (no _sitegen/islands/form-1.js in the output). Fix the URL or add the file (e.g. to the public folder).',
    ]);
    const { '_sitegen/errors/b1/en-500.json': _, ...without } = present;
    expect(messages(check({ 'index.html': page({ head }), ...without }))).toContain(
      'index.html [assets] runtime asset /_sitegen/errors/b1/en-500.json does not resolve (no _sitegen/errors/b1/en-500.json in the output). Fix the URL or add the file (e.g. to the public folder).',
    );
  });

  it('leaves mailto:, tel:, javascript: and other origins alone', () => {
    const body =
      '<h1>Home</h1><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><a href="https://elsewhere.example/nope/">o</a><a href="//cdn.example/x.js">c</a><img src="data:image/png;base64,AA" alt="">';
    expect(check({ 'index.html': page({ body }) })).toEqual([]);
  });
});

describe('title, description and h1', () => {
  it('wants exactly one h1', () => {
    expect(
      messages(check({ 'index.html': page({ body: '<h1>One</h1><h1>Two</h1>' }), 'a/index.html': page({ body: '<p>No heading</p>' }) })),
    ).toEqual([
      'a/index.html [page] has no <h1>; give the page exactly one main heading',
      'index.html [page] has 2 <h1> elements; keep one main heading and make the others <h2>',
    ]);
  });

  it('wants a non-empty title and description, on 404 pages too', () => {
    const problems = check({ '404.html': page({ title: '  ', description: null }), 'index.html': page({ title: null, description: '' }) });
    expect(messages(problems)).toEqual([
      '404.html [page] has an empty <title>; give the page a title',
      '404.html [page] has no <meta name="description">; give the page a description (its head())',
      'index.html [page] has no <title> in its <head>; give the page a title',
      'index.html [page] has an empty <meta name="description">; give the page a description (its head())',
    ]);
  });

  it('does not take the <title> of an SVG in the body for the page title', () => {
    const problems = check({ 'index.html': page({ title: null, body: '<h1>Home</h1><svg><title>Icon</title></svg>' }) });
    expect(messages(problems)).toEqual(['index.html [page] has no <title> in its <head>; give the page a title']);
  });
});

describe('canonical and hreflang', () => {
  const site = () => ({
    'x/index.html': page({ lang: 'de-DE', head: alternates('/x/', { canonical: 'de' }) }),
    'en/x/index.html': page({ head: alternates('/x/', { canonical: 'en' }) }),
  });

  it('wants canonical links on the site URL that lead to built pages', () => {
    const files = site();
    files['x/index.html'] = files['x/index.html'].replace(`"${SITE}/x/">`, '"https://staging.example/x/">');
    files['en/x/index.html'] = files['en/x/index.html'].replace(`canonical" href="${SITE}/en/x/"`, `canonical" href="${SITE}/en/y/"`);
    expect(messages(check(files)).filter((line) => line.includes('[canonical]'))).toEqual([
      `en/x/index.html [canonical] canonical ${SITE}/en/y/ does not resolve to a built page (no en/y/index.html in the output)`,
      'x/index.html [canonical] canonical https://staging.example/x/ is not on the site URL https://example.com; canonical and hreflang links must be absolute URLs of this site (check siteUrl in the config, or --site-url)',
    ]);
  });

  it('finds an hreflang link the other page does not return', () => {
    const files = site();
    files['en/x/index.html'] = files['en/x/index.html'].replace(/<link rel="alternate" hreflang="de-DE"[^>]*>\n/, '');
    const problems = messages(check(files));
    expect(problems).toContain(
      `x/index.html [hreflang] hreflang="en-US" link ${SITE}/en/x/: that page (en/x/index.html) does not name this page, but this page is ${SITE}/x/ in hreflang="de-DE". hreflang links must be reciprocal: give every language version the same set`,
    );
  });

  it('finds an hreflang link to a missing page, to the wrong language and without a self-reference', () => {
    const files = site();
    files['x/index.html'] = files['x/index.html'].replace(`hreflang="en-US" href="${SITE}/en/x/"`, `hreflang="en-US" href="${SITE}/en/z/"`);
    files['en/x/index.html'] = files['en/x/index.html'].replace('hreflang="de-DE"', 'hreflang="fr-FR"');
    const problems = messages(check(files));
    expect(problems).toContain(
      `x/index.html [hreflang] hreflang="en-US" link ${SITE}/en/z/ does not resolve to a built page (no en/z/index.html in the output)`,
    );
    expect(problems).toContain(
      `en/x/index.html [hreflang] hreflang="fr-FR", "x-default" link ${SITE}/x/ points to a page in lang="de-DE"; hreflang must name the language of the page it points to`,
    );
  });

  it('wants the same x-default on every language version', () => {
    const files = site();
    files['en/x/index.html'] = files['en/x/index.html'].replace(
      `hreflang="x-default" href="${SITE}/x/"`,
      `hreflang="x-default" href="${SITE}/en/x/"`,
    );
    expect(messages(check(files))).toContain(
      `x/index.html [hreflang] hreflang="en-US" link ${SITE}/en/x/: that page (en/x/index.html) names x-default ${SITE}/en/x/, this page ${SITE}/x/; every language version must name the same x-default`,
    );
  });

  it('accepts prefixed copies whose canonical is the unprefixed page', () => {
    const files = { ...site(), 'de/x/index.html': page({ lang: 'de-DE', head: alternates('/x/', { canonical: 'de' }) }) };
    expect(check(files)).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const withJsonLd = (json: string) => ({ 'index.html': page({ head: `<script type="application/ld+json">${json}</script>` }) });

  it('reports a block that is not JSON', () => {
    const [problem] = check(withJsonLd('{"@context": "https://schema.org", "@type": "Organization",}'));
    expect(problem).toMatchObject({ file: 'index.html', rule: 'json-ld', severity: 'error' });
    expect(problem!.message).toMatch(/^JSON-LD is not valid JSON \(.+\)\. Fix the structured data where the page builds it\.$/);
  });

  it('reports a JobPosting without hiringOrganization', () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Electrician',
      description: '<p>Wire things</p>',
      datePosted: '2026-11-01',
      validThrough: '2027-01-31',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Musterstadt' } },
    };
    expect(messages(check(withJsonLd(JSON.stringify(posting))))).toEqual([
      'index.html [json-ld] JSON-LD: JobPosting lacks "hiringOrganization", which search engines require. Fix the structured data where the page builds it.',
    ]);
  });

  it('checks the site URLs it names like links', () => {
    const breadcrumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/gone/` },
        { '@type': 'ListItem', position: 2, name: 'Here' },
      ],
    };
    expect(messages(check(withJsonLd(JSON.stringify(breadcrumbs))))).toEqual([
      `index.html [json-ld] JSON-LD URL ${SITE}/gone/ does not resolve (no gone/index.html in the output). Fix the URL in the structured data or add the page.`,
    ]);
  });
});

describe('sitemap and robots.txt', () => {
  it('checks them only when they exist', () => {
    expect(check({ 'index.html': page() })).toEqual([]);
  });

  it('wants every <loc> and alternate to be a built page of the site', () => {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>${SITE}/</loc><xhtml:link rel="alternate" hreflang="en-US" href="${SITE}/en/"/></url>
<url><loc>${SITE}/about/</loc></url>
<url><loc>https://staging.example/</loc></url>
</urlset>`;
    const problems = check({
      'index.html': page(),
      'sitemap.xml': sitemap,
      'robots.txt': `User-agent: *\nAllow: /\nSitemap: ${SITE}/sitemap.xml\nSitemap: ${SITE}/sitemap-2.xml\n`,
    });
    expect(messages(problems)).toEqual([
      `robots.txt [sitemap] Sitemap: ${SITE}/sitemap-2.xml does not resolve (no sitemap-2.xml in the output); list only built files`,
      `sitemap.xml [sitemap] <loc> ${SITE}/about/ does not resolve (no about/index.html in the output); list only built pages`,
      'sitemap.xml [sitemap] <loc> https://staging.example/ is not on the site URL https://example.com; list absolute URLs of this site (check siteUrl in the config, or --site-url)',
      `sitemap.xml [sitemap] <xhtml:link href> ${SITE}/en/ does not resolve (no en/index.html in the output); list only built pages`,
    ]);
  });
});

describe('a sitemap that is not XML', () => {
  it('fails, naming the file and what is broken, for a hand-written sitemap.xml that is plain text', () => {
    const problems = check({ 'index.html': page(), 'sitemap.xml': 'User-agent: *\nThis is not a sitemap' });
    expect(messages(problems)).toEqual([
      'sitemap.xml [sitemap] is not well-formed XML: text outside the root element (line 1); search engines ignore such a sitemap',
    ]);
  });
});

describe('the site URL', () => {
  it('is read from the home page canonical link when not given', () => {
    const files = {
      'index.html': page({ head: `<link rel="canonical" href="${SITE}/">`, body: `<h1>Home</h1><a href="${SITE}/nope/">x</a>` }),
    };
    expect(checkSite(Object.entries(files)).problems.map((problem) => problem.message)).toEqual([
      `link to ${SITE}/nope/ does not resolve (no nope/index.html in the output). Fix the href or add the route.`,
    ]);
  });
});
