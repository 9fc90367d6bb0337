/**
 * Issue 13, as a visitor meets it in both languages: the fault and emergency line (home, contact,
 * footer), the service area with towns, directions and parking, guide prices with VAT and what
 * moves them, the sample-company notice while site/company.ts says the data is a sample, the
 * liability insurer in the imprint, pay transparency in every posting, the privacy notice's
 * recipients, retention periods and data protection officer, and a container that grows on wide
 * screens. Every expectation comes from site/company.ts or the message files, so the test keeps
 * holding when a company puts its own facts in.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { company } from '../../site/company.js';
import { fetchManifest } from './site-manifest.js';

// A German browser: an English one is sent from / to /en/ by the language detection.
test.use({ locale: 'de-DE' });

type Locale = 'de' | 'en';
type MessageTree = { [key: string]: string | MessageTree };
const messages: Record<Locale, MessageTree> = {
  de: JSON.parse(readFileSync('messages/de.json', 'utf8')) as MessageTree,
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as MessageTree,
};

/** The text of a message by its dotted id, e.g. `message('en', 'emergency.title')`. */
function message(locale: Locale, id: string): string {
  let node: string | MessageTree | undefined = messages[locale];
  for (const part of id.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`messages/${locale}.json has no message ${id}`);
  return node;
}
const LOCALES: { locale: Locale; prefix: string }[] = [
  { locale: 'de', prefix: '' },
  { locale: 'en', prefix: '/en' },
];

/** The visible text with non-breaking spaces as plain ones, so a search for "§ 14a" finds "§\u00a014a". */
async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).innerText()).replace(/\u00a0/g, ' ');
}

