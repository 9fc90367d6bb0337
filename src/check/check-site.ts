/** `checkSite`: the site checks over files held in memory, as `build({ write: false })` returns them. Pure. */
import { SiteChecker, type CheckResult } from './site-checker.js';
import { scanHtml } from './scan-html.js';

export interface CheckSiteOptions {
  /** The public URL the site is built for; by default read from the home page (`inferSiteUrl`). */
  siteUrl?: string;
}

export function checkSite(files: Iterable<[string, string | Uint8Array]>, options: CheckSiteOptions = {}): CheckResult {
  const entries = [...files];
  const home = entries.find(([file]) => file === 'index.html')?.[1];
  const checker = new SiteChecker({ siteUrl: options.siteUrl ?? (home === undefined ? undefined : inferSiteUrl(home)) });
  for (const [file, content] of entries) checker.add(file, content);
  return checker.finish();
}

/**
 * The site URL a built folder was made for: the home page's canonical link is the site URL plus
 * `/`. Undefined when the home page has none.
 */
export function inferSiteUrl(homeHtml: string | Uint8Array): string | undefined {
  const html = typeof homeHtml === 'string' ? homeHtml : Buffer.from(homeHtml).toString('utf8');
  const canonical = scanHtml(html).canonicals[0];
  return canonical && /^https?:\/\/[^/]+(\/.*)?\/$/.test(canonical) ? canonical.slice(0, -1) : undefined;
}
