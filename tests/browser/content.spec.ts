/**
 * The company content of issue 4 as a visitor meets it: every service page answers its common
 * questions (also without JavaScript, also by keyboard) and leads to the contact form with the
 * service chosen; the home page shows reference projects whose illustrations are the site's own,
 * described in the page's language, and load without moving anything.
 */
import { expect, test, type Page } from '@playwright/test';

// A German browser: an English one is sent from / to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const SERVICES = [
  { key: 'electricalEngineering', path: '/services/electrical-engineering/' },
  { key: 'lightingRenovation', path: '/services/lighting-renovation/' },
  { key: 'photovoltaics', path: '/services/photovoltaics/' },
] as const;

const faq = (page: Page) => page.locator('section[aria-labelledby="faq-title"]');
const references = (page: Page) => page.locator('section[aria-labelledby="references-title"]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of SERVICES) {
    for (const prefix of ['', '/en']) {
      test(`${prefix}${path} answers at least four questions, each opened from the keyboard`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        const items = faq(page).locator('details');
        const count = await items.count();
        expect(count).toBeGreaterThanOrEqual(4);
        for (let index = 0; index < count; index++) {
          const item = items.nth(index);
          const question = item.locator('summary');
          const answer = item.locator('p');
          expect((await question.innerText()).trim()).toMatch(/\?$/);
          await expect(answer).toBeHidden();

          await question.focus();
          // The focused question shows a ring.
          const ring = await question.evaluate((element) => {
            const style = getComputedStyle(element);
            return { visible: element.matches(':focus-visible'), width: parseFloat(style.outlineWidth), style: style.outlineStyle };
          });
          expect(ring.visible).toBe(true);
          expect(ring.style).not.toBe('none');
          expect(ring.width).toBeGreaterThan(0);

          await page.keyboard.press('Enter');
          await expect(item).toHaveAttribute('open', '');
          await expect(answer).toBeVisible();
          expect((await answer.innerText()).length).toBeGreaterThan(80);
        }
      });
    }
  }
});

for (const { key, path } of SERVICES) {
  test(`the consultation button of ${path} opens the contact form with that service chosen`, async ({ page }) => {
    await page.goto(path);
    const button = page.locator('section[aria-labelledby="cta-title"] a').first();
    await expect(button).toHaveAttribute('href', `/contact/?topic=${key}`);
    await button.click();
    await expect(page).toHaveURL(`/contact/?topic=${key}`);
    await expect(page.locator('select[name="topic"]')).toHaveValue(key);
  });
}

test('the service header button stays in the visitor’s language and carries the topic', async ({ page }) => {
  await page.goto('/en/services/lighting-renovation/');
  await expect(page.locator('main a[href^="/en/contact/"]').first()).toHaveAttribute('href', '/en/contact/?topic=lightingRenovation');
});

for (const prefix of ['', '/en']) {
  test(`${prefix || '/'} shows three reference projects with facts, a service link and a described, sized, lazy illustration of its own`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(`${prefix}/`);
    const projects = references(page).locator('article');
    await expect(projects).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      const project = projects.nth(index);
      await expect(project.locator('h3')).not.toBeEmpty();
      expect(await project.locator('dt').count()).toBeGreaterThanOrEqual(3);

      const image = project.locator('img');
      const src = await image.getAttribute('src');
      expect(src).toMatch(/^\/images\/references\/[a-z0-9-]+\.svg$/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
      expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(20);
      const response = await request.get(`${baseURL}${src}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');

      const serviceLink = project.locator('a').last();
      const href = await serviceLink.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${prefix}/services/[a-z-]+/$`));
      expect((await request.get(`${baseURL}${href}`)).status()).toBe(200);
    }
  });
}

test('the reference illustrations are described in the page’s language', async ({ page }) => {
  const alts = async (path: string) => {
    await page.goto(path);
    return references(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  };
  const german = await alts('/');
  const english = await alts('/en/');
  expect(german).toHaveLength(3);
  for (let index = 0; index < 3; index++) expect(english[index]).not.toBe(german[index]);
});

test('the home page loads nothing from another origin and does not shift while its illustrations load', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`)) foreign.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const images = references(page).locator('img');
  const before = await images.evaluateAll((list) => list.map((image) => image.getBoundingClientRect().height));
  for (const height of before) expect(height).toBeGreaterThan(100);

  await references(page).scrollIntoViewIfNeeded();
  for (let index = 0; index < 3; index++) {
    await images.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  const after = await images.evaluateAll((list) => list.map((image) => image.getBoundingClientRect().height));
  expect(after).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  expect(foreign).toEqual([]);
});
