/**
 * Incremental builds: a page whose key (page-key.ts) is the one the last build recorded for it in
 * `.sitegen/incremental.json` (incremental-cache.ts) is not rendered: its files are carried over
 * from the current output folder into the staging folder by hard link (output/carry-over.ts), and
 * the sink chain is told of them as of files a render worker wrote (sizes, CSP hashes, the site
 * check's scan, all from the cache), so `_headers`, the site checks, the sitemap and the release
 * stylesheet come out as a cold build's. Everything else is rendered and recorded for next time.
 */
import type { ResolvedConfig } from '../../config/define-config.js';
import type { CheckProblem } from '../../check/problem.js';
import type { PageScan } from '../../check/scan-page.js';
import type { InPlace } from '../../output/commit-in-place.js';
import type { OutputSink } from '../../output/sinks.js';
import type { WrittenFile } from '../../output/written-file.js';
import { payloadFile } from '../../protocol/output-files.js';
import type { CarriedCss, CssRules } from '../../render/extract-css.js';
import type { Page } from '../../shapes.js';
import { forgetIncrementalCache, readIncrementalCache, writeIncrementalCache } from './incremental-cache.js';
import { RECORD_FORMAT, type IncrementalCache, type IncrementalRecord } from './incremental-record.js';
import type { PageReads } from '../page-files.js';
import type { BuildPlan } from '../plan-build.js';
import { entryHashes, pageKey, recordedEntryHashes } from './page-key.js';
import {
  classesOf,
  fileNames,
  findUnchanged,
  isCachedPage,
  isPageFile,
  recordedPages,
  removedFiles,
  sameList,
  sameScan,
  unpacked,
  type Carried,
} from './cached-pages.js';
import { CarriedFileSet } from './carried-files.js';
import { checkPageFolders } from './page-folders.js';
import { straySweep } from './kept-folders.js';
import { PageRecorder } from './page-recorder.js';
import { linkOver } from './link-over.js';
import { SitemapMemory } from './sitemap-memory.js';
import { PagePacker, type RenderedPage } from './page-packer.js';
import { recordPages, usedRules } from './record-pages.js';

export interface IncrementalOptions {
  config: Pick<ResolvedConfig, 'root' | 'outDir' | 'compress'>;
  plan: Pick<BuildPlan, 'buildId' | 'pages' | 'published'>;
  /** false: a build into memory, which has no output folder to carry pages over from. */
  write: boolean;
  /** Ignore the cache: render every page (`sitegen build --force`). */
  force?: boolean;
  /** The build runs the site checks, so carried pages need their scans. */
  check: boolean;
  /** The folder a page's files are carried over from (`sitegen merge`: its shard's); unset: the output folder. */
  sourceOf?: (page: Page) => string;
}

export class IncrementalBuild {
  private readonly hashOf: (key: string) => string | undefined;
  /** Every published entry's content hash, made at once when there is a record to compare them with (else for the record, after the commit). */
  private readonly hashes: Record<string, string> | undefined;
  /** The pages' documents, by file. */
  private readonly documents: Set<string>;
  private carried: Carried[] = [];
  /** The carried pages, by document. */
  private carriedFiles = new Set<string>();
  /** Carried pages whose record got a new folder stamp (page-folders.ts), by document: written with the rendered ones. */
  private restamped: string[] = [];
  private untouchedBefore?: number;
  /** How many pages the last record holds, and which of them this build no longer has (by document). */
  private readonly recorded: { count: number; removed: string[] };
  /** Pages whose inputs did not change since the cache was recorded, with their files as recorded. */
  private readonly unchanged: Carried[];
  /** Of rendered pages, by file: what the sink chain was told, the scan, and (by document) what the page read. */
  private readonly written = new Map<string, WrittenFile>();
  private readonly scans = new Map<string, PageScan>();
  private readonly reads = new Map<string, PageReads>();
  private readonly styleMemo = new Map<string, string>();
  private renderedDates = new Map<string, string>();
  /** The record's tables and packed pages, made as pages are rendered (page-packer.ts). */
  private packerMade: PagePacker | undefined;
  private check: IncrementalRecord['check'];
  private place: InPlace | undefined;
  private readonly root: string;
  private readonly buildId: string;
  private readonly pages: Page[];
  /** The last build's sitemap files, for writeSiteFiles to reuse (sitemap-memory.ts). */
  readonly memory: SitemapMemory;

  private constructor(
    private readonly options: IncrementalOptions,
    private readonly cache: IncrementalCache | undefined,
  ) {
    this.root = options.config.root;
    this.buildId = options.plan.buildId;
    this.pages = options.plan.pages;
    // Cached entries' hashes are the entry cache's, read unhashed: one walk makes both the lookup and the record's table.
    const hashes = (this.hashes = cache ? recordedEntryHashes(options.plan.published) : undefined);
    this.hashOf = hashes ? (key) => (Object.hasOwn(hashes, key) ? hashes[key] : undefined) : entryHashes(options.plan.published);
    this.documents = new Set(this.pages.map((page) => page.file));
    this.unchanged = cache ? findUnchanged(this.pages, cache, this.buildId, this.hashOf) : [];
    this.recorded = cache ? recordedPages(cache, this.documents) : { count: 0, removed: [] };
    this.memory = new SitemapMemory(options.config.outDir, cache?.sitemap);
  }

