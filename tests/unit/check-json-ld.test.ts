/** The JSON-LD rule: required properties per type, as Google's structured-data documentation lists them. */
import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../src/check/rules/json-ld.js';

const CONTEXT = { '@context': 'https://schema.org' };
const ORGANIZATION = { '@type': 'Organization', name: 'Mustermann Elektrotechnik GmbH & Co. KG' };
const POSTING = {
  ...CONTEXT,
  '@type': 'JobPosting',
  title: 'Elektroniker (m/w/d)',
  description: '<p>Sie installieren Anlagen.</p>',
  datePosted: '2026-11-01',
  validThrough: '2027-03-31T23:59:59+01:00',
  hiringOrganization: ORGANIZATION,
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Musterstadt', addressCountry: 'DE' } },
};

const errors = (data: unknown) =>
  checkJsonLd([JSON.stringify(data)])
    .findings.filter((finding) => finding.severity === 'error')
    .map((finding) => finding.message);
const warnings = (data: unknown) =>
  checkJsonLd([JSON.stringify(data)])
    .findings.filter((finding) => finding.severity === 'warning')
    .map((finding) => finding.message);
const without = <T extends object>(object: T, key: keyof T) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

describe('checkJsonLd', () => {
  it.each([
    ['a complete JobPosting', POSTING],
    [
      'a remote JobPosting without jobLocation',
      {
        ...without(POSTING, 'jobLocation'),
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
      },
    ],
    [
      'an Electrician with name and address',
      { ...CONTEXT, '@type': 'Electrician', name: 'Mustermann', address: { '@type': 'PostalAddress', streetAddress: 'Musterstraße 1' } },
    ],
    [
      'a type list naming LocalBusiness',
      { ...CONTEXT, '@type': ['LocalBusiness', 'Electrician'], name: 'Mustermann', address: 'Musterstraße 1, 12345 Musterstadt' },
    ],
    ['an Organization', { ...CONTEXT, ...ORGANIZATION }],
    [
      'a BreadcrumbList whose last item has no URL',
      {
        ...CONTEXT,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://example.com/' },
          { '@type': 'ListItem', position: 2, name: 'Karriere' },
        ],
      },
    ],
    ['a @graph of several objects', { ...CONTEXT, '@graph': [ORGANIZATION, { '@type': 'WebSite', name: 'x' }] }],
    ['a type it does not know', { ...CONTEXT, '@type': 'Event' }],
  ])('accepts %s', (_, data) => {
    expect(checkJsonLd([JSON.stringify(data)]).findings).toEqual([]);
  });

  it.each([
    [
      'JobPosting without hiringOrganization',
      without(POSTING, 'hiringOrganization'),
      'JSON-LD: JobPosting lacks "hiringOrganization", which search engines require.',
    ],
    [
      'JobPosting with an empty title and no datePosted',
      { ...without(POSTING, 'datePosted'), title: '' },
      'JSON-LD: JobPosting lacks "title" and "datePosted", which search engines require.',
    ],
    [
      'JobPosting without any location',
      without(POSTING, 'jobLocation'),
      'JSON-LD: JobPosting lacks "jobLocation" (or, for a remote job, "applicantLocationRequirements" with "jobLocationType": "TELECOMMUTE").',
    ],
    [
      'JobPosting with a German date',
      { ...POSTING, datePosted: '01.11.2026' },
      'JSON-LD: JobPosting has "datePosted": "01.11.2026", not an ISO 8601 date like "2026-11-30".',
    ],
    [
      'LocalBusiness without address',
      { ...CONTEXT, '@type': 'Electrician', name: 'Mustermann' },
      'JSON-LD: Electrician lacks "address", which search engines require.',
    ],
    [
      'Organization nested without name',
      { ...POSTING, hiringOrganization: { '@type': 'Organization', url: 'https://example.com/' } },
      'JSON-LD: Organization lacks "name", which search engines require.',
    ],
    [
      'BreadcrumbList item without position and URL',
      {
        ...CONTEXT,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', name: 'Start' },
          { '@type': 'ListItem', position: 2, name: 'Hier' },
        ],
      },
      'JSON-LD: BreadcrumbList item 1 lacks a "position" (1, 2, …).',
    ],
    ['a block without @context', without(POSTING, '@context'), 'JSON-LD has no "@context"; add "@context": "https://schema.org".'],
  ])('reports %s', (_, data, message) => {
    expect(errors(data)).toContain(`${message} Fix the structured data where the page builds it.`);
  });

  it('only warns about a JobPosting without validThrough', () => {
    expect(errors(without(POSTING, 'validThrough'))).toEqual([]);
    expect(warnings(without(POSTING, 'validThrough'))).toEqual([
      'JSON-LD: JobPosting lacks "validThrough", which search engines recommend. Fix the structured data where the page builds it.',
    ]);
  });

  it('numbers the blocks when a page has several', () => {
    const findings = checkJsonLd([JSON.stringify({ ...CONTEXT, ...ORGANIZATION }), '{"@context": ']).findings;
    expect(findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/^JSON-LD block 2 is not valid JSON \(/)]);
  });

  it('returns the URLs the data names', () => {
    const data = {
      ...CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Start', item: 'https://example.com/' }],
      url: 'https://example.com/x/',
    };
    expect(checkJsonLd([JSON.stringify(data)]).urls).toEqual(['https://example.com/x/', 'https://example.com/']);
  });
});
