/** The career postings' shape (see the schema in generator.config.ts) and helpers around it. */
import type { IntlShape } from 'react-intl';
import type { CollectionEntry, PageProps } from 'sitegen/page';

export interface PostingData {
  title: string;
  description: string;
  location: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'APPRENTICESHIP' | 'TEMPORARY' | 'INTERN';
  datePosted: Date;
  validThrough: Date;
  /** When the posting was last changed after it went online; the sitemap's lastmod. */
  updated?: Date;
  salary?: { min: number; max: number; currency: string; unit: 'HOUR' | 'MONTH' | 'YEAR' };
  /** The contact person's name. */
  contact: string;
}

export type Posting = CollectionEntry<PostingData>;

/** The postings of the page's locale, newest first (then by id, so the order is stable). */
export function listPostings(content: PageProps['content']): Posting[] {
  const entries = (content.careers ?? []) as unknown as Posting[];
  return [...entries].sort((a, b) => b.data.datePosted.getTime() - a.data.datePosted.getTime() || a.id.localeCompare(b.id));
}

/** "19,50 € – 24,00 € pro Stunde"; whole amounts without cents. */
export function formatSalary(intl: IntlShape, salary: NonNullable<PostingData['salary']>): string {
  const cents = !Number.isInteger(salary.min) || !Number.isInteger(salary.max);
  const options = { style: 'currency', currency: salary.currency, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 } as const;
  return intl.formatMessage(
    { id: `career.salary.${salary.unit}` },
    { min: intl.formatNumber(salary.min, options), max: intl.formatNumber(salary.max, options) },
  );
}

/** A mailto: link with a subject line that names the posting (or an unsolicited application). */
export function applicationHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