  /** undefined for a build into memory. */
  static open(options: IncrementalOptions): IncrementalBuild | undefined {
    if (!options.write) return undefined;
    const { config, plan, check } = options;
    const expected = { buildId: plan.buildId, outDir: config.outDir, checked: check };
    return new IncrementalBuild(options, options.force ? undefined : readIncrementalCache(config.root, expected));
  }

  /** With a record made elsewhere (`sitegen merge`: the shards' manifests, shards.ts), or none (a shard renders every page of its share). */
  static withRecord(options: IncrementalOptions, record: IncrementalRecord | undefined): IncrementalBuild {
    return new IncrementalBuild(options, record && { format: RECORD_FORMAT, stamp: '', code: '', ...record });
  }

  /** How many pages were carried over rather than rendered. */
  get reused(): number {
    return this.carried.length;
  }

  /**
   * Whether the unchanged pages stay where they are in the output folder, and this build's files
   * are renamed in beside them at commit (output/commit-in-place.ts): when most pages are unchanged
   * and they come from the output folder itself (not a merge's shards). Then the files of pages
   * that no longer exist are to be removed, and what no page has (carryOver starts looking). */
  inPlace(): InPlace | undefined {
    const { cache } = this;
    if (!cache || this.options.sourceOf || this.unchanged.length * 2 < this.pages.length) return undefined;
    return (this.place ??= { removed: removedFiles(cache, this.recorded.removed) });
  }

  /**
   * Carries the unchanged pages over and tells `sink` of them: in place (inPlace()), or by hard
   * link into `stagingDir`. Returns the pages to render (in page order), which include any whose
   * files are gone from the output folder.
   */
  async carryOver(sink: OutputSink, stagingDir: string): Promise<Page[]> {
    const { unchanged, options, cache } = this;
    if (!cache) return this.pages;
    const { strings } = cache;
    const checked = this.inPlace() && checkPageFolders(unchanged, options.config.outDir, strings, Date.now(), cache.untouchedBefore);
    const missing = checked?.missing ?? (await linkOver(unchanged, stagingDir, (item) => fileNames(item, strings), options));
    this.restamped = checked?.stamped.map(({ page }) => page.file) ?? [];
    this.carried = missing.size === 0 ? unchanged : unchanged.filter((item) => !missing.has(item));
    const files = this.carried.flatMap(({ cached }) => cached.files);
    sink.recordCarried(new CarriedFileSet(files, strings));
    const carried = (this.carriedFiles = new Set(this.carried.map(({ page }) => page.file)));
    const { pages, documents, buildId } = this;
    const rendered = pages.filter((page) => !carried.has(page.file));
    if (checked) this.place!.strays = straySweep(options.config, { buildId, pages, documents, carried, rendered, strings }, checked);
    return rendered;
  }

  /** Before the commit: a commit that dies half-way must not leave a record that describes the folder it left. */
  forget(): void {
    forgetIncrementalCache(this.root, this.cache);
    // A build that staged every page: no one changed its page folders before this moment (page-folders.ts).
    this.untouchedBefore = this.inPlace() ? this.cache?.untouchedBefore : Date.now();
  }

  /**
   * The site check's verdict without running it, when its checker would see just what the last
   * build's saw: the same pages, each rendered one scanned as before, the same other files by name
   * (sitemaps list the same pages: the checks read only their URLs). That build passed, so this
   * one does, with its warnings. `written`: the files the checker was handed (checking-sink.ts).
   */
  knownVerdict(written: string[]): CheckProblem[] | undefined {
    const { cache } = this;
    const last = cache?.check;
    if (!cache || !last || !this.options.check || !this.inPlace()) return undefined;
    if (this.recorded.count !== this.pages.length || !sameList(this.otherFiles(written), last.files)) return undefined;
    for (const page of this.pages) {
      if (this.carriedFiles.has(page.file)) continue;
      const cached = cache.pages[page.file];
      const before = isCachedPage(cached) ? unpacked(cached, cache.strings)?.[0]?.scan : undefined;
      const now = this.written.get(page.file)?.scan ?? this.scans.get(page.file);
      if (!before || !now || !sameScan(before, now)) return undefined;
    }
    return last.warnings;
  }

  /** What the site check said of this build, for the next one's knownVerdict. */
  noteCheck(warnings: CheckProblem[], written: string[]): void {
    this.check = { files: this.otherFiles(written), warnings };
  }

  private otherFiles(written: string[]): string[] {
    return written.filter((file) => !isPageFile(file, this.documents)).sort();
  }

