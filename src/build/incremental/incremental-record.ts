/**
 * The shape of the incremental build's record (incremental-cache.ts reads and writes it,
 * record-delta.ts patches it, shards.ts hands a shard's part of it to the merge).
 */
import type { CheckProblem } from '../../check/problem.js';
import type { PackedFile } from './packed-files.js';
import type { RecordedSitemap } from './sitemap-memory.js';

// 5: entry hashes in two parts, and pages read `<key>#body` for the Markdown (render/page-reads.ts).
export const RECORD_FORMAT = 5;

/** What the last build knew of one page. */
export interface CachedPage {
  /** page-key.ts: the build id, the page, and the content hashes of the entries it read. */
  key: string;
  /** The entries it read (`<collection>/<locale>/<id>`, and `…#body` for the Markdown: render/page-reads.ts). */
  entries: string[];
  /** Index into `classSets`: the emotion classes it adds to the release stylesheet. */
  css: number;
  lastModified?: string;
  /** Its document and payload as the sink chain records them: sizes, CSP hashes, the site check's scan (packed-files.ts). */
  files: PackedFile[];
  /** The ctime (ms) of its folder in the output folder when its files were last seen there (page-folders.ts). */
  folder?: number;
}

export interface IncrementalCache {
  format: typeof RECORD_FORMAT;
  buildId: string;
  /** The output folder (absolute) and the stamp of the release it holds. */
  outDir: string;
  stamp: string;
  /** sitegen's own code and the site's installed packages, which the build id does not cover. */
  code: string;
  /** Whether the pages' scans were kept (a build with `--no-check` keeps none). */
  checked: boolean;
  /** Class sets, space-separated (pages share a few), and the rules of every class named. */
  classSets: string[];
  rules: Record<string, string>;
  /** The strings the packed files name. */
  strings: string[];
  /** By the page's document file. */
  pages: Record<string, CachedPage>;
  /**
   * The content hash of every published entry (content/entry-hash.ts) by key: a page none of whose
   * entries changed is carried over without hashing its key. A merge's record has none.
   */
  entryHashes?: Record<string, string>;
  /** What the site checker was handed besides pages (by name), and its warnings: the verdict a build that shows it the same reuses. */
  check?: { files: string[]; warnings: CheckProblem[] };
  /** The sitemap files this build wrote, by their key and their stamps in the output folder (sitemap-memory.ts). */
  sitemap?: RecordedSitemap;
  /** Page folders settled before this time (ms) hold the files the record names: a cold build's commit (page-folders.ts). */
  untouchedBefore?: number;
  /** The base's random name, which its delta repeats (record-delta.ts). */
  generation?: string;
  /** In memory only, with a delta applied: the pages it holds, the entries whose hashes it changed, and the base's string count. */
  touched?: string[];
  touchedEntries?: string[];
  baseStrings?: number;
}

/** The cache without what ties it to one machine's output folder: what a build records, and a shard's manifest (shards.ts). */
export type IncrementalRecord = Omit<
  IncrementalCache,
  'format' | 'stamp' | 'code' | 'sitemap' | 'generation' | 'touched' | 'touchedEntries' | 'baseStrings'
>;
