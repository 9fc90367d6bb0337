/**
 * Language (contract section 4): the switch links write the cookie, a mere visit stores nothing,
 * the unprefixed home page detects the language before anything is painted, and a locale's client
 * messages load only when an island needs them.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectRequests, expectSameWindow, expectSettled, markWindow, messagesUrl, navLink, switchLink } from './runtime-helpers.js';

const COOKIE = 'i18n_redirected';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The main-frame URLs a page commits, in order. */
function collectNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test.describe('the language switch', () => {
  test.use({ locale: 'de-DE' });

  test('choosing English stores i18n_redirected=en for a year on / (SameSite=Lax) and shows the same page in English in place', async ({
    page,
    context,
  }) => {
    await page.goto('/services/photovoltaics/');
    await markWindow(page);
    await switchLink(page, 'en').click();
    await expect(page).toHaveURL('/en/services/photovoltaics/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectSettled(page);
    await expectSameWindow(page);

    const cookies = (await context.cookies()).filter((cookie) => cookie.name === COOKIE);
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('choosing German again stores i18n_redirected=de', async ({ page, context }) => {
    await page.goto('/en/about-us/');
    await switchLink(page, 'de').click();
    await expect(page).toHaveURL('/about-us/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value).toBe('de');
  });

  test('a mere visit, in either language and with in-place navigation, stores no cookie', async ({ page, context }) => {
    await page.goto('/');
    await navLink(page, '/services/').click();
    await expect(page).toHaveURL('/services/');
    await page.goto('/en/');
    await navLink(page, '/en/about-us/').click();
    await expect(page).toHaveURL('/en/about-us/');
    await expectSettled(page);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
});

test.describe('detection on the unprefixed home page', () => {
  const rows: { name: string; locale: string; cookie?: string; userAgent?: string; visit: string; lands: string }[] = [
    {
      name: 'no cookie and an English browser: / becomes /en/, query and hash kept',
      locale: 'en-US',
      visit: '/?a=1#x',
      lands: '/en/?a=1#x',
    },
    { name: 'no cookie and a British English browser: the primary subtag counts', locale: 'en-GB', visit: '/', lands: '/en/' },
    { name: 'no cookie and a French browser: stays on /', locale: 'fr-FR', visit: '/', lands: '/' },
    { name: 'cookie de and an English browser: stays on /', locale: 'en-US', cookie: 'de', visit: '/', lands: '/' },
    { name: 'cookie en and a German browser: / becomes /en/', locale: 'de-DE', cookie: 'en', visit: '/', lands: '/en/' },
    {
      name: 'an unsupported cookie value is ignored: the browser language decides',
      locale: 'en-US',
      cookie: 'fr',
      visit: '/',
      lands: '/en/',
    },
    { name: '/de/ with an English browser is never redirected', locale: 'en-US', visit: '/de/', lands: '/de/' },
    { name: 'Googlebot with an English browser language is not redirected', locale: 'en-US', userAgent: GOOGLEBOT, visit: '/', lands: '/' },
  ];
  for (const row of rows) {
    test.describe(() => {
      test.use({ locale: row.locale, ...(row.userAgent ? { userAgent: row.userAgent } : {}) });

      test(row.name, async ({ page, context, baseURL }) => {
        if (row.cookie) await context.addCookies([{ name: COOKIE, value: row.cookie, url: baseURL! }]);
        const navigations = collectNavigations(page);
        await page.goto(row.visit);
        await expect(page).toHaveURL(row.lands);
        await expect(page.locator('#app h1')).toBeVisible();
        const expectedLang = row.lands.startsWith('/en/') ? 'en-US' : 'de-DE';
        await expect(page.locator('html')).toHaveAttribute('lang', expectedLang);
        // At most one replacement, and a page that stays is loaded exactly once.
        const paths = navigations.map((url) => new URL(url).pathname + new URL(url).search + new URL(url).hash);
        expect(paths).toEqual(row.lands === row.visit ? [row.visit] : [row.visit, row.lands]);
        // Detection never stores anything: only a cookie the test itself put there remains.
        expect((await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(
          row.cookie ? [`${COOKIE}=${row.cookie}`] : [],
        );
      });
    });
  }

  test.describe(() => {
    test.use({ locale: 'en-US' });

    test('the detection script is the first script in head and blocks parsing (not async, defer or module)', async ({ page }) => {
      // Read the page as served, before the detection runs.
      const response = await page.request.get('/');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const scripts = [...head.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(1);
      const first = scripts[0]!;
      expect(first).toMatch(/\bsrc="\/_sitegen\/detect-[^"]+\.js"/);
      expect(first).not.toMatch(/\b(async|defer)\b/);
      expect(first).not.toMatch(/type="module"/);
      // Nothing that renders comes before it: no stylesheet and no body content.
      const before = head.slice(0, head.indexOf(first));
      expect(before).not.toMatch(/<(link|style|body)\b/);
    });

    test('German content is never painted before the redirect to /en/', async ({ page }) => {
      // Every animation frame the unprefixed home page gets is recorded, with whether #app was in the
      // document then. A frame with #app is content the visitor sees.
      await page.addInitScript(() => {
        if (location.pathname !== '/') return;
        const frames: boolean[] = [];
        const tick = () => {
          frames.push(document.getElementById('app') !== null);
          sessionStorage.setItem('test:home-frames', JSON.stringify(frames));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const navigations = collectNavigations(page);
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
      await expect(page.locator('#app h1')).toBeVisible();
      expect(navigations.map((url) => new URL(url).pathname)).toEqual(['/', '/en/']);
      const frames = JSON.parse((await page.evaluate(() => sessionStorage.getItem('test:home-frames'))) ?? '[]') as boolean[];
      expect(frames, 'frames of / that showed German content before the redirect').not.toContain(true);
    });
  });

  test.describe(() => {
    test.use({ locale: 'de-DE' });

    test('the paint probe sees the home page when it stays (control for the no-flash test)', async ({ page }) => {
      await page.addInitScript(() => {
        if (location.pathname !== '/') return;
        const frames: boolean[] = [];
        const tick = () => {
          frames.push(document.getElementById('app') !== null);
          sessionStorage.setItem('test:home-frames', JSON.stringify(frames));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.goto('/');
      await expect
        .poll(async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('test:home-frames'))) ?? '[]') as boolean[])
        .toContain(true);
    });
  });
});

test.describe('client messages', () => {
  test.use({ locale: 'en-US' });

  test('a page without islands requests no message file', async ({ page }) => {
    const requests = collectRequests(page);
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    await navLink(page, '/en/services/').click();
    await expect(page).toHaveURL('/en/services/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/_sitegen/messages/'))).toEqual([]);
  });

  test('the English contact page requests only the English message file', async ({ page }) => {
    const requests = collectRequests(page);
    await page.goto('/en/contact/');
    await expect(page.locator('[data-sitegen-island="contact-form"]')).toHaveAttribute('data-sitegen-hydrated', '');
    await page.waitForLoadState('networkidle');
    const messageRequests = requests.filter((url) => url.includes('/_sitegen/messages/')).map((url) => new URL(url).pathname);
    expect(messageRequests).toEqual([await messagesUrl(page, 'en')]);
    expect(requests.filter((url) => url.includes('/_sitegen/messages/de-'))).toEqual([]);
  });

  test('a message file that fails to load is logged with the locale and URL, and the page stays usable', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/_sitegen/messages/**', (route) => route.abort());
    await page.goto('/en/contact/');
    const url = await messagesUrl(page, 'en');
    await expect
      .poll(() => errors.find((text) => text.includes(url) && /\ben\b/.test(text.replace(url, ''))), {
        message: `a console.error naming "en" and ${url}`,
      })
      .toBeTruthy();
    // The static form is still there, and the site still navigates.
    await expect(page.locator('[data-sitegen-island="contact-form"] form')).toBeVisible();
    await markWindow(page);
    await navLink(page, '/en/services/').click();
    await expect(page).toHaveURL('/en/services/');
    await expect(page.locator('#app h1')).toHaveText('Services');
    await expectSettled(page);
    await expectSameWindow(page);
  });
});