async function expectEmergencyLine(page: Page, scope: string, locale: Locale): Promise<void> {
  const line = page.locator(`${scope} [data-testid="emergency-line"]`).first();
  await expect(line).toBeVisible();
  await expect(line.locator(`a[href="tel:${company.emergency.phone.e164}"]`)).toBeVisible();
  await expect(line).toContainText(message(locale, 'emergency.title'));
  await expect(line).toContainText(message(locale, `emergency.hours.${company.emergency.hours}`));
  await expect(line).toContainText(`${company.emergency.radiusKm} km`);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`${locale}`, () => {
    test('the emergency line with its hours and area is on the home page, the contact page and in every footer', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await expectEmergencyLine(page, 'main', locale);
      await expectEmergencyLine(page, 'footer', locale);
      await page.goto(`${prefix}/contact/`);
      await expectEmergencyLine(page, 'main', locale);
      await expectEmergencyLine(page, 'footer', locale);
      await page.goto(`${prefix}/legal/privacy/`);
      await expectEmergencyLine(page, 'footer', locale);
    });

    test('the contact page shows the service area: a drawn map, every town, directions and parking, nothing from another origin', async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(`${baseURL}/`)) foreign.push(request.url());
      });
      await page.goto(`${prefix}/contact/`);
      const map = page.locator('[data-testid="service-area-map"]');
      await expect(map).toBeVisible();
      await expect(map).toHaveAttribute('role', 'img');
      expect((await map.locator('title').textContent())?.length).toBeGreaterThan(20);
      const towns = page.locator('[data-testid="service-towns"] li');
      await expect(towns).toHaveCount(company.serviceArea.towns.length);
      for (const town of company.serviceArea.towns) {
        await expect(page.locator('[data-testid="service-towns"]')).toContainText(town.name);
        await expect(map).toContainText(town.name);
      }
      const directions = page.locator('[data-testid="directions"]');
      await expect(directions).toContainText(message(locale, 'contact.directions.title'));
      await expect(directions).toContainText(message(locale, 'contact.directions.parkingTitle'));
      await expect(directions).toContainText(company.address.street);
      expect(foreign).toEqual([]);
    });

    test('the service pages and the overview show gross guide prices with what moves them and an as-of date', async ({ page }) => {
      const pages: [string, string[]][] = [
        ['/services/electrical-engineering/', ['meterCabinet', 'wallbox', 'eCheck']],
        ['/services/lighting-renovation/', ['ledLuminaire']],
        ['/services/photovoltaics/', ['photovoltaics', 'battery']],
        ['/services/', company.guidePrices.map((price) => price.id)],
      ];
      for (const [path, ids] of pages) {
        await page.goto(`${prefix}${path}`);
        const list = page.locator('[data-testid="guide-prices"]');
        await expect(list).toBeVisible();
        for (const id of ids) {
          const item = list.locator(`[data-price="${id}"]`);
          await expect(item, `${path} ${id}`).toBeVisible();
          await expect(item).toContainText(message(locale, `prices.items.${id}.title`));
          await expect(item).toContainText(message(locale, `prices.items.${id}.factors`));
          const price = company.guidePrices.find((entry) => entry.id === id)!;
          const shown = (await item.innerText()).replace(/\u00a0/g, ' ');
          // "ab 2.400 €" / "from €2,400", with the VAT it includes.
          expect(shown, `${path} ${id}`).toContain(
            locale === 'de' ? `ab ${price.from.toLocaleString('de-DE')} €` : `from €${price.from.toLocaleString('en-US')}`,
          );
          expect(shown).toMatch(locale === 'de' ? /Umsatzsteuer/ : /VAT/);
        }
        await expect(page.locator('[data-testid="as-of"]').first()).toContainText(locale === 'de' ? 'Stand:' : 'As of');
      }
    });

    test('the imprint and the footer say the company is a sample (while company.sample), and the imprint names the insurer, its scope and the chamber', async ({
      page,
    }) => {
      await page.goto(`${prefix}/legal/imprint/`);
      const notice = page.locator('[data-testid="sample-imprint-notice"]');
      if (!company.sample) {
        // A real company's site says nothing of the kind.
        await expect(notice).toHaveCount(0);
        await expect(page.locator('footer [data-testid="sample-notice"]')).toHaveCount(0);
        return;
      }
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(message(locale, 'sample.imprint'));
      // The notice comes before the provider's details.
      const [noticeTop, providerTop] = await Promise.all([
        notice.evaluate((element) => element.getBoundingClientRect().top),
        page.locator('#provider-title').evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(noticeTop).toBeLessThan(providerTop);
      await expect(page.locator('footer [data-testid="sample-notice"]')).toHaveText(message(locale, 'sample.footer'));
      const insurance = page.locator('section[aria-labelledby="insurance-title"]');
      await expect(insurance).toContainText(company.liabilityInsurance.insurer);
      await expect(insurance).toContainText(message(locale, 'imprint.labels.insuranceScope'));
      await expect(insurance).toContainText(locale === 'de' ? 'Deutschland' : 'Germany');
      await expect(page.locator('section[aria-labelledby="profession-title"]')).toContainText(company.chamber.name);
      await page.goto(`${prefix}/career/`);
      await expect(page.locator('footer [data-testid="sample-notice"]')).toBeVisible();
    });

    test('every posting states gross pay, what decides it, weekly hours, holiday and the collective agreement', async ({
      page,
      request,
    }) => {
      const { routes } = await fetchManifest(request);
      const postings = routes.filter((route) => new RegExp(`^${locale === 'en' ? '/en' : ''}/career/[a-z0-9-]+/$`).test(route));
      expect(postings.length).toBeGreaterThanOrEqual(3);
      for (const path of postings) {
        await page.goto(path);
        const aside = page.locator('aside');
        const pay = aside.locator('[data-testid="posting-pay"]');
        await expect(pay, path).toBeVisible();
        const payText = await pay.innerText();
        expect(payText, path).toMatch(locale === 'de' ? /brutto|Ausbildungsjahr/ : /gross|Year \d/);
        expect(payText, path).toMatch(/€/);
        await expect(aside.locator('[data-testid="posting-hours"]'), path).toContainText(
          locale === 'de' ? 'Stunden pro Woche' : 'hours a week',
        );
        await expect(aside.locator('[data-testid="posting-vacation"]'), path).toContainText(
          locale === 'de' ? 'Arbeitstage' : 'working days',
        );
        await expect(aside.locator('[data-testid="posting-agreement"]'), path).not.toBeEmpty();
        await expect(aside, path).toContainText(message(locale, 'career.facts.collectiveAgreement'));
        // Applications go to their own mailbox, not the general one.
        await expect(aside.locator(`a[href^="mailto:${company.applicationEmail}?"]`), path).toBeVisible();
        await expect(aside.locator(`a[href^="mailto:${company.email}"]`), path).toHaveCount(0);
      }
    });

    test('the apprenticeship states the pay for every training year, school, a shorter term, internships and a word from an apprentice', async ({
      page,
    }) => {
      await page.goto(`${prefix}/career/ausbildung-elektroniker/`);
      const pay = page.locator('aside [data-testid="posting-pay"] li');
      expect(await pay.count()).toBeGreaterThanOrEqual(3);
      const body = await text(page, 'main');
      for (const phrase of locale === 'de'
        ? ['Berufsschule', 'verkürzen', 'Praktikum', '§ 8 BBiG']
        : ['Vocational school', 'shortened', 'internship', 'Section 8']) {
        expect(body, phrase).toContain(phrase);
      }
      await expect(page.locator('main blockquote')).toBeVisible();
    });

    test('the privacy notice bases the contact form on Art. 6 (1) (b)/(f), lists recipients and retention by kind, and answers the DPO question', async ({
      page,
    }) => {
      await page.goto(`${prefix}/legal/privacy/`);
      const form = await text(page, 'section[aria-labelledby="contact-form-title"]');
      expect(form).not.toMatch(locale === 'de' ? /lit\. a/ : /\(1\)\(a\)/);
      expect(form).toMatch(locale === 'de' ? /lit\. b/ : /\(1\)\(b\)/);
      await expect(page.locator('section[aria-labelledby="recipients-title"] li')).toHaveCount(3);
      const retention = await text(page, 'section[aria-labelledby="retention-title"]');
      for (const part of ['§ 257', '§ 147'].map((law) => (locale === 'de' ? law : law.replace('§ ', 'Section '))))
        expect(retention).toContain(part);
      await expect(page.locator('section[aria-labelledby="retention-title"] li')).toHaveCount(3);
      const dpo = await text(page, 'section[aria-labelledby="dpo-title"]');
      expect(dpo).toContain(locale === 'de' ? '§ 38 Abs. 1 BDSG' : 'Section 38(1)');
      const applications = page.locator('section[aria-labelledby="applications-title"]');
      await expect(applications.locator(`a[href="mailto:${company.applicationEmail}"]`)).toBeVisible();
    });

    test('a visitor searching the page for “E-CHECK” finds it (a plain hyphen-minus)', async ({ page }) => {
      await page.goto(`${prefix}/services/electrical-engineering/`);
      const html = await page.content();
      expect(html).toContain('E-CHECK');
      expect(html).not.toContain('E\u2011CHECK');
    });
  });
}

