/** The career postings' types (from the schema in generator.config.ts) and helpers around them. */
import type { IntlShape } from 'react-intl';
import type { CollectionData, EntryOf, PageProps } from 'sitegen/page';
import type config from '../generator.config';

/** A posting's front matter as its schema parses it. */
export type PostingData = CollectionData<typeof config, 'careers'>;
export type Posting = EntryOf<typeof config, 'careers'>;

/** The postings of the page's locale, newest first (then by id, so the order is stable). */
export function listPostings(content: PageProps<typeof config>['content']): Posting[] {
  return [...content.careers].sort((a, b) => b.data.datePosted.getTime() - a.data.datePosted.getTime() || a.id.localeCompare(b.id));
}

/** "19,50 € – 24,00 € pro Stunde"; whole amounts without cents. */
export function formatSalary(intl: IntlShape, salary: NonNullable<PostingData['salary']>): string {
  const cents = !Number.isInteger(salary.min) || !Number.isInteger(salary.max);
  const options = {
    style: 'currency',
    currency: salary.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  } as const;
  return intl.formatMessage(
    { id: `career.salary.${salary.unit}` },
    { min: intl.formatNumber(salary.min, options), max: intl.formatNumber(salary.max, options) },
  );
}

/** "1.000 €" / "€1,000": whole euros, cents only when there are any. */
export function formatEuros(intl: IntlShape, amount: number): string {
  const cents = !Number.isInteger(amount);
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

/** A mailto: link with a subject line that names the posting (or an unsolicited application). */
export function applicationHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