  /** renderAll's options: the sink chain behind a recorder, the page reads, the carried pages' CSS. */
  renderHooks(sink: OutputSink) {
    return { sink: this.recording(sink), onPageRendered: this.onPageRendered, carriedCss: this.carriedCss() };
  }

  /** The front of the sink chain for rendered pages: notes what the chain is told of each page's files. */
  private recording(sink: OutputSink): OutputSink {
    return new PageRecorder(sink, this.styleMemo, (written) => {
      if (isPageFile(written.file, this.documents)) this.written.set(written.file, written);
    });
  }

  /** What each rendered page read; the page is packed for the record meanwhile. */
  private readonly onPageRendered = (page: Page, reads: PageReads): void => {
    this.reads.set(page.file, reads);
    this.packer().later(page);
  };

  /** Made once the carried pages are known (carryOver), which decides whether the last record's tables are kept. */
  private packer(): PagePacker {
    this.packerMade ??= new PagePacker(this.keepsTables() ? this.cache : undefined, (page) => this.renderedPage(page));
    return this.packerMade;
  }

  /** For the checking sink: the scan of a page rendered on this thread. */
  readonly onPageScan = (file: string, scan: PageScan): void => {
    if (isPageFile(file, this.documents)) this.scans.set(file, scan);
  };

  /** The classes carried pages add to the release stylesheet, with their rules. */
  private carriedCss(): CarriedCss | undefined {
    if (!this.cache || this.carried.length === 0) return undefined;
    const sets = new Set(this.carried.map(({ cached }) => cached.css));
    return { classes: [...sets].flatMap((index) => classesOf(this.cache!, index)), rules: this.cache.rules };
  }

  /** The sitemap's dates of every page: the rendered pages' and the carried ones'. */
  lastModified(rendered: Map<string, string>): Map<string, string> {
    this.renderedDates = rendered;
    const all = new Map(rendered);
    for (const { page, cached } of this.carried) if (cached.lastModified !== undefined) all.set(page.path, cached.lastModified);
    return all;
  }

  /**
   * Records this build for the next one, once its output is in place: `rules` and `lastModified`
   * as rendered. Carried pages keep their packed form, so the last cache's strings and class sets
   * stay and the new pages' are added; when most pages changed, everything is packed afresh.
   */
  save(rules: CssRules): void {
    const { carriedFiles } = this;
    // Carried pages keep their packed form only when record() keeps the last tables: then a delta can say what changed.
    const rendered = this.keepsTables()
      ? [...this.pages.flatMap((page) => (carriedFiles.has(page.file) ? [] : [page.file])), ...this.recorded.removed, ...this.restamped]
      : undefined;
    try {
      const record = this.record(rules);
      const { untouchedBefore } = this;
      writeIncrementalCache(this.root, record, { last: this.cache, rendered, sitemap: this.memory.stamps(), untouchedBefore });
    } catch {
      // Only a cache: a failed write costs the next build its time, not this one its result.
    }
  }

  /**
   * What `save` writes, without the output folder's stamp: also a shard's manifest (shards.ts). When
   * it keeps the last record's tables, it takes over that record's pages object (the carried pages
   * as they are, 15,000 not copied): the last thing this build does with it.
   */
  record(rules: CssRules): IncrementalRecord {
    const { cache, options } = this;
    const packer = this.packer();
    packer.flush();
    const kept = this.keepsTables() ? { removed: this.recorded.removed } : undefined;
    const { carried, carriedFiles } = this;
    const pages = recordPages({ pages: this.pages, packer, dates: this.renderedDates, carried, carriedFiles, last: cache, kept });
    const sets = packer.sets();
    const entryHashes = this.hashes ?? recordedEntryHashes(options.plan.published);
    return {
      buildId: this.buildId,
      outDir: options.config.outDir,
      checked: options.check,
      entryHashes,
      check: this.check,
      classSets: sets,
      rules: usedRules(pages, sets, rules, cache),
      strings: packer.strings.strings,
      pages,
    };
  }

  private keepsTables(): boolean {
    return this.cache !== undefined && this.carried.length * 2 >= this.pages.length;
  }

  private renderedPage(page: Page): RenderedPage | undefined {
    const [reads, document, payload] = [this.reads.get(page.file), this.written.get(page.file), this.written.get(payloadFile(page.file))];
    if (!reads || !document || !payload) return undefined;
    const scan = document.scan ?? this.scans.get(page.file);
    if (this.options.check && !scan) return undefined;
    const key = pageKey(this.buildId, page, reads.entries, this.hashOf);
    if (key === undefined) return undefined;
    // Once packed, the record needs nothing more of these; only a build in place reads the scans again (knownVerdict).
    if (!this.inPlace()) for (const map of [this.written, this.scans, this.reads]) map.delete(page.file);
    return { key, entries: reads.entries, classes: reads.cssClasses, files: [{ ...document, ...(scan ? { scan } : {}) }, payload] };
  }
}
