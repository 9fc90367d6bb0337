/**
 * The contact form (issue 4): validation in both locales, announced to screen readers; JSON to the
 * configured endpoint with a success state; a failed request keeps every typed value and shows
 * other ways to reach the company; without an endpoint an email is composed; without JavaScript
 * the form still reaches the company.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { startSiteVariant, type SiteVariant } from './site-variant.js';

/** The part of messages/*.json these tests read. */
interface FormMessages {
  errors: Record<'name' | 'email' | 'topic' | 'message' | 'consent' | 'emailInvalid' | 'phoneInvalid' | 'messageShort', string>;
  topics: { photovoltaics: string };
  mailtoOpened: string;
  mailSubject: string;
  sending: string;
  success: { title: string };
  failure: { title: string };
}
type Messages = { contact: { form: FormMessages } };
const messages: Record<'de' | 'en', Messages> = {
  de: JSON.parse(readFileSync('messages/de.json', 'utf8')) as Messages,
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
};
const form = (locale: 'de' | 'en') => messages[locale].contact.form;
const contactPath = { de: '/contact/', en: '/en/contact/' } as const;

const FORM = '[data-testid="contact-form"]';

async function openForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Hydrated: the island switched off the browser's own validation in favour of its messages.
  await expect(page.locator(FORM)).toHaveJSProperty('noValidate', true);
}

async function fillValid(page: Page, overrides: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {}): Promise<void> {
  const values = {
    name: 'Erika Beispiel',
    email: 'erika@beispiel.de',
    phone: '01234 567890',
    message: 'Wir planen eine PV-Anlage mit Speicher auf unserem Einfamilienhaus.',
    ...overrides,
  };
  for (const [field, value] of Object.entries(values)) await page.fill(`#contact-${field}`, value);
  await page.selectOption('#contact-topic', 'photovoltaics');
}

async function expectFieldError(page: Page, field: string, text: string): Promise<void> {
  const error = page.locator(`#contact-${field}-error`);
  await expect(error).toHaveText(text);
  await expect(page.locator(`#contact-${field}`)).toHaveAttribute('aria-invalid', 'true');
  // Announced with the field: its description includes the message.
  await expect(page.locator(`#contact-${field}`)).toHaveAttribute('aria-describedby', new RegExp(`\\bcontact-${field}-error\\b`));
}

