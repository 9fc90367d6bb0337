/**
 * The company site's JSON-LD builders (site/structured-data.ts) against what Google's structured
 * data guidelines require and recommend for JobPosting, LocalBusiness and BreadcrumbList.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readImageSize } from '../../src/build/image-size.js';
import type { Posting } from '../../site/careers.js';
import { company } from '../../site/company.js';
import { breadcrumbList, breadcrumbTrail, electrician, jobPosting, webSite } from '../../site/structured-data.js';
import { REPO_ROOT } from '../helpers/fixture.js';

const SITE = 'https://www.example.com';
const urls = { siteUrl: SITE, canonicalUrl: (path: string) => `${SITE}/en${path}` };

const posting: Posting = {
  id: 'pv-installer',
  locale: 'en',
  file: 'site/content/careers/en/pv-installer.md',
  body: '## Your tasks\n\n- Mounting panels\n',
  html: '<h2>Your tasks</h2>\n<ul>\n<li>Mounting panels</li>\n</ul>\n',
  data: {
    title: 'PV installer (m/f/d)',
    description: 'You install solar panels <fast> & safely.',
    location: 'Musterstadt, Germany',
    employmentType: 'FULL_TIME',
    datePosted: new Date('2026-10-19'),
    validThrough: new Date('2027-11-30'),
    salary: { min: 2900, max: 3500, currency: 'EUR', unit: 'MONTH' },
    payFactors: 'Experience decides.',
    weeklyHours: 39,
    vacationDays: 30,
    collectiveAgreement: 'Electrical trades agreement',
    contact: 'Max Mustermann',
  },
};

/** Google's JobPosting: required properties, and the recommended ones for a job at a workplace. */
const JOB_POSTING_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const JOB_POSTING_RECOMMENDED = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'];
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

describe('jobPosting', () => {
  const block = jobPosting({ company, posting, ...urls });

  it('is a schema.org JobPosting', () => {
    expect(block).toMatchObject({ '@context': 'https://schema.org', '@type': 'JobPosting' });
  });

  it.each(JOB_POSTING_REQUIRED)('has the required property %s', (property) => {
    expect(block[property]).toBeTruthy();
  });

  it.each(JOB_POSTING_RECOMMENDED)('has the recommended property %s', (property) => {
    expect(block).toHaveProperty(property);
  });

  it('gives the full description as HTML: the lead sentence escaped, then the body', () => {
    expect(block.description).toBe(
      '<p>You install solar panels &lt;fast&gt; &amp; safely.</p>\n<h2>Your tasks</h2>\n<ul>\n<li>Mounting panels</li>\n</ul>\n',
    );
  });

  it('gives datePosted and validThrough as ISO 8601 dates', () => {
    expect(block.datePosted).toBe('2026-10-19');
    expect(block.validThrough).toBe('2027-11-30');
  });

  it('names the company as hiring organization with its site and logo', () => {
    expect(block.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      sameAs: `${SITE}/en/`,
      logo: `${SITE}/logo.png`,
    });
  });

  it('places the job at the company address with every part Google reads', () => {
    expect(block.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Musterstraße 12',
        postalCode: '12345',
        addressLocality: 'Musterstadt',
        addressRegion: 'Musterland',
        addressCountry: 'DE',
      },
    });
  });

  it('names only the town and country for a job away from the company town', () => {
    const elsewhere = jobPosting({ company, posting: { ...posting, data: { ...posting.data, location: 'Nachbarstadt' } }, ...urls });
    expect(elsewhere.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Nachbarstadt', addressCountry: 'DE' },
    });
  });

  it('gives the salary range as a MonetaryAmount per unit', () => {
    expect(block.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 2900, maxValue: 3500, unitText: 'MONTH' },
    });
  });

  it('leaves baseSalary out when the posting gives none', () => {
    const { salary: _, ...withoutSalary } = posting.data;
    expect(jobPosting({ company, posting: { ...posting, data: withoutSalary }, ...urls })).not.toHaveProperty('baseSalary');
  });

  it("gives an apprenticeship's monthly pay from the first to the last training year", () => {
    const { salary: _, ...withoutSalary } = posting.data;
    const apprenticeship = { ...withoutSalary, employmentType: 'APPRENTICESHIP' as const, trainingPay: [1000, 1070, 1160, 1230] };
    expect(jobPosting({ company, posting: { ...posting, data: apprenticeship }, ...urls }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1000, maxValue: 1230, unitText: 'MONTH' },
    });
  });

  it('says applications do not happen on the page (they go by email)', () => {
    expect(block.directApply).toBe(false);
  });

  it('identifies the posting by its id and links its page', () => {
    expect(block.identifier).toEqual({ '@type': 'PropertyValue', name: company.name, value: 'pv-installer' });
    expect(block.url).toBe(`${SITE}/en/career/pv-installer/`);
  });

  it.each(['FULL_TIME', 'PART_TIME', 'APPRENTICESHIP', 'TEMPORARY', 'INTERN'] as const)(
    'maps the employment type %s to a value Google knows',
    (employmentType) => {
      const typed = jobPosting({ company, posting: { ...posting, data: { ...posting.data, employmentType } }, ...urls });
      expect(GOOGLE_EMPLOYMENT_TYPES).toContain(typed.employmentType);
    },
  );
});

