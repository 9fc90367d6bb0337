/**
 * The company, its postings and the page trail as schema.org JSON-LD, for search engines. Pure:
 * facts come from company.ts and the postings, texts from the caller (the page's messages).
 */
import type { JsonLdBlock, ShareImage } from 'sitegen/page';
import type { Posting, PostingData } from './careers';
import type { Company, PostalAddress } from './company';
import { isoDay } from './format';
import { mainNav } from './navigation';

const CONTEXT = 'https://schema.org';

/** The square logo search engines show (Google wants at least 112 × 112 px), in the public folder. */
export const LOGO_PATH = '/logo.png';

/** Where the JSON-LD points to: absolute URLs of the site and of pages in the page's locale. */
export interface Urls {
  siteUrl: string;
  canonicalUrl: (defaultPath: string) => string;
}

/** One node for the company, so the pages' blocks all describe the same business. */
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export function postalAddress(address: PostalAddress): JsonLdBlock {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    ...(address.region && { addressRegion: address.region }),
    addressCountry: address.country,
  };
}

export interface ElectricianOptions extends Urls {
  company: Company;
  /** What the business does, in the page's language. */
  description: string;
  image?: ShareImage;
}

/** The company as a local business (Electrician is a LocalBusiness), for the home and contact pages. */
export function electrician({ company, description, image, siteUrl, canonicalUrl }: ElectricianOptions): JsonLdBlock {
  const geo = { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude };
  return {
    '@context': CONTEXT,
    '@type': 'Electrician',
    '@id': organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description,
    url: canonicalUrl('/'),
    logo: `${siteUrl}${LOGO_PATH}`,
    image: image?.url ?? `${siteUrl}${LOGO_PATH}`,
    telephone: company.phone.e164,
    email: company.email,
    vatID: company.vatId,
    foundingDate: String(company.foundedYear),
    address: postalAddress(company.address),
    geo,
    openingHoursSpecification: company.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.dayOfWeek,
      opens: hours.opens,
      closes: hours.closes,
    })),
    // The service radius around the workshop; schema.org reads a bare number as metres.
    areaServed: { '@type': 'GeoCircle', geoMidpoint: geo, geoRadius: company.serviceArea.radiusKm * 1000 },
    numberOfEmployees: { '@type': 'QuantitativeValue', value: company.figures.employees },
  };
}

/** The site itself, on the home page: the name search engines show for it. */
export function webSite({ company, language, siteUrl, canonicalUrl }: Urls & { company: Company; language: string }): JsonLdBlock {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: company.name,
    alternateName: company.legalName,
    url: canonicalUrl('/'),
    inLanguage: language,
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/**
 * Google's job search knows FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER,
 * PER_DIEM and OTHER. A German apprenticeship (Ausbildung) is a full-time, paid position.
 */
const EMPLOYMENT_TYPES: Record<PostingData['employmentType'], string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  APPRENTICESHIP: 'FULL_TIME',
  TEMPORARY: 'TEMPORARY',
  INTERN: 'INTERN',
};

export interface JobPostingOptions extends Urls {
  company: Company;
  posting: Posting;
}

/** A posting with every property Google requires and those it recommends for on-site jobs. */
export function jobPosting({ company, posting, siteUrl, canonicalUrl }: JobPostingOptions): JsonLdBlock {
  const { data } = posting;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: data.title,
    // The full text as on the page: the lead sentence, then the posting's body.
    description: `<p>${escapeHtml(data.description)}</p>\n${posting.html}`,
    identifier: { '@type': 'PropertyValue', name: company.name, value: posting.id },
    url: canonicalUrl(`/career/${posting.id}/`),
    datePosted: isoDay(data.datePosted),
    validThrough: isoDay(data.validThrough),
    employmentType: EMPLOYMENT_TYPES[data.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: company.name,
      legalName: company.legalName,
      sameAs: canonicalUrl('/'),
      logo: `${siteUrl}${LOGO_PATH}`,
    },
    jobLocation: { '@type': 'Place', address: jobAddress(data.location, company.address) },
    ...(data.salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: data.salary.currency,
        value: { '@type': 'QuantitativeValue', minValue: data.salary.min, maxValue: data.salary.max, unitText: data.salary.unit },
      },
    }),
    // An apprenticeship's pay: the monthly amounts from the first to the last training year.
    ...(!data.salary &&
      data.trainingPay && {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: {
            '@type': 'QuantitativeValue',
            minValue: Math.min(...data.trainingPay),
            maxValue: Math.max(...data.trainingPay),
            unitText: 'MONTH',
          },
        },
      }),
    // Applications go by email, not through a form on the page.
    directApply: false,
  };
}

/**
 * The front matter names the place in words ("Musterstadt", "Musterstadt, Germany"): at the
 * company's town that is the company's address; elsewhere the town is all we know.
 */
function jobAddress(location: string, address: PostalAddress): JsonLdBlock {
  if (location.startsWith(address.city)) return postalAddress(address);
  return { '@type': 'PostalAddress', addressLocality: location, addressCountry: address.country };
}

export interface Crumb {
  name: string;
  url: string;
}

/**
 * Home › section › page: the ancestors of a path that the main navigation names (with its
 * labels, as the visible breadcrumbs do), then the page itself under its own title.
 */
export function breadcrumbTrail(
  defaultPath: string,
  pageTitle: string,
  label: (messageId: string) => string,
  canonicalUrl: Urls['canonicalUrl'],
): Crumb[] {
  const segments = defaultPath.split('/').filter(Boolean);
  const ancestors = ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`)];
  const named = ancestors.flatMap((path) => {
    const item = mainNav.find((candidate) => candidate.path === path);
    return item ? [{ name: label(item.label), url: canonicalUrl(path) }] : [];
  });
  return [...named, { name: pageTitle, url: canonicalUrl(defaultPath) }];
}

export function breadcrumbList(crumbs: Crumb[]): JsonLdBlock {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
