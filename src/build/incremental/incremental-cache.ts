/**
 * The incremental build's memory, `.sitegen/incremental.json`: what the last build wrote for each
 * page and what that depended on, and a stamp of the output folder it describes. Trusted only when
 * that folder is still the one it describes, sitegen's code is the same and the build id matches;
 * anything else (no file, a corrupt or foreign one, another format) counts as no cache. Deleting
 * it is always safe: the next build is cold.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT, sitegenModuleFile } from '../../package-root.js';
import { RELEASE_POINTER_FILE } from '../../protocol/output-files.js';
import { RECORD_FORMAT as FORMAT, type IncrementalCache, type IncrementalRecord } from './incremental-record.js';
import type { RecordedSitemap } from './sitemap-memory.js';
import { applyDelta, makeDelta, type RecordDelta } from './record-delta.js';
import { writtenCodeStamp } from '../code-stamp.js';

export const INCREMENTAL_CACHE_FILE = '.sitegen/incremental.json';
/** What the builds since the base changed (record-delta.ts). */
const DELTA_FILE = '.sitegen/incremental-delta.json';

/** The cache of the last build, when it still describes `outDir` and the build id is `buildId`. */
export function readIncrementalCache(
  root: string,
  expect: Pick<IncrementalCache, 'buildId' | 'outDir' | 'checked'>,
): IncrementalCache | undefined {
  let cache: IncrementalCache | undefined;
  try {
    const [base, delta] = [readJson(path.join(root, INCREMENTAL_CACHE_FILE)), readJson(path.join(root, DELTA_FILE))];
    if (!isCacheShape(base)) return undefined;
    cache = applyDelta(base, delta as RecordDelta | undefined);
  } catch {
    return undefined;
  }
  if (!isCacheShape(cache) || cache.buildId !== expect.buildId || cache.outDir !== expect.outDir) return undefined;
  if (expect.checked && !cache.checked) return undefined;
  if (cache.code !== codeStamp(root) || cache.stamp !== releaseStamp(expect.outDir)) return undefined;
  return cache;
}

/**
 * undefined when there is no such file; throws on one that is not JSON. Read synchronously: one
 * read of a few megabytes, where `fs/promises` reads in chunks, each a trip through libuv's pool,
 * which took 10–200 ms on the loaded 2-core machine (traced).
 */
function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return JSON.parse(text) as unknown;
}

/**
 * Writes the record of this build: as a delta on the last one's base when this build rendered few
 * pages (`rendered`: their files; undefined when it packed every page afresh), else whole, as a new base.
 * Synchronously, like the rest of the record's I/O: the build waits for it anyway, and each trip
 * through libuv's pool (open, write, close, rename) cost milliseconds to tens of them under load.
 */
export function writeIncrementalCache(
  root: string,
  cache: IncrementalRecord,
  {
    last,
    rendered,
    sitemap,
    untouchedBefore,
  }: { last?: IncrementalCache; rendered?: Iterable<string>; sitemap?: RecordedSitemap; untouchedBefore?: number } = {},
): void {
  const stamp = releaseStamp(cache.outDir);
  const full: IncrementalCache = {
    format: FORMAT,
    ...cache,
    ...(sitemap ? { sitemap } : {}),
    ...(untouchedBefore === undefined ? {} : { untouchedBefore }),
    stamp,
    code: codeStamp(root),
  };
  mkdirSync(path.join(root, path.dirname(INCREMENTAL_CACHE_FILE)), { recursive: true });
  const delta = makeDelta(last, full, rendered);
  if (delta) return writeAtomically(path.join(root, DELTA_FILE), JSON.stringify(delta));
  writeAtomically(path.join(root, INCREMENTAL_CACHE_FILE), JSON.stringify({ ...full, generation: randomBytes(8).toString('hex') }));
  // The old delta names the old base: ignored from now on, and removed.
  rmSync(path.join(root, DELTA_FILE), { force: true });
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Makes the record none: the next build is cold. With `last` (a base this build may add a delta
 * to), a forgotten delta says so, which keeps the base for that delta to replace; else the files go.
 */
export function forgetIncrementalCache(root: string, last?: IncrementalCache): void {
  if (last?.generation) {
    const forgotten: Pick<RecordDelta, 'format' | 'base' | 'forgotten'> = { format: FORMAT, base: last.generation, forgotten: true };
    return writeAtomically(path.join(root, DELTA_FILE), JSON.stringify(forgotten));
  }
  rmSync(path.join(root, INCREMENTAL_CACHE_FILE), { force: true });
  rmSync(path.join(root, DELTA_FILE), { force: true });
}

/**
 * The output folder's release: `latest.json` as written (id and timestamp) and the identity of the
 * file. Each build writes it anew and swaps the whole folder in, so another build, a copy or a
 * restored backup in its place has another stamp.
 */
function releaseStamp(outDir: string): string {
  const file = path.join(outDir, RELEASE_POINTER_FILE);
  try {
    // Synchronous: two small calls, cheaper than two trips through libuv's pool while the build waits on them.
    const [info, text] = [statSync(file, { bigint: true }), readFileSync(file, 'utf8')];
    return `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${text.trim()}`;
  } catch {
    return 'none';
  }
}

let sitegenCode: string | undefined;

/**
 * sitegen's modules (the stamp build-lib wrote, code-stamp.ts; else their names, sizes and times) and the site's installed packages (npm rewrites
 * node_modules/.package-lock.json on every install): the renderer and React are not in the site's
 * bundle, so the build id does not change with them, but a page rendered by other code may differ.
 */
export function codeStamp(root: string): string {
  const dir = path.dirname(sitegenModuleFile('package-root'));
  sitegenCode ??= writtenCodeStamp(dir) ?? folderStamp(dir);
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
    (cache.untouchedBefore === undefined || typeof cache.untouchedBefore === 'number') &&
    typeof cache.code === 'string' &&
    Array.isArray(cache.classSets) &&
    Array.isArray(cache.strings) &&
    typeof cache.rules === 'object' &&
    cache.rules !== null &&
    typeof cache.pages === 'object' &&
    cache.pages !== null
  );
}
