/**
 * Checks a built site file by file as the build produces it, then across files at the end. A page
 * is scanned when it arrives and only the little the cross-page rules need is kept, so the check
 * holds no HTML in memory and costs a fraction of the rendering, even at 15,000 pages.
 */
import { bootAssetUrls } from './boot-assets.js';
import { fileToPath } from './locate-url.js';
import type { CheckProblem, CheckRule } from './problem.js';
import { CHECK_RULES } from './problem.js';
import { checkCanonical, checkHreflang } from './rules/head-links.js';
import { checkReferences } from './rules/references.js';
import { checkListedUrl, isSitemapFile, scanRobots, scanSitemap, type ListedUrl } from './rules/sitemap.js';
import { sitemapXmlProblem } from './rules/xml-well-formed.js';
import type { AlternateLink, Reference } from './scan-html.js';
import { forEachReference, referenceKey, scanPage, type PageScan } from './scan-page.js';
import { isRelativeUrl, SiteIndex, type PageRecord, type PageReference } from './site-index.js';

export interface SiteCheckerOptions {
  /** The public URL the site is built for, without trailing slash (`https://www.example.com`). */
  siteUrl: string | undefined;
}

export interface CheckResult {
  /** Sorted by file, then rule, then document order. */
  problems: CheckProblem[];
  pages: number;
  files: number;
}

const RULE_ORDER = new Map<CheckRule, number>(CHECK_RULES.map((rule, index) => [rule, index]));

export class SiteChecker {
  private readonly files = new Set<string>();
  private readonly pages = new Map<string, PageRecord>();
  private readonly listed: { file: string; url: ListedUrl }[] = [];
  private readonly problems: CheckProblem[] = [];
  private readonly strings = new Map<string, string>();
  private readonly bootUrls = new Map<string, PageReference[]>();
  /** kind and source (`referenceKey`) → url → the one Reference object every page with that reference shares. */
  private readonly referenceTable = new Map<string, Map<string, PageReference>>();

  constructor(private readonly options: SiteCheckerOptions) {}

  /** Takes one output file; the content matters only for HTML, sitemaps and robots.txt. */
  add(file: string, content?: string | Uint8Array): void {
    this.files.add(file);
    if (content === undefined || !isCheckedContent(file)) return;
    const text = typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
    if (file.endsWith('.html')) this.addScannedPage(file, scanPage(text));
    else if (isSitemapFile(file)) this.addSitemap(file, text);
    else for (const url of scanRobots(text)) this.listed.push({ file, url: this.internListed(url) });
  }

  /** Runs the rules that need every file (unless `crossPage` is false: a shard's pages), and returns every problem found. */
  finish({ crossPage = true }: { crossPage?: boolean } = {}): CheckResult {
    const site = new SiteIndex(this.options.siteUrl, this.files, this.pages);
    const problems = [...this.problems];
    const verdicts = new Map<PageReference, string | undefined>();
    const report = (file: string, rule: CheckRule, message: string) => problems.push({ file, rule, message, severity: 'error' });
    for (const page of crossPage ? this.pages.values() : []) {
      for (const { reference, message } of checkReferences(page, site, verdicts)) report(page.file, RULE_OF[reference.kind], message);
      for (const message of checkCanonical(page, site)) report(page.file, 'canonical', message);
      for (const message of checkHreflang(page, site)) report(page.file, 'hreflang', message);
    }
    for (const { file, url } of crossPage ? this.listed : []) {
      const message = checkListedUrl(url, site);
      if (message) report(file, 'sitemap', message);
    }
    // Stable: within a file and rule, problems keep the order they were found in (document order).
    problems.sort((a, b) => compare(a.file, b.file) || RULE_ORDER.get(a.rule)! - RULE_ORDER.get(b.rule)!);
    return { problems, pages: this.pages.size, files: this.files.size };
  }

  /** A sitemap that is not well-formed is reported, and its URLs are not listed (a reader would find none). */
  private addSitemap(file: string, text: string): void {
    const problem = sitemapXmlProblem(text);
    if (problem) this.problems.push({ file, rule: 'sitemap', message: problem, severity: 'error' });
    else for (const url of scanSitemap(text)) this.listed.push({ file, url: this.internListed(url) });
  }

  /** Takes an HTML page that was scanned elsewhere (a render worker) with `scanPage`. */
  addScannedPage(file: string, scan: PageScan): void {
    this.files.add(file);
    for (const { rule, message, severity } of scan.problems ?? []) this.problems.push({ file, rule, message, severity });
    // A Set of shared objects: the same URL twice on a page (header and footer) is one problem.
    const references = new Set<PageReference>();
    forEachReference(scan.references, (key, kind, source, url) => references.add(this.sharedReference(kind, source, url, key)));
    if (scan.boot !== undefined) for (const reference of this.bootAssets(file, scan.boot)) references.add(reference);
    const alternates: AlternateLink[] = [];
    for (let at = 0; at < scan.alternates.length; at += 2)
      alternates.push({ hreflang: this.intern(scan.alternates[at]!), href: this.intern(scan.alternates[at + 1]!) });
    this.pages.set(file, {
      file,
      path: fileToPath(file),
      lang: scan.lang === undefined ? undefined : this.intern(scan.lang),
      canonicals: scan.canonicals.map((url) => this.intern(url)),
      alternates,
      ids: new Set(scan.ids.map((id) => this.intern(id))),
      references: [...references],
      base: scan.base === undefined ? undefined : this.intern(scan.base),
    });
  }

  /** The boot data is the same on most pages: parsed once per distinct text. */
  private bootAssets(file: string, boot: string): PageReference[] {
    let references = this.bootUrls.get(boot);
    if (!references) {
      const parsed = bootAssetUrls(boot);
      if ('error' in parsed) this.problems.push({ file, rule: 'assets', message: parsed.error, severity: 'error' });
      references = 'error' in parsed ? [] : parsed.urls.map((url) => this.sharedReference('asset', RUNTIME_ASSET, url, RUNTIME_ASSET_KEY));
      this.bootUrls.set(this.intern(boot), references);
    }
    return references;
  }

  /** `key`: the kind and the source (`referenceKey`), as a packed list of references gives them. */
  private sharedReference(kind: Reference['kind'], source: string, url: string, key: string): PageReference {
    let byUrl = this.referenceTable.get(key);
    if (!byUrl) this.referenceTable.set(this.intern(key), (byUrl = new Map<string, PageReference>()));
    let reference = byUrl.get(url);
    if (!reference) {
      reference = { kind, source: this.intern(source), url: this.intern(url), relative: isRelativeUrl(url) };
      byUrl.set(reference.url, reference);
    }
    return reference;
  }

  private internListed(listed: ListedUrl): ListedUrl {
    return { ...listed, url: this.intern(listed.url) };
  }

  /**
   * One copy of each distinct string. Values cut out of a page's HTML would otherwise keep the
   * whole page alive (V8 slices share their parent's memory); the copy breaks that link, and a
   * nav link repeated on every page is stored once.
   */
  private intern(value: string): string {
    let copy = this.strings.get(value);
    if (copy === undefined) {
      copy = ` ${value}`.slice(1);
      this.strings.set(copy, copy);
    }
    return copy;
  }
}

const RUNTIME_ASSET = 'runtime asset';
const RUNTIME_ASSET_KEY = referenceKey('asset', RUNTIME_ASSET);

const RULE_OF: Record<Reference['kind'], CheckRule> = { link: 'links', asset: 'assets', 'json-ld': 'json-ld' };

function isCheckedContent(file: string): boolean {
  return file.endsWith('.html') || isSitemapFile(file) || file === 'robots.txt';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