describe('electrician', () => {
  const image = { url: `${SITE}/share/card.png`, type: 'image/png', width: 1200, height: 630, alt: 'Logo' };
  const block = electrician({ company, description: 'Master electricians.', image, ...urls });

  it('is an Electrician (a LocalBusiness) with name, legal name and the required address', () => {
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Electrician',
      name: 'Mustermann Elektrotechnik',
      legalName: 'Mustermann Elektrotechnik GmbH & Co. KG',
    });
    expect(block.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Musterstraße 12',
      postalCode: '12345',
      addressLocality: 'Musterstadt',
      addressRegion: 'Musterland',
      addressCountry: 'DE',
    });
  });

  it('has the recommended geo, telephone, url and opening hours', () => {
    expect(block.geo).toEqual({ '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude });
    expect(block.telephone).toBe('+491234567890');
    expect(block.url).toBe(`${SITE}/en/`);
    expect(block.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '16:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '07:00', closes: '13:00' },
    ]);
  });

  it('serves a 50 km circle around the workshop', () => {
    expect(block.areaServed).toEqual({ '@type': 'GeoCircle', geoMidpoint: block.geo, geoRadius: 50_000 });
  });

  it('has an absolute logo, the share image, email, VAT id and founding year', () => {
    expect(block).toMatchObject({
      logo: `${SITE}/logo.png`,
      image: image.url,
      email: company.email,
      vatID: company.vatId,
      foundingDate: '1987',
      description: 'Master electricians.',
    });
  });

  it('shares one @id with the hiring organization of the postings', () => {
    expect(block['@id']).toBe(`${SITE}/#organization`);
    expect((jobPosting({ company, posting, ...urls }).hiringOrganization as Record<string, unknown>)['@id']).toBe(block['@id']);
  });
});

describe('webSite', () => {
  it('names the site for search results, in the page language', () => {
    expect(webSite({ company, language: 'en-US', ...urls })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${SITE}/#website`,
      name: 'Mustermann Elektrotechnik',
      alternateName: 'Mustermann Elektrotechnik GmbH & Co. KG',
      url: `${SITE}/en/`,
      inLanguage: 'en-US',
      publisher: { '@id': `${SITE}/#organization` },
    });
  });
});

describe('breadcrumbTrail and breadcrumbList', () => {
  const label = (id: string) => ({ 'nav.home': 'Home', 'nav.services': 'Services', 'nav.career': 'Careers' })[id] ?? id;

  it.each([
    [
      '/services/photovoltaics/',
      'Photovoltaics',
      [
        ['Home', '/'],
        ['Services', '/services/'],
        ['Photovoltaics', '/services/photovoltaics/'],
      ],
    ],
    [
      '/career/pv-installer/',
      'PV installer',
      [
        ['Home', '/'],
        ['Careers', '/career/'],
        ['PV installer', '/career/pv-installer/'],
      ],
    ],
    // /legal/ is no page, so it has no crumb.
    [
      '/legal/imprint/',
      'Legal notice',
      [
        ['Home', '/'],
        ['Legal notice', '/legal/imprint/'],
      ],
    ],
    [
      '/services/',
      'Services',
      [
        ['Home', '/'],
        ['Services', '/services/'],
      ],
    ],
  ])('leads from home to %s over the sections the navigation names', (path, title, expected) => {
    expect(breadcrumbTrail(path, title, label, urls.canonicalUrl)).toEqual(
      expected.map(([name, crumbPath]) => ({ name, url: `${SITE}/en${crumbPath}` })),
    );
  });

  it('numbers the items from 1 with name and absolute URL', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: `${SITE}/` },
        { name: 'Careers', url: `${SITE}/career/` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Careers', item: `${SITE}/career/` },
      ],
    });
  });
});

describe('the images the structured data and link previews point to', () => {
  it('ships a 1200 × 630 share image', () => {
    expect(readImageSize(readFileSync(`${REPO_ROOT}/site/public/share/share-card.png`))).toEqual({
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });

  it('ships a square logo of at least 112 × 112 px, as Google asks of an organization logo', () => {
    const size = readImageSize(readFileSync(`${REPO_ROOT}/site/public/logo.png`))!;
    expect(size.width).toBe(size.height);
    expect(size.width).toBeGreaterThanOrEqual(112);
  });
});
