/**
 * Incremental builds: a page whose key (page-key.ts) is the one the last build recorded for it in
 * `.sitegen/incremental.json` (incremental-cache.ts) is not rendered: its files are carried over
 * from the current output folder into the staging folder by hard link (output/carry-over.ts), and
 * the sink chain is told of them as of files a render worker wrote (sizes, CSP hashes, the site
 * check's scan, all from the cache), so `_headers`, the site checks, the sitemap and the release
 * stylesheet come out as a cold build's. Everything else is rendered and recorded for next time.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import type { PageScan } from '../check/scan-page.js';
import { findInlineStyles, hashInlineStyles } from '../hosting/inline-styles.js';
import { carryOverFiles } from '../output/carry-over.js';
import { byteLength, PassThroughSink, type OutputSink } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';
import { payloadFile } from '../protocol/output-files.js';
import type { CarriedCss, CssRules } from '../render/extract-css.js';
import type { InlineStyles } from '../render/inline-styles.js';
import type { Page } from '../shapes.js';
import {
  readIncrementalCache,
  writeIncrementalCache,
  type CachedPage,
  type IncrementalCache,
  type IncrementalRecord,
} from './incremental-cache.js';
import type { PageReads } from './page-files.js';
import type { BuildPlan } from './plan-build.js';
import { entryHashes, pageKey } from './page-key.js';
import { packFile, StringTable, unpackFile } from './packed-files.js';

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
  private readonly pageFiles: Set<string>;
  private carried: { page: Page; cached: CachedPage; files: WrittenFile[] }[] = [];
  /** Of rendered pages, by file: what the sink chain was told, the scan, and (by document) what the page read. */
  private readonly written = new Map<string, WrittenFile>();
  private readonly scans = new Map<string, PageScan>();
  private readonly reads = new Map<string, PageReads>();
  private readonly styleMemo = new Map<string, string>();
  private renderedDates = new Map<string, string>();
  private readonly root: string;
  private readonly buildId: string;
  private readonly pages: Page[];

  private constructor(
    private readonly options: IncrementalOptions,
    private readonly cache: IncrementalCache | undefined,
  ) {
    this.root = options.config.root;
    this.buildId = options.plan.buildId;
    this.pages = options.plan.pages;
    this.hashOf = entryHashes(options.plan.published);
    this.pageFiles = new Set(this.pages.flatMap((page) => [page.file, payloadFile(page.file)]));
  }

  /** undefined for a build into memory. */
  static async open(options: IncrementalOptions): Promise<IncrementalBuild | undefined> {
    if (!options.write) return undefined;
    const { config, plan, check } = options;
    const expected = { buildId: plan.buildId, outDir: config.outDir, checked: check };
    return new IncrementalBuild(options, options.force ? undefined : await readIncrementalCache(config.root, expected));
  }

  /** With a record made elsewhere (`sitegen merge`: the shards' manifests, shards.ts), or none (a shard renders every page of its share). */
  static withRecord(options: IncrementalOptions, record: IncrementalRecord | undefined): IncrementalBuild {
    return new IncrementalBuild(options, record && { format: 1, stamp: '', code: '', ...record });
  }

  /** How many pages were carried over rather than rendered. */
  get reused(): number {
    return this.carried.length;
  }

  /**
   * Carries the unchanged pages' files into `stagingDir` and tells `sink` of them; returns the
   * pages to render (in page order), which include any whose files are gone from the output folder.
   */
  async carryOver(sink: OutputSink, stagingDir: string): Promise<Page[]> {
    const { cache, options } = this;
    if (!cache) return this.pages;
    const unchanged = this.pages.flatMap((page) => {
      const cached = cache.pages[page.file];
      if (!isCachedPage(cached) || pageKey(this.buildId, page, cached.entries, this.hashOf) !== cached.key) return [];
      const files = unpacked(cached, cache.strings);
      return files ? [{ page, cached, files }] : [];
    });
    const bySource = new Map<string, typeof unchanged>();
    for (const item of unchanged) {
      const from = options.sourceOf?.(item.page) ?? options.config.outDir;
      const items = bySource.get(from);
      if (items) items.push(item);
      else bySource.set(from, [item]);
    }
    const missing = new Set<(typeof unchanged)[number]>();
    for (const [from, items] of bySource) {
      const gone = await carryOverFiles(items, ({ files }) => files.map((written) => written.file), {
        ...{ from, to: stagingDir, compress: options.config.compress },
      });
      for (const item of gone) missing.add(item);
    }
    this.carried = unchanged.filter((item) => !missing.has(item));
    for (const { files } of this.carried) for (const written of files) sink.record(written);
    const carriedFiles = new Set(this.carried.map(({ page }) => page.file));
    return this.pages.filter((page) => !carriedFiles.has(page.file));
  }

  /** renderAll's options: the sink chain behind a recorder, the page reads, the carried pages' CSS. */
  renderHooks(sink: OutputSink) {
    return { sink: this.recording(sink), onPageRendered: this.onPageRendered, carriedCss: this.carriedCss() };
  }

  /** The front of the sink chain for rendered pages: notes what the chain is told of each page's files. */
  private recording(sink: OutputSink): OutputSink {
    return new PageRecorder(sink, this.styleMemo, (written) => {
      if (this.pageFiles.has(written.file)) this.written.set(written.file, written);
    });
  }

  /** What each rendered page read. */
  private readonly onPageRendered = (page: Page, reads: PageReads): void => void this.reads.set(page.file, reads);

  /** For the checking sink: the scan of a page rendered on this thread. */
  readonly onPageScan = (file: string, scan: PageScan): void => {
    if (this.pageFiles.has(file)) this.scans.set(file, scan);
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
  async save(rules: CssRules): Promise<void> {
    await writeIncrementalCache(this.root, this.record(rules));
  }

  /** What `save` writes, without the output folder's stamp: also a shard's manifest (shards.ts). */
  record(rules: CssRules): IncrementalRecord {
    const lastModified = this.renderedDates;
    const { cache, options } = this;
    const keep = cache !== undefined && this.carried.length * 2 >= this.pages.length;
    const carried = new Map(this.carried.map((item) => [item.page.file, item]));
    const strings = new StringTable(keep ? cache.strings : []);
    const classSets = new Map<string, number>((keep ? cache.classSets : []).map((set, index) => [set, index]));
    const classSet = (classes: string[]) => {
      const key = classes.join(' ');
      if (!classSets.has(key)) classSets.set(key, classSets.size);
      return classSets.get(key)!;
    };
    const pages: Record<string, CachedPage> = {};
    for (const page of this.pages) {
      const old = carried.get(page.file);
      if (old && keep) pages[page.file] = old.cached;
      else {
        const fresh = old ? { ...old.cached, files: old.files } : this.renderedPage(page, lastModified.get(page.path));
        if (!fresh) continue;
        const classes = old ? classesOf(cache!, old.cached.css) : this.reads.get(page.file)!.cssClasses;
        pages[page.file] = { ...fresh, css: classSet(classes), files: fresh.files.map((written) => packFile(written, strings)) };
      }
    }
    const sets = [...classSets.keys()];
    const usedRules: Record<string, string> = {};
    for (const index of new Set(Object.values(pages).map((cached) => cached.css)))
      for (const id of sets[index]?.split(' ') ?? []) if (id) usedRules[id] ??= rules.inserted[id] ?? cache?.rules[id] ?? '';
    return {
      ...{ buildId: this.buildId, outDir: options.config.outDir, checked: options.check },
      ...{ classSets: sets, rules: usedRules, strings: strings.strings, pages },
    };
  }

  private renderedPage(page: Page, lastModified: string | undefined): (Omit<CachedPage, 'files'> & { files: WrittenFile[] }) | undefined {
    const reads = this.reads.get(page.file);
    const document = this.written.get(page.file);
    const payload = this.written.get(payloadFile(page.file));
    if (!reads || !document || !payload) return undefined;
    const scan = document.scan ?? this.scans.get(page.file);
    if (this.options.check && !scan) return undefined;
    const key = pageKey(this.buildId, page, reads.entries, this.hashOf);
    if (key === undefined) return undefined;
    return {
      key,
      entries: reads.entries,
      css: -1,
      ...(lastModified === undefined ? {} : { lastModified }),
      files: [{ ...document, ...(scan ? { scan } : {}) }, payload],
    };
  }
}

