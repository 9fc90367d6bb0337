/**
 * The incremental build's memory, `.sitegen/incremental.json`: what the last build wrote for each
 * page and what that depended on, and a stamp of the output folder it describes. Trusted only when
 * that folder is still the one it describes, sitegen's code is the same and the build id matches;
 * anything else (no file, a corrupt or foreign one, another format) counts as no cache. Deleting
 * it is always safe: the next build is cold.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_ROOT, sitegenModuleFile } from '../../package-root.js';
import { RELEASE_POINTER_FILE } from '../../protocol/output-files.js';
import type { CheckProblem } from '../../check/problem.js';
import type { PackedFile } from './packed-files.js';
import type { RecordedSitemap } from './sitemap-memory.js';

export const INCREMENTAL_CACHE_FILE = '.sitegen/incremental.json';
const FORMAT = 3;

/** What the last build knew of one page. */
export interface CachedPage {
  /** page-key.ts: the build id, the page, and the content hashes of the entries it read. */
  key: string;
  /** The entries it read (`<collection>/<locale>/<id>`). */
  entries: string[];
  /** Index into `classSets`: the emotion classes it adds to the release stylesheet. */
  css: number;
  lastModified?: string;
  /** Its document and payload as the sink chain records them: sizes, CSP hashes, the site check's scan (packed-files.ts). */
  files: PackedFile[];
}

export interface IncrementalCache {
  format: typeof FORMAT;
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
}

/** The cache without what ties it to one machine's output folder: what a build records, and a shard's manifest (shards.ts). */
export type IncrementalRecord = Omit<IncrementalCache, 'format' | 'stamp' | 'code' | 'sitemap'>;

/** The cache of the last build, when it still describes `outDir` and the build id is `buildId`. */
export async function readIncrementalCache(root: string, expect: Pick<IncrementalCache, 'buildId' | 'outDir' | 'checked'>) {
  let cache: IncrementalCache;
  try {
    cache = JSON.parse(await readFile(path.join(root, INCREMENTAL_CACHE_FILE), 'utf8')) as IncrementalCache;
  } catch {
    return undefined;
  }
  if (!isCacheShape(cache) || cache.buildId !== expect.buildId || cache.outDir !== expect.outDir) return undefined;
  if (expect.checked && !cache.checked) return undefined;
  if (cache.code !== codeStamp(root) || cache.stamp !== (await releaseStamp(expect.outDir))) return undefined;
  return cache;
}

export async function writeIncrementalCache(root: string, cache: IncrementalRecord, sitemap?: RecordedSitemap): Promise<void> {
  const file = path.join(root, INCREMENTAL_CACHE_FILE);
  const stamp = await releaseStamp(cache.outDir);
  const full: IncrementalCache = { format: FORMAT, ...cache, ...(sitemap ? { sitemap } : {}), stamp, code: codeStamp(root) };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(full));
  await rename(temporary, file);
}

/** Removes the record: the next build is cold. */
export async function forgetIncrementalCache(root: string): Promise<void> {
  await rm(path.join(root, INCREMENTAL_CACHE_FILE), { force: true });
}

/**
 * The output folder's release: `latest.json` as written (id and timestamp) and the identity of the
 * file. Each build writes it anew and swaps the whole folder in, so another build, a copy or a
 * restored backup in its place has another stamp.
 */
async function releaseStamp(outDir: string): Promise<string> {
  const file = path.join(outDir, RELEASE_POINTER_FILE);
  try {
    const [info, text] = await Promise.all([stat(file, { bigint: true }), readFile(file, 'utf8')]);
    return `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${text.trim()}`;
  } catch {
    return 'none';
  }
}

let sitegenCode: string | undefined;

/**
 * sitegen's modules (their names, sizes and times) and the site's installed packages (npm rewrites
 * node_modules/.package-lock.json on every install): the renderer and React are not in the site's
 * bundle, so the build id does not change with them, but a page rendered by other code may differ.
 */
export function codeStamp(root: string): string {
  sitegenCode ??= folderStamp(path.dirname(sitegenModuleFile('package-root')));
  const lock = path.join(root, 'node_modules/.package-lock.json');
  const installed = statSync(lock, { throwIfNoEntry: false });
  return `${PACKAGE_ROOT}:${sitegenCode}:${installed ? `${installed.size}:${installed.mtimeMs}` : 'none'}`;
}

function folderStamp(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).sort((a, b) =>
    `${a.parentPath}/${a.name}` < `${b.parentPath}/${b.name}` ? -1 : 1,
  )) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = statSync(file);
    hash.update(`${file}\u0000${info.size}\u0000${info.mtimeMs}\u0000`);
  }
  return hash.digest('hex').slice(0, 16);
}

function isCacheShape(value: unknown): value is IncrementalCache {
  const cache = value as Partial<IncrementalCache> | null;
  return (
    typeof cache === 'object' &&
    cache !== null &&
    cache.format === FORMAT &&
    typeof cache.buildId === 'string' &&
    typeof cache.outDir === 'string' &&
    typeof cache.stamp === 'string' &&
    typeof cache.code === 'string' &&
    Array.isArray(cache.classSets) &&
    Array.isArray(cache.strings) &&
    typeof cache.rules === 'object' &&
    cache.rules !== null &&
    typeof cache.pages === 'object' &&
    cache.pages !== null
  );
}