for (const locale of ['de', 'en'] as const) {
  test.describe(`validation (${locale})`, () => {
    test('an empty form names every required field next to it and focuses the first', async ({ page }) => {
      await openForm(page, contactPath[locale]);
      await page.locator(`${FORM} button[type="submit"]`).click();
      const errors = form(locale).errors;
      await expectFieldError(page, 'name', errors.name);
      await expectFieldError(page, 'email', errors.email);
      await expectFieldError(page, 'topic', errors.topic);
      await expectFieldError(page, 'message', errors.message);
      await expect(page.locator('#contact-phone-error')).toHaveCount(0);
      await expect(page.locator('#contact-name')).toBeFocused();
      // The count is announced through the alert region.
      const summary = locale === 'de' ? 'Bitte prüfen Sie 4 Angaben im Formular.' : 'Please check 4 fields in the form.';
      await expect(page.locator('[data-testid="contact-alert"][role="alert"]')).toHaveText(summary);
    });

    test('wrong email, phone and a too-short message get their own messages; fixing a field clears its message', async ({ page }) => {
      await openForm(page, contactPath[locale]);
      await fillValid(page, { email: 'erika@beispiel', phone: 'call me', message: 'Hallo' });
      await page.locator(`${FORM} button[type="submit"]`).click();
      const errors = form(locale).errors;
      await expectFieldError(page, 'email', errors.emailInvalid);
      await expectFieldError(page, 'phone', errors.phoneInvalid);
      await expectFieldError(page, 'message', errors.messageShort);
      await expect(page.locator('#contact-email')).toBeFocused();
      await page.fill('#contact-email', 'erika@beispiel.de');
      await expect(page.locator('#contact-email-error')).toHaveCount(0);
      await expect(page.locator('#contact-email')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
}

for (const locale of ['de', 'en'] as const) {
  test(`the form asks for no consent and links the privacy notice instead (${locale})`, async ({ page }) => {
    await openForm(page, contactPath[locale]);
    await expect(page.locator(`${FORM} input[type="checkbox"]`)).toHaveCount(0);
    await expect(page.locator('#contact-consent')).toHaveCount(0);
    const note = page.locator('[data-testid="contact-privacy-note"]');
    await expect(note).toBeVisible();
    await expect(note.locator('a')).toHaveAttribute('href', locale === 'de' ? '/legal/privacy/' : '/en/legal/privacy/');
    // The note no longer promises what the privacy notice's recipients contradict.
    await expect(note).not.toContainText(locale === 'de' ? 'nicht weiter' : 'never pass');
    // A complete enquiry without any tick is sent (here: composed as an email).
    await fillValid(page);
    await page.locator(`${FORM} button[type="submit"]`).click();
    await expect(page.locator('[data-testid="contact-mailto-status"]')).toBeVisible();
  });
}

test.describe('without an endpoint (as shipped)', () => {
  test('sending composes an email to the company with every field, and keeps the form', async ({ page }) => {
    await openForm(page, '/en/contact/');
    await fillValid(page);
    await page.locator(`${FORM} button[type="submit"]`).click();
    const status = page.locator('[data-testid="contact-mailto-status"]');
    await expect(status).toContainText(form('en').mailtoOpened.replace('{email}', 'info@mustermann-elektrotechnik.example'));
    const href = (await page.locator('[data-testid="contact-mailto"]').getAttribute('href'))!;
    expect(href.startsWith('mailto:info@mustermann-elektrotechnik.example?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe(form('en').mailSubject.replace('{topic}', form('en').topics.photovoltaics));
    const body = query.get('body')!;
    for (const part of [
      'Wir planen eine PV-Anlage',
      'Erika Beispiel',
      'erika@beispiel.de',
      '01234 567890',
      form('en').topics.photovoltaics,
    ])
      expect(body).toContain(part);
    await expect(page.locator('#contact-name')).toHaveValue('Erika Beispiel');
  });

  test('the service pages can preselect a topic through ?topic=', async ({ page }) => {
    await openForm(page, '/contact/?topic=lightingRenovation');
    await expect(page.locator('#contact-topic')).toHaveValue('lightingRenovation');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form still opens the mail program, with the browser checking required fields, and the contact details are on the page', async ({
      page,
    }) => {
      await page.goto('/contact/');
      const element = page.locator(FORM);
      await expect(element).toHaveAttribute('action', 'mailto:info@mustermann-elektrotechnik.example');
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).toHaveAttribute('enctype', 'text/plain');
      for (const field of ['name', 'email', 'topic', 'message'])
        await expect(page.locator(`#contact-${field}`)).toHaveAttribute('required', '');
      await expect(page.locator('main a[href="tel:+491234567890"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:info@mustermann-elektrotechnik.example"]').first()).toBeVisible();
    });
  });
});

test.describe('with an endpoint', () => {
  let site: SiteVariant;
  test.beforeAll(async () => {
    site = await startSiteVariant('contact-endpoint', { CONTACT_ENDPOINT: '/api/contact' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('posts the enquiry as JSON and shows the success state, focused', async ({ page }) => {
    const requests: Request[] = [];
    await page.route('**/api/contact', async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 201, json: { ok: true } });
    });
    await openForm(page, `${site.baseURL}/en/contact/`);
    await fillValid(page);
    await page.locator(`${FORM} button[type="submit"]`).click();
    const success = page.locator('[data-testid="contact-success"]');
    await expect(success).toContainText(form('en').success.title);
    await expect(success.locator('h3')).toBeFocused();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method()).toBe('POST');
    expect(requests[0]!.headers()['content-type']).toBe('application/json');
    expect(requests[0]!.postDataJSON()).toEqual({
      name: 'Erika Beispiel',
      email: 'erika@beispiel.de',
      phone: '01234 567890',
      topic: 'photovoltaics',
      topicLabel: form('en').topics.photovoltaics,
      message: 'Wir planen eine PV-Anlage mit Speicher auf unserem Einfamilienhaus.',
      locale: 'en-US',
      page: '/en/contact/',
    });
  });

  for (const [failure, answer] of [
    ['HTTP 503', { status: 503, body: 'Service Unavailable' }],
    ['a network error', 'abort'],
  ] as const) {
    test(`${failure} keeps every typed value and says how else to reach the company (de)`, async ({ page }) => {
      await page.route('**/api/contact', (route) => (answer === 'abort' ? route.abort('connectionrefused') : route.fulfill(answer)));
      await openForm(page, `${site.baseURL}/contact/`);
      await fillValid(page);
      await page.locator(`${FORM} button[type="submit"]`).click();
      const failureBox = page.locator('[data-testid="contact-failure"]');
      await expect(failureBox).toContainText(form('de').failure.title);
      await expect(failureBox.locator('a[href="tel:+491234567890"]')).toBeVisible();
      const mailto = (await failureBox.locator('a[href^="mailto:"]').getAttribute('href'))!;
      expect(decodeURIComponent(mailto)).toContain('Wir planen eine PV-Anlage');
      await expect(page.locator('#contact-name')).toHaveValue('Erika Beispiel');
      await expect(page.locator('#contact-email')).toHaveValue('erika@beispiel.de');
      await expect(page.locator('#contact-phone')).toHaveValue('01234 567890');
      await expect(page.locator('#contact-topic')).toHaveValue('photovoltaics');
      await expect(page.locator('#contact-message')).toHaveValue('Wir planen eine PV-Anlage mit Speicher auf unserem Einfamilienhaus.');
    });
  }

  test('a second click while sending sends nothing more', async ({ page }) => {
    let release: () => void = () => {};
    const requests: Request[] = [];
    await page.route('**/api/contact', async (route) => {
      requests.push(route.request());
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 200, json: {} });
    });
    await openForm(page, `${site.baseURL}/en/contact/`);
    await fillValid(page);
    const submit = page.locator(`${FORM} button[type="submit"]`);
    await submit.click();
    await expect(submit).toHaveText(form('en').sending);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // force: Playwright itself waits for an aria-disabled button; a visitor's click does not.
    await submit.click({ force: true });
    release();
    await expect(page.locator('[data-testid="contact-success"]')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('a filled honeypot sends nothing but looks like success to the bot', async ({ page }) => {
    const requests: string[] = [];
    await page.route('**/api/contact', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, json: {} });
    });
    await openForm(page, `${site.baseURL}/en/contact/`);
    await fillValid(page);
    await page.locator('#contact-website').fill('https://spam.example', { force: true });
    await page.locator(`${FORM} button[type="submit"]`).click();
    await expect(page.locator('[data-testid="contact-success"]')).toBeVisible();
    expect(requests).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form posts to the endpoint', async ({ page }) => {
      await page.goto(`${site.baseURL}/en/contact/`);
      await expect(page.locator(FORM)).toHaveAttribute('action', '/api/contact');
      await expect(page.locator(FORM)).toHaveAttribute('method', 'post');
      await expect(page.locator(FORM)).not.toHaveAttribute('enctype', /./);
    });
  });
});
