/**
 * Builds past one machine: `sitegen build --shard i/N` renders the pages of every N-th group (a
 * group is one route with one set of params: all locale variants of a page) into its own folder,
 * with a manifest, `_sitegen-shard.json`, holding the build id, i/N and what the incremental cache
 * records of each page (incremental-cache.ts: its files as the sink chain saw them, its CSS
 * classes, its `lastmod`). `sitegen merge` reads the manifests back (`readShards`), checks that
 * they are shards 1..N of one build, and joins their records into one, which the build then
 * carries over like an incremental build's unchanged pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { SHARD_MANIFEST_FILE } from '../output/release-folder.js';
import type { Page } from '../shapes.js';
import type { CachedPage, IncrementalRecord } from './incremental/incremental-record.js';
import { packFile, StringTable, unpackFile } from './incremental/packed-files.js';

/** At the shard folder's root; a host never sees it, since merge writes a new folder. */
export const SHARD_MANIFEST = SHARD_MANIFEST_FILE;
const FORMAT = 2;

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export interface ShardManifest {
  sitegenShard: typeof FORMAT;
  buildId: string;
  shard: Shard;
  record: IncrementalRecord;
}

/** `--shard i/N`, checked. */
export function parseShard(spec: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(spec.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new SitegenError(`--shard ${spec}: not a share i/N of the pages with 1 ≤ i ≤ N`, {
      hint: 'Give the shard as i/N with 1 ≤ i ≤ N, e.g. --shard 1/3, --shard 2/3 and --shard 3/3 for three machines.',
    });
  return { index, count };
}

/**
 * The pages of one shard: groups of a route and its params, sorted, dealt round-robin, so every
 * variant of a page is in one shard and the same sources give every machine the same share.
 */
export function pagesOfShard(pages: Page[], shard: Shard): Page[] {
  const groupOf = (page: Page) => JSON.stringify([page.route, Object.entries(page.params).sort(([a], [b]) => (a < b ? -1 : 1))]);
  const groups = [...new Set(pages.map(groupOf))].sort();
  const share = new Set(groups.filter((_, at) => at % shard.count === shard.index - 1));
  return pages.filter((page) => share.has(groupOf(page)));
}

export function shardManifest(buildId: string, shard: Shard, record: IncrementalRecord): string {
  const manifest: ShardManifest = { sitegenShard: FORMAT, buildId, shard, record: { ...record, outDir: '' } };
  return JSON.stringify(manifest);
}

export interface ShardSet {
  buildId: string;
  /** All shards' page records as one, in the incremental cache's form. */
  record: IncrementalRecord;
  /** The shard folder (absolute) each page's files are in, by the page's document file. */
  folders: Map<string, string>;
}

/** The manifests of `folders`, checked to be shards 1..N of one build, each once, joined. */
export async function readShards(folders: string[], cwd = process.cwd()): Promise<ShardSet> {
  if (folders.length === 0)
    throw new SitegenError('sitegen merge: no shard folders given', {
      hint: 'Name every shard folder: sitegen merge shard-1 shard-2 shard-3.',
    });
  const read = await Promise.all(
    folders.map(async (folder) => ({ folder, manifest: await readManifest(path.resolve(cwd, folder), folder) })),
  );
  const [first] = read;
  const seen = new Map<number, string>();
  for (const { folder, manifest } of read) {
    if (manifest.buildId !== first!.manifest.buildId || manifest.shard.count !== first!.manifest.shard.count)
      throw new SitegenError(
        `${folder} is shard ${describe(manifest)} of build ${manifest.buildId}, but ${first!.folder} is shard ${describe(first!.manifest)} of build ${first!.manifest.buildId}`,
        {
          file: folder,
          hint: 'Merge the shards of one build: every shard built from the same commit with the same options and the same N.',
        },
      );
    const twin = seen.get(manifest.shard.index);
    if (twin !== undefined)
      throw new SitegenError(`${folder} and ${twin} are both shard ${describe(manifest)}`, {
        file: folder,
        hint: 'Give each shard folder once.',
      });
    seen.set(manifest.shard.index, folder);
  }
  const count = first!.manifest.shard.count;
  const absent = Array.from({ length: count }, (_, at) => at + 1).filter((index) => !seen.has(index));
  if (absent.length > 0)
    throw new SitegenError(`sitegen merge: shard ${absent.map((index) => `${index}/${count}`).join(', ')} missing`, {
      hint: `Merge needs all ${count} shards of build ${first!.manifest.buildId}; given: ${folders.join(', ')}.`,
    });
  return joinShards(read.map(({ folder, manifest }) => ({ dir: path.resolve(cwd, folder), manifest })));
}

async function readManifest(dir: string, folder: string): Promise<ShardManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, SHARD_MANIFEST), 'utf8');
  } catch {
    throw new SitegenError(`${folder} is not a shard folder: it has no ${SHARD_MANIFEST}`, {
      file: folder,
      hint: 'Name folders written by `sitegen build --shard i/N -o <folder>`.',
    });
  }
  const manifest = (() => {
    try {
      return JSON.parse(text) as Partial<ShardManifest>;
    } catch {
      return undefined;
    }
  })();
  if (manifest?.sitegenShard !== FORMAT || typeof manifest.buildId !== 'string' || !manifest.shard || !manifest.record)
    throw new SitegenError(`${path.join(folder, SHARD_MANIFEST)} is not a shard manifest of this sitegen version`, {
      file: folder,
      hint: 'Build the shards and merge them with the same sitegen version.',
    });
  return manifest as ShardManifest;
}

function describe(manifest: ShardManifest): string {
  return `${manifest.shard.index}/${manifest.shard.count}`;
}

/** One record of every shard's pages: files repacked into one string table, class sets renumbered. */
function joinShards(shards: { dir: string; manifest: ShardManifest }[]): ShardSet {
  const strings = new StringTable();
  const classSets = new Map<string, number>();
  const rules: Record<string, string> = {};
  const pages: Record<string, CachedPage> = {};
  const folders = new Map<string, string>();
  for (const { dir, manifest } of [...shards].sort((a, b) => a.manifest.shard.index - b.manifest.shard.index)) {
    const { record } = manifest;
    Object.assign(rules, record.rules);
    for (const [file, cached] of Object.entries(record.pages)) {
      const set = record.classSets[cached.css] ?? '';
      if (!classSets.has(set)) classSets.set(set, classSets.size);
      const files = cached.files.map((packed) => packFile(unpackFile(packed, record.strings), strings));
      pages[file] = { ...cached, css: classSets.get(set)!, files };
      folders.set(file, dir);
    }
  }
  const [first] = shards;
  const record: IncrementalRecord = {
    buildId: first!.manifest.buildId,
    outDir: '',
    checked: shards.every(({ manifest }) => manifest.record.checked),
    classSets: [...classSets.keys()],
    rules,
    strings: strings.strings,
    pages,
  };
  return { buildId: first!.manifest.buildId, record, folders };
}
