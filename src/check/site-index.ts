/**
 * The built site as the cross-page rules see it: every output file, the facts of every page, and
 * where a URL written on a page leads. Absolute URLs resolve the same on every page, so each is
 * resolved once (a nav link appears on all 15,000 pages of a large site).
 */
import { locateUrl, resolvePath } from './locate-url.js';
import type { AlternateLink, Reference } from './scan-html.js';

/** A reference as pages share it: one object per distinct URL and source across the site. */
export interface PageReference extends Reference {
  /** Relative URLs depend on the page they are on; all others are judged once for the site. */
  relative: boolean;
}

/** What the cross-page rules keep of a page once its HTML is scanned (the HTML itself is dropped). */
export interface PageRecord {
  file: string;
  /** The site path the file answers: `/en/about-us/`, `/404.html`. */
  path: string;
  lang?: string;
  canonicals: string[];
  alternates: AlternateLink[];
  ids: ReadonlySet<string>;
  references: PageReference[];
  /** `<base href>`: relative URLs on the page resolve against it. */
  base?: string;
}

export type Target =
  | { type: 'external' }
  /** `page` is set when the file is an HTML page of the build. */
  | { type: 'file'; file: string; page?: PageRecord; fragment?: string }
  | { type: 'redirect'; to: string; fragment?: string }
  | { type: 'missing'; file: string };

/** True for URLs that resolve against the page they are on: `../x/`, `#top`, `?q`, `x.png`. */
export function isRelativeUrl(url: string): boolean {
  return !/^\s*([a-zA-Z][a-zA-Z0-9+.-]*:|\/)/.test(url);
}

export class SiteIndex {
  private readonly absolute = new Map<string, Target>();

  constructor(
    readonly siteUrl: string | undefined,
    readonly files: ReadonlySet<string>,
    readonly pages: ReadonlyMap<string, PageRecord>,
  ) {}

  /** Where `url`, written in the document at site path `fromPath`, leads. */
  target(url: string, fromPath: string): Target {
    if (isRelativeUrl(url)) return this.resolve(url, fromPath);
    let target = this.absolute.get(url);
    if (!target) this.absolute.set(url, (target = this.resolve(url, '/')));
    return target;
  }

  /** The site path relative URLs of a page resolve against: its `<base href>` or its own path. */
  basePath(page: PageRecord): string | undefined {
    if (page.base === undefined) return page.path;
    const base = locateUrl(page.base, page.path, this.siteUrl);
    return base.type === 'site' ? base.path : undefined;
  }

  private resolve(url: string, fromPath: string): Target {
    const location = locateUrl(url, fromPath, this.siteUrl);
    if (location.type === 'external') return location;
    const resolution = resolvePath(location.path, this.files);
    if (resolution.type === 'missing') return resolution;
    const fragment = location.fragment === undefined ? {} : { fragment: location.fragment };
    if (resolution.type === 'redirect') return { ...resolution, ...fragment };
    const page = this.pages.get(resolution.file);
    return { type: 'file', file: resolution.file, ...(page ? { page } : {}), ...fragment };
  }
}
