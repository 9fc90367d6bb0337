/**
 * Hosts that answer a page's path without its slash (`/en/about-us`) or as `index.html` with the
 * page itself and 200, as `netlify dev` does, instead of redirecting to the slash form (issue 26):
 * the runtime looks such a path up as the route it names, so Back to it shows the page in place,
 * not "Page not found".
 */
import { expect, test } from '@playwright/test';
import { expectSameWindow, expectSettled, markWindow, navLink } from './runtime-helpers.js';

test.use({ locale: 'en-US' });

for (const spelling of ['/en/about-us', '/en/about-us/index.html']) {
  test(`Back to a page first opened as ${spelling} (answered 200) shows that page in place`, async ({ page }) => {
    // The host this test plays: the page of /en/about-us/ under the other spelling, no redirect.
    await page.route(
      (url) => url.pathname === spelling,
      async (route) => {
        const response = await route.fetch({ url: new URL('/en/about-us/', route.request().url()).href });
        await route.fulfill({ response, status: 200 });
      },
    );
    await page.goto(spelling);
    await expect(page.locator('#app h1')).toHaveText('About Us');
    await markWindow(page);

    await navLink(page, '/en/services/').click();
    await expect(page).toHaveURL('/en/services/');
    await expectSettled(page);

    await page.goBack();
    await expect(page).toHaveURL(spelling);
    await expectSettled(page);
    await expect(page.locator('#app h1')).toHaveText('About Us');
    await expect(page.locator('#app')).not.toContainText('Page not found');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about-us\/$/);
    await expectSameWindow(page);
  });
}
