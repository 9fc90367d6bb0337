/**
 * The record's form of each rendered page (its key, the entries it read, its class set, its files
 * packed: packed-files.ts), made as the pages come in: during render the main thread mostly waits
 * for the workers, while after the commit every millisecond is the build's. What is not ready by
 * then (a page whose files or scan came later) is packed when the record is made; either way the
 * record says the same. Nothing here is written: the record is saved after the commit, as before.
 */
import type { WrittenFile } from '../../output/written-file.js';
import type { Page } from '../../shapes.js';
import type { CachedPage } from './incremental-record.js';
import { packFile, StringTable } from './packed-files.js';

/** A rendered page as the record keeps it, but its sitemap date (known once every page is rendered). */
export type PackedPage = Omit<CachedPage, 'lastModified'>;
/** What packing a rendered page needs, or undefined while (or if) it is incomplete. */
export type RenderedPage = Omit<CachedPage, 'lastModified' | 'files' | 'css'> & { files: WrittenFile[]; classes: string[] };

export class PagePacker {
  readonly strings: StringTable;
  private readonly classSets: Map<string, number>;
  private readonly packed = new Map<string, PackedPage>();
  private pending: Page[] = [];

  /** `last`: the tables to extend (the last record's, when its packed pages are kept). */
  constructor(
    last: { strings: string[]; classSets: string[] } | undefined,
    private readonly rendered: (page: Page) => RenderedPage | undefined,
  ) {
    this.strings = new StringTable(last?.strings ?? []);
    this.classSets = new Map((last?.classSets ?? []).map((set, index) => [set, index]));
  }

  /** Packs `page` on a later turn, once its files and scan have come in too (a worker's reply carries them after the page). */
  later(page: Page): void {
    if (this.pending.push(page) === 1) setImmediate(() => this.packPending());
  }

  /** Packs what is waiting now: the record is being made. */
  flush(): void {
    this.packPending();
  }

  /** The page as packed already, or packed now; undefined when it is incomplete. */
  page(page: Page): PackedPage | undefined {
    const known = this.packed.get(page.file);
    if (known) return known;
    const fresh = this.rendered(page);
    return fresh && this.pack(fresh);
  }

  /** Another page's (a carried one's) files and class set, packed with these tables. */
  pack({ classes, files, ...fresh }: RenderedPage): PackedPage {
    return { ...fresh, css: this.classSet(classes), files: files.map((written) => packFile(written, this.strings)) };
  }

  /** The class sets, by index. */
  sets(): string[] {
    return [...this.classSets.keys()];
  }

  private classSet(classes: string[]): number {
    const key = classes.join(' ');
    if (!this.classSets.has(key)) this.classSets.set(key, this.classSets.size);
    return this.classSets.get(key)!;
  }

  private packPending(): void {
    const pages = this.pending;
    this.pending = [];
    for (const page of pages) {
      const fresh = this.rendered(page);
      if (fresh) this.packed.set(page.file, this.pack(fresh));
    }
  }
}