function classesOf(cache: IncrementalCache, index: number): string[] {
  const set = cache.classSets[index];
  return set ? set.split(' ') : [];
}

function isCachedPage(value: unknown): value is CachedPage {
  const page = value as Partial<CachedPage> | undefined;
  return typeof page?.key === 'string' && Array.isArray(page.entries) && typeof page.css === 'number' && Array.isArray(page.files);
}

/** The page's files as recorded, or undefined when the cache does not hold together there. */
function unpacked(cached: CachedPage, strings: string[]): WrittenFile[] | undefined {
  try {
    const files = cached.files.map((file) => unpackFile(file, strings));
    return files.length > 0 && files.every((file) => typeof file.file === 'string' && typeof file.bytes === 'number') ? files : undefined;
  } catch {
    return undefined;
  }
}

/** Passes every file on, noting what the chain is told of it (size, CSP hashes of an HTML document). */
class PageRecorder extends PassThroughSink {
  constructor(
    next: OutputSink,
    private readonly styleMemo: Map<string, string>,
    private readonly note: (written: WrittenFile) => void,
  ) {
    super(next);
  }

  override write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    if (file.endsWith('.html') && typeof content === 'string')
      this.note({ file, bytes: byteLength(content), styles: hashInlineStyles(styles ?? findInlineStyles(content), this.styleMemo) });
    else this.note({ file, bytes: byteLength(content) });
    return this.next.write(file, content, styles);
  }

  override record(written: WrittenFile): void {
    this.note(written);
    this.next.record(written);
  }
}
