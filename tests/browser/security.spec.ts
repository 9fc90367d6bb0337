/**
 * The site under its own Content-Security-Policy, as `sitegen serve` sends it from `_headers`:
 * every page type, in-place navigation, the contact form's hydration and validation, and the
 * language detection must run with zero CSP violations and no console complaints.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectSameWindow, expectSettled, markWindow, navLink } from './runtime-helpers.js';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// A German browser: an English one is sent from / to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const PAGE_TYPES = [
  '/',
  '/en/',
  '/de/about-us/',
  '/career/',
  '/en/career/pv-monteur/',
  '/contact/',
  '/en/contact/',
  '/legal/imprint/',
  '/en/legal/privacy/',
  '/services/',
  '/services/photovoltaics/',
];

/** Records every `securitypolicyviolation` of each document the page loads, from its first byte on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations!.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        ),
      true,
    );
  });
}

/**
 * The violations of the current document. A violation event is dispatched in a task queued when
 * the violation happens, so the list is read after the next frame (which applies pending style
 * and layout) and a task queued after it, not after a fixed pause.
 */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(window.__cspViolations ?? ['the violation recorder did not run']);
          channel.port2.postMessage(null);
        }),
      ),
  );
}

/** What a CSP or Permissions-Policy problem looks like in Chromium's console. */
const POLICY_MESSAGE = /Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i;

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

test('pages are served with a strict Content-Security-Policy: no inline script, hashed inline CSS', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
});

test('every page type loads with zero CSP violations and no console problems', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = collectProblems(page);
  for (const path of PAGE_TYPES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy'], path).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('the 404 pages carry the policy and violate nothing', async ({ page }) => {
  const problems = collectProblems(page);
  for (const path of ['/no-such-page/', '/en/no-such-page/', '/career/no-such-posting/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-security-policy'], path).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), path).toEqual([]);
  }
  // The browser reports the 404 status itself as a failed resource; nothing else may appear.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

test('in-place navigation between pages, into the contact form and back, violates nothing', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await markWindow(page);
  for (const target of ['/services/', '/about-us/', '/career/', '/contact/']) {
    await navLink(page, target).click();
    await expect(page).toHaveURL(target);
    await expectSettled(page);
  }
  // The island was hydrated after an in-place navigation: its code and emotion ran under the policy.
  await expect(page.locator('[data-sitegen-island="contact-form"]')).toHaveAttribute('data-sitegen-hydrated', '');
  await page.locator('[data-sitegen-island="contact-form"] button[type="submit"]').click();
  await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true');
  await page.goBack();
  await expect(page).toHaveURL('/career/');
  await expectSettled(page);
  await expectSameWindow(page);
  expect(await violations(page)).toEqual([]);
  expect(problems.filter((problem) => POLICY_MESSAGE.test(problem))).toEqual([]);
});

test('the contact form hydrates, shows its errors for an invalid submit and violates nothing', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/en/contact/');
  const island = page.locator('[data-sitegen-island="contact-form"]');
  await expect(island).toHaveAttribute('data-sitegen-hydrated', '');
  await page.locator('#contact-email').fill('not an address');
  await island.locator('button[type="submit"]').click();
  for (const field of ['name', 'email', 'message']) await expect(page.locator(`#contact-${field}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-error')).toBeVisible();
  await expect(page.locator('#contact-name')).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  // The error text's class is in no prerendered page: emotion inserts it in the browser, which a
  // blocked <style> element would silently prevent (the text would stay black).
  await expect(page.locator('#contact-email-error')).toHaveCSS('color', 'rgb(179, 38, 30)');
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('an English browser on the home page', () => {
  test.use({ locale: 'en-US' });

  test('is sent to /en/ by the external detection script, which the policy allows', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    expect(await violations(page)).toEqual([]);
    expect(problems.filter((problem) => POLICY_MESSAGE.test(problem))).toEqual([]);
  });
});
