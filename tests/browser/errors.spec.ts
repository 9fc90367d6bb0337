import { expect, test } from '@playwright/test';

test('an unknown path answers 404 and shows "Page not found: {path}" on the German page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
  await expect(page.getByText('Page not found: /gibt-es-nicht/')).toBeVisible();
  await expect(page.locator('main a[href="/"]').first()).toBeVisible();
});

test('an unknown path under /en/ shows the English 404 page', async ({ page }) => {
  const response = await page.goto('/en/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /en/does-not-exist/')).toBeVisible();
  await expect(page.locator('main a[href="/en/"]').first()).toBeVisible();
});

test('an unknown posting id is a 404', async ({ page }) => {
  const response = await page.goto('/en/career/no-such-posting/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /en/career/no-such-posting/')).toBeVisible();
});

test('a posting id that fails validation is a 404', async ({ page }) => {
  const response = await page.goto('/career/Not_A_Slug/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
});

test('the requested path is shown as text, never as markup', async ({ page }) => {
  const response = await page.goto('/%3Cb%3Ehi%3C%2Fb%3E/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(page.getByText('Page not found: /<b>hi</b>/')).toBeVisible();
});

test('a path without trailing slash is permanently redirected to the slash form, query kept', async ({ page, request }) => {
  const response = await request.get('/services/photovoltaics?ref=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/services/photovoltaics/?ref=mail');
  await page.goto('/en/contact');
  expect(new URL(page.url()).pathname).toBe('/en/contact/');
});
