import path from 'node:path';
import { build } from '../build/build.js';
import { formatBytes } from './format.js';

export interface BuildCommandOptions {
  config?: string;
  out?: string;
  siteUrl?: string;
}

export async function runBuild(options: BuildCommandOptions): Promise<void> {
  const result = await build({ configFile: options.config, outDir: options.out, siteUrl: options.siteUrl });
  const out = path.relative(process.cwd(), result.config.outDir) || '.';
  process.stdout.write(
    `Built ${result.stats.pages} pages (${result.stats.files} files, ${formatBytes(result.stats.bytes)}) in ${result.stats.ms} ms → ${out}/  release ${result.buildId}\n`,
  );
}