test('German legal references and dates do not break after “§” or inside a date', async ({ page }) => {
  for (const path of ['/legal/imprint/', '/services/photovoltaics/', '/legal/privacy/']) {
    await page.goto(path);
    const html = await page.content();
    expect(html, path).not.toMatch(/§ \d/);
    expect(html, path).not.toMatch(/\d\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);
  }
});

test('the English site writes dates the US way', async ({ page }) => {
  await page.goto('/en/legal/imprint/');
  await expect(page.locator('main')).toContainText('July 20, 2025');
  await page.goto('/en/career/ausbildung-elektroniker/');
  await expect(page.locator('main')).toContainText('August 1, 2027');
  await expect(page.locator('aside time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test('the site and its addresses use reserved example domains while the data is a sample', async ({ page }) => {
  test.skip(!company.sample, 'a real company uses its own domain');
  const reserved = /@[a-z0-9.-]+\.example$|^https:\/\/([a-z0-9-]+\.)*example(\.(com|org|net))?(\/|$)/;
  expect(company.siteUrl).toMatch(reserved);
  expect(`x@${company.email.split('@')[1]}`).toMatch(reserved);
  expect(`x@${company.applicationEmail.split('@')[1]}`).toMatch(reserved);
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${company.siteUrl}/`);
});

const WIDE: [number, number][] = [
  // [viewport, the least the page's content column should be]
  [1024, 900],
  [1440, 1300],
  [1920, 1700],
];

for (const [width, least] of WIDE) {
  test(`at ${width} px the container, type and grids use the width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const container = page.locator('#services-title').locator('xpath=..');
    const box = await container.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(least);
    expect(box!.width).toBeLessThanOrEqual(width);
    const rootSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(rootSize).toBe(width >= 1920 ? 18 : width >= 1440 ? 17 : 16);
    if (width >= 1920) {
      // Four benefits sit in one row.
      await page.goto('/services/photovoltaics/');
      const tops = await page
        .locator('section[aria-labelledby="benefits-title"] li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
  });
}

test('at 375 px no page with the new content is wider than the screen (long domains, German compounds)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/',
    '/contact/',
    '/services/',
    '/services/photovoltaics/',
    '/career/ausbildung-elektroniker/',
    '/legal/imprint/',
    '/legal/privacy/',
  ]) {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${prefix}${path}`).toBeLessThanOrEqual(375);
    }
  }
});
