/** What `sitegen check` reports: one problem of one output file, under the rule it breaks. */

/** In the order the report lists them. */
export const CHECK_RULES = ['page', 'links', 'assets', 'canonical', 'hreflang', 'json-ld', 'sitemap'] as const;

export type CheckRule = (typeof CHECK_RULES)[number];

/** How the report heads each rule's group. */
export const RULE_TITLES: Record<CheckRule, string> = {
  page: 'Title, description and h1',
  links: 'Links',
  assets: 'Assets (stylesheets, scripts, images, icons)',
  canonical: 'Canonical links',
  hreflang: 'hreflang alternates',
  'json-ld': 'Structured data (JSON-LD)',
  sitemap: 'Sitemap and robots.txt',
};

export interface CheckProblem {
  /** The output file, relative to the output folder: `en/services/index.html`. */
  file: string;
  rule: CheckRule;
  /** What is wrong and how to fix it, without the file name. */
  message: string;
  /** Warnings are reported but do not fail the build. */
  severity: 'error' | 'warning';
}
