/** `sitegen merge <folders…>`: joins the folders of `sitegen build --shard i/N` into the site (build/shards.ts). */
import path from 'node:path';
import { build } from '../build/build.js';
import { readShards } from '../build/shards.js';
import { formatCheckReport } from '../check/format-report.js';
import { outputOptions } from './build-command.js';
import { formatBytes } from './format.js';

/** What build and merge share (outputOptions); a merge renders no pages, so it has no --workers, --force or --shard. */
export type MergeCommandOptions = Parameters<typeof outputOptions>[0];

export async function runMerge(folders: string[], options: MergeCommandOptions): Promise<void> {
  const shards = await readShards(folders);
  const result = await build({ ...outputOptions(options), merge: shards });
  if (result.warnings.length > 0) process.stderr.write(`${formatCheckReport(result.warnings)}\n`);
  const out = path.relative(process.cwd(), result.config.outDir) || '.';
  process.stdout.write(
    `Merged ${result.stats.pages} pages from ${folders.length} shards (${result.stats.files} files, ${formatBytes(result.stats.bytes)}) in ${result.stats.ms} ms → ${out}/  release ${result.buildId}\n`,
  );
}
