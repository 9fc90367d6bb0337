/**
 * Config `appRoot: 'body'` on a fixture site (the basic one, plus a counter island on /about/):
 * the layout renders straight into <body>, and client navigation swaps the body's content with
 * the overlay, island hydration, focus, announcement and Back still working.
 */
import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { serveBuiltFolder, type SiteVariant } from './site-variant.js';
import { expectSameWindow, markWindow, stopPageTime } from './runtime-helpers.js';
import { waitForIslands } from './page-types.js';

test.use({ locale: 'de-DE' });
// One build of the fixture for both tests.
test.describe.configure({ mode: 'serial' });

const COUNTER = `import { useState } from 'react';

export default function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>Zähler {count}</button>;
}
`;

let fixture: Fixture;
let server: SiteVariant | undefined;
let baseURL: string;

test.beforeAll(async () => {
  fixture = await copyFixture('basic');
  await fixture.edit('generator.config.ts', (code) =>
    code.replace('icons: {', "appRoot: 'body',\n  islands: { counter: 'site/islands/counter.tsx' },\n  icons: {"),
  );
  await mkdir(fixture.path('site/islands'));
  await fixture.write('site/islands/counter.tsx', COUNTER);
  await fixture.edit(
    'site/pages/about.tsx',
    (code) =>
      `import { Island } from 'sitegen/island';\nimport Counter from '../islands/counter';\n${code.replace('component: () => <h1><FormattedMessage id="about.title" /></h1>,', 'component: () => (<><h1><FormattedMessage id="about.title" /></h1><Island name="counter" component={Counter} props={{ start: 1 }} /></>),')}`,
  );
  const built = await runCli(['build'], fixture.dir);
  expect(built.code, built.stderr).toBe(0);
  server = await serveBuiltFolder('dist', fixture.dir, 'the appRoot fixture');
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await fixture?.remove();
});

test("with appRoot: 'body' a link swaps the body's content in place behind the overlay, and the island on the new page works", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('body > header')).toBeVisible();
  await expect(page.locator('#app')).toHaveCount(0);
  await markWindow(page);
  await stopPageTime(page);
  // Hold the payload back, so the overlay is there to be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/about/_payload.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('body > main a[href="/about/"]').click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('progressbar')).toHaveAttribute('aria-label', 'Wird geladen…');
  release();
  await page.clock.resume();
  await expect(page.locator('body > main h1')).toHaveText('Über uns');
  await expect(overlay).toBeHidden();
  await expectSameWindow(page);
  await expect(page).toHaveURL(`${baseURL}/about/`);
  await expect(page).toHaveTitle('Über uns – Beispiel GmbH & Co. KG');
  await expect(page.locator('body > main h1')).toBeFocused();
  // One layout, not the old page and the new one: the swap replaced the body's content.
  await expect(page.locator('body > header')).toHaveCount(1);
  await expect(page.locator('body > main')).toHaveCount(1);
  await expect(page.locator('[data-sitegen-announcer]')).toHaveText('Über uns – Beispiel GmbH & Co. KG');

  await waitForIslands(page);
  const counter = page.getByRole('button', { name: 'Zähler 1' });
  await counter.click();
  await expect(page.getByRole('button', { name: 'Zähler 2' })).toBeVisible();

  await page.goBack();
  await expect(page.locator('body > main h1')).toHaveText('Willkommen');
  await expect(page.locator('body > main')).toHaveCount(1);
  await expectSameWindow(page);
});

test("with appRoot: 'body' a full load of a page with an island hydrates it", async ({ page }) => {
  await page.goto(`${baseURL}/en/about/`);
  await expect(page.locator('body > main h1')).toHaveText('About us');
  // A click before React has hydrated the island lands on the static HTML and counts nothing.
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Zähler 1' }).click();
  await expect(page.getByRole('button', { name: 'Zähler 2' })).toBeVisible();
});
