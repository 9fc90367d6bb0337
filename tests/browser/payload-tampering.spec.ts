/**
 * A tampered `_payload.json` (a poisoned cache, a compromised host) cannot take the tab anywhere
 * (issue 26): the CSP stops every script, but markup that acts on its own once inserted — a
 * `<meta http-equiv="refresh">`, a `<base>`, a JSON-LD string holding `</script>` — must not reach
 * the page. The page still shows, in place, with everything else the payload holds.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Payload } from '../../src/shapes.js';
import { collectProblems, expectSameWindow, expectSettled, markWindow, navLink } from './runtime-helpers.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const REFRESH = '<meta http-equiv="refresh" content="0;url=/legal/imprint/">';

/** Answers the services payload with what `tamper` makes of the real one. */
async function tamperServices(page: Page, tamper: (payload: Payload) => void): Promise<void> {
  await page.route('**/services/_payload.json*', async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as Payload;
    tamper(payload);
    await route.fulfill({ response, body: JSON.stringify(payload) });
  });
}

/** Clicks Services on the home page and waits for the in-place navigation to end. */
async function openServicesInPlace(page: Page): Promise<void> {
  await page.goto('/');
  await markWindow(page);
  await navLink(page, '/services/').click();
  await expect(page).toHaveURL('/services/');
  await expectSettled(page);
  await expect(page.locator('#app h1')).toHaveText('Leistungen');
}

test('meta, base and script elements in a payload’s markup are dropped before it is inserted', async ({ page }) => {
  const problems = collectProblems(page);
  await tamperServices(page, (payload) => {
    payload.html = payload.html.replace(
      '<h1',
      `${REFRESH}<base href="/legal/"><meta http-equiv="set-cookie" content="owned=1"><meta name="referrer" content="unsafe-url"><script src="/_sitegen/x.js"></script><svg><script>1</script></svg><h1`,
    );
  });
  await openServicesInPlace(page);
  await expect(page.locator('#app').locator('meta, base, script')).toHaveCount(0);
  expect(await page.evaluate(() => document.baseURI)).toBe(page.url());
  // Still the page the visitor chose, in the same window: nothing refreshed it to another page.
  await expect(page).toHaveURL('/services/');
  await expectSameWindow(page);
  expect(problems.filter((problem) => /refresh|base/i.test(problem))).toEqual([]);
});

test('a JSON-LD string holding </script> stays data: no element of it reaches <head>', async ({ page }) => {
  const name = `</script>${REFRESH}<script type="application/ld+json">`;
  await tamperServices(page, (payload) => {
    payload.head.jsonLd = [JSON.stringify({ '@context': 'https://schema.org', '@type': 'Thing', name })];
  });
  await openServicesInPlace(page);
  await expect(page.locator('head meta[http-equiv]')).toHaveCount(0);
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => JSON.parse(text) as unknown)).toEqual([{ '@context': 'https://schema.org', '@type': 'Thing', name }]);
  await expect(page).toHaveURL('/services/');
  await expectSameWindow(page);
});

test('a JSON-LD string that is no JSON makes the navigation a full load of the target', async ({ page }) => {
  await tamperServices(page, (payload) => {
    payload.head.jsonLd = [`{}</script>${REFRESH}<script>`];
  });
  await page.goto('/');
  await markWindow(page);
  const fullLoad = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame() && frame.url().endsWith('/services/'));
  await navLink(page, '/services/').click();
  await fullLoad;
  await expect(page.locator('#app h1')).toHaveText('Leistungen');
  await expect(page.locator('head meta[http-equiv]')).toHaveCount(0);
  await expect(page).toHaveURL('/services/');
});
