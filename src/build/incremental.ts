/**
 * Incremental builds: a page whose key (page-key.ts) is the one the last build recorded for it in
 * `.sitegen/incremental.json` (incremental-cache.ts) is not rendered: its files are carried over
 * from the current output folder into the staging folder by hard link (output/carry-over.ts), and
 * the sink chain is told of them as of files a render worker wrote (sizes, CSP hashes, the site
 * check's scan, all from the cache), so `_headers`, the site checks, the sitemap and the release
 * stylesheet come out as a cold build's. Everything else is rendered and recorded for next time.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import type { Collections } from '../content/collection-entry.js';
import type { PageScan } from '../check/scan-page.js';
import { findInlineStyles, hashInlineStyles } from '../hosting/inline-styles.js';
import { carryOverFiles } from '../output/carry-over.js';
import { byteLength, type OutputSink } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';
import { payloadFile } from '../protocol/output-files.js';
import type { CssRules } from '../render/extract-css.js';
import type { InlineStyles } from '../render/inline-styles.js';
import type { Page } from '../shapes.js';
import { readIncrementalCache, writeIncrementalCache, type CachedPage, type IncrementalCache } from './incremental-cache.js';
import type { PageReads } from './page-files.js';
import { entryHashes, pageKey } from './page-key.js';
import { packFile, StringTable, unpackFile } from './packed-files.js';

export interface IncrementalOptions {
  root: string;
  config: Pick<ResolvedConfig, 'outDir' | 'compress'>;
  buildId: string;
  pages: Page[];
  collections: Collections;
  /** Ignore the cache: render every page (`sitegen build --force`). */
  force?: boolean;
  /** The build runs the site checks, so carried pages need their scans. */
  checked: boolean;
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

  private constructor(
    private readonly options: IncrementalOptions,
    private readonly cache: IncrementalCache | undefined,
  ) {
    this.hashOf = entryHashes(options.collections);
    this.pageFiles = new Set(options.pages.flatMap((page) => [page.file, payloadFile(page.file)]));
  }

  static async open(options: IncrementalOptions): Promise<IncrementalBuild> {
    const { root, buildId, config, checked } = options;
    const cache = options.force ? undefined : await readIncrementalCache(root, { buildId, outDir: config.outDir, checked });
    return new IncrementalBuild(options, cache);
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
    if (!cache) return options.pages;
    const unchanged = options.pages.flatMap((page) => {
      const cached = cache.pages[page.file];
      if (!isCachedPage(cached) || pageKey(options.buildId, page, cached.entries, this.hashOf) !== cached.key) return [];
      const files = unpacked(cached, cache.strings);
      return files ? [{ page, cached, files }] : [];
    });
    const missing = new Set(
      await carryOverFiles(unchanged, ({ files }) => files.map((written) => written.file), {
        from: options.config.outDir,
        to: stagingDir,
        compress: options.config.compress,
      }),
    );
    this.carried = unchanged.filter((item) => !missing.has(item));
    for (const { files } of this.carried) for (const written of files) sink.record(written);
    const carriedFiles = new Set(this.carried.map(({ page }) => page.file));
    return options.pages.filter((page) => !carriedFiles.has(page.file));
  }

  /** renderAll's options: the sink chain behind a recorder, the page reads, the carried pages' CSS. */
  renderHooks(sink: OutputSink) {
    return { sink: this.recording(sink), onPageRendered: this.onPageRendered, carriedCss: this.carriedCss() };
  }

  /** The front of the sink chain for rendered pages: notes what the chain is told of each page's files. */
  private recording(sink: OutputSink): OutputSink {
    const note = (written: WrittenFile) => {
      if (this.pageFiles.has(written.file)) this.written.set(written.file, written);
    };
    const styleMemo = this.styleMemo;
    return {
      get stats() {
        return sink.stats;
      },
      write(file: string, content: string | Uint8Array, styles?: InlineStyles) {
        if (file.endsWith('.html') && typeof content === 'string')
          note({ file, bytes: byteLength(content), styles: hashInlineStyles(styles ?? findInlineStyles(content), styleMemo) });
        else note({ file, bytes: byteLength(content) });
        return sink.write(file, content, styles);
      },
      record(written: WrittenFile) {
        note(written);
        sink.record(written);
      },
    };
  }

  /** What each rendered page read. */
  private readonly onPageRendered = (page: Page, reads: PageReads): void => void this.reads.set(page.file, reads);

  /** For the checking sink: the scan of a page rendered on this thread. */
  readonly onPageScan = (file: string, scan: PageScan): void => {
    if (this.pageFiles.has(file)) this.scans.set(file, scan);
  };

  /** The classes carried pages add to the release stylesheet, with their rules. */
  private carriedCss(): { classes: Iterable<string>; rules: Record<string, string> } | undefined {
    if (!this.cache || this.carried.length === 0) return undefined;
    const sets = new Set(this.carried.map(({ cached }) => cached.css));
    return { classes: [...sets].flatMap((index) => classesOf(this.cache!, index)), rules: this.cache.rules };
  }

  /** The sitemap's dates of every page: the rendered pages' and the carried ones'. */
  lastModified(rendered: Map<string, string>): Map<string, string> {
    const all = new Map(rendered);
    for (const { page, cached } of this.carried) if (cached.lastModified !== undefined) all.set(page.path, cached.lastModified);
    return all;
  }

  /**
   * Records this build for the next one, once its output is in place: `rules` and `lastModified`
   * as rendered. Carried pages keep their packed form, so the last cache's strings and class sets
   * stay and the new pages' are added; when most pages changed, everything is packed afresh.
   */
  async save(rules: CssRules, lastModified: Map<string, string>): Promise<void> {
    const { cache, options } = this;
    const keep = cache !== undefined && this.carried.length * 2 >= options.pages.length;
    const carried = new Map(this.carried.map((item) => [item.page.file, item]));
    const strings = new StringTable(keep ? cache.strings : []);
    const classSets = new Map<string, number>((keep ? cache.classSets : []).map((set, index) => [set, index]));
    const classSet = (classes: string[]) => {
      const key = classes.join(' ');
      if (!classSets.has(key)) classSets.set(key, classSets.size);
      return classSets.get(key)!;
    };
    const pages: Record<string, CachedPage> = {};
    for (const page of options.pages) {
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
    await writeIncrementalCache(options.root, {
      ...{ buildId: options.buildId, outDir: options.config.outDir, checked: options.checked },
      ...{ classSets: sets, rules: usedRules, strings: strings.strings, pages },
    });
  }

  private renderedPage(page: Page, lastModified: string | undefined): (Omit<CachedPage, 'files'> & { files: WrittenFile[] }) | undefined {
    const reads = this.reads.get(page.file);
    const document = this.written.get(page.file);
    const payload = this.written.get(payloadFile(page.file));
    if (!reads || !document || !payload) return undefined;
    const scan = document.scan ?? this.scans.get(page.file);
    if (this.options.checked && !scan) return undefined;
    const key = pageKey(this.options.buildId, page, reads.entries, this.hashOf);
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
