import path from 'node:path';
import { build } from '../build/build.js';
import { parseShard } from '../build/shards.js';
import { COMPRESSIONS, type Compression } from '../config/define-config.js';
import { formatProblem, SitegenError } from '../errors.js';
import { formatCheckReport } from '../check/format-report.js';
import { describeUnpublished } from '../content/expiry.js';
import { formatBytes } from './format.js';

export interface BuildCommandOptions {
  config?: string;
  out?: string;
  siteUrl?: string;
  /** --compress [gzip|brotli|both] (true without a value), false with --no-compress, unset: the config decides. */
  compress?: string | boolean;
  /** false with --no-check. */
  check?: boolean;
  /** --workers: render threads; unset lets the page count and cores decide. */
  workers?: number;
  /** --force: render every page, reusing nothing of the last build. */
  force?: boolean;
  /** --shard i/N: this machine's share of the pages (build/shards.ts). */
  shard?: string;
}

/**
 * The options build and merge share: config, output folder, site URL, compression, checks.
 * The site URL comes from --site-url, else a non-empty SITE_URL (as CI and hosts set it), else the config.
 */
export function outputOptions(
  options: Pick<BuildCommandOptions, 'config' | 'out' | 'siteUrl' | 'compress' | 'check'>,
  env: NodeJS.ProcessEnv = process.env,
) {
  const fromEnv = options.siteUrl === undefined && env.SITE_URL ? env.SITE_URL : undefined;
  return {
    configFile: options.config,
    outDir: options.out,
    siteUrl: options.siteUrl ?? fromEnv,
    siteUrlSource: fromEnv === undefined ? '--site-url' : 'SITE_URL',
    compress: compressOption(options.compress),
    check: options.check !== false,
  };
}

export async function runBuild(options: BuildCommandOptions): Promise<void> {
  const result = await build({
    ...outputOptions(options),
    renderWorkers: options.workers,
    force: options.force === true,
    shard: options.shard === undefined ? undefined : parseShard(options.shard),
  });
  if (result.warnings.length > 0) process.stderr.write(`${formatCheckReport(result.warnings)}\n`);
  // In the form of the check report above: a heading, then one line per file.
  if (result.skippedFiles.length > 0) {
    process.stderr.write(
      `Content files not read (${result.skippedFiles.length})\n${result.skippedFiles.map((skipped) => `  - ${skipped.file}: warning: ${skipped.reason}\n`).join('')}`,
    );
  }
  if (result.messageWarnings.length > 0) {
    process.stderr.write(
      `Messages (${result.messageWarnings.length})\n${result.messageWarnings.map((warning) => `  - warning: ${formatProblem(warning)}\n`).join('')}`,
    );
  }
  const out = path.relative(process.cwd(), result.config.outDir) || '.';
  const shard = options.shard === undefined ? '' : ` (shard ${options.shard}: run sitegen merge on all shards for the site)`;
  const reused = result.stats.reused > 0 ? `, ${result.stats.reused} unchanged pages reused` : '';
  process.stdout.write(
    `Built ${result.stats.pages} pages (${result.stats.files} files, ${formatBytes(result.stats.bytes)}${reused}) in ${result.stats.ms} ms → ${out}/  release ${result.buildId}${shard}\n`,
  );
  // Information, not an error: an expired posting is meant to disappear, but the user should see it go.
  for (const entry of result.unpublished) process.stdout.write(`${describeUnpublished(entry)}\n`);
}

/** The --compress flag's value, checked: gzip, brotli or both. */
export function compressOption(value: string | boolean | undefined): Compression | boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  if ((COMPRESSIONS as readonly string[]).includes(value)) return value as Compression;
  throw new SitegenError(`--compress ${value}: unknown kind of copies`, {
    hint: 'Use --compress gzip, --compress brotli or --compress both (or --no-compress for none).',
  });
}
