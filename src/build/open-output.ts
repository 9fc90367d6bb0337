/**
 * The sink chain a build writes through: the hosting recorder (names and inline CSS for
 * `_headers`), then the site checker (every file on its way out; nothing that fails it is put in
 * place), then memory or a staging folder beside the output folder.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { SiteChecker } from '../check/site-checker.js';
import type { PageScan } from '../check/scan-page.js';
import type { InPlace } from '../output/commit-in-place.js';
import { MemorySink } from '../output/sinks.js';
import { StagingSink } from '../output/staging-sink.js';
import { CheckingSink } from './checking-sink.js';
import { HostingRecorder } from './host-files.js';

export interface OpenOutputOptions {
  config: ResolvedConfig;
  /** false: keep every file in memory (`build({ write: false })`). */
  write: boolean;
  /** false: no site checks. */
  check: boolean;
  /** Told of the scan of each HTML page written through the chain (an incremental build keeps them). */
  onPageScan?: (file: string, scan: PageScan) => void;
  /** An incremental build that leaves its unchanged pages in place (incremental.ts): commit renames its files in. */
  inPlace?: InPlace;
}

export interface BuildOutput {
  /** The front of the chain: every file goes here; commit and discard pass through to the end. */
  sink: HostingRecorder;
  /** The site checker in the chain, unless the build skips the checks. */
  checking: CheckingSink | undefined;
}

export async function openOutput({ config, write, check, onPageScan, inPlace }: OpenOutputOptions): Promise<BuildOutput> {
  const target = write
    ? await StagingSink.open({
        outDir: config.outDir,
        compress: config.compress,
        cacheDir: path.join(config.root, '.sitegen/cache/compressed'),
        inPlace,
      })
    : new MemorySink();
  const checking = check ? new CheckingSink(target, new SiteChecker({ siteUrl: config.siteUrl }), onPageScan) : undefined;
  return { sink: new HostingRecorder(checking ?? target), checking };
}
