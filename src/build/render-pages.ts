/**
 * Every page, the error pages and the release stylesheet, rendered into the output: on the main
 * thread, or in render workers that write straight into the sink's folder when it has one.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import { errorPages } from '../routes/error-pages.js';
import type { BuildInputs } from './load-inputs.js';
import type { BuildOutput } from './open-output.js';
import type { BuildPlan } from './plan-build.js';
import { renderAll, type RenderAllResult } from './render-all.js';
import { renderWorkerCount } from './render-pool.js';
import { renderSetup } from './render-setup.js';
import type { IncrementalBuild } from './incremental/incremental.js';
import { SitegenError } from '../errors.js';
import type { Page } from '../shapes.js';
import type { WorkerPool } from './worker-pool.js';

export interface RenderPagesOptions {
  config: ResolvedConfig;
  inputs: BuildInputs;
  plan: BuildPlan;
  output: BuildOutput;
  /** Render workers: 0 renders on the main thread; unset lets the page count and cores decide (render-pool.ts). */
  renderWorkers: number | undefined;
  /** Carries unchanged pages over from the last build and records the rest (incremental.ts). */
  incremental?: IncrementalBuild;
  /** 'shard': no error pages (merge renders them); 'merge': every page is carried over from a shard, none rendered. */
  share?: 'shard' | 'merge';
  /** Render workers started before the inputs were loaded (prestart-workers.ts). */
  pool?: WorkerPool;
}

export async function renderPages({
  config,
  inputs,
  plan,
  output,
  renderWorkers,
  incremental,
  share,
  pool,
}: RenderPagesOptions): Promise<RenderAllResult> {
  const { root } = config;
  const { compiled, client, messages, compiledMessages } = inputs;
  const { buildId, stylesheetFile, clientMessages, published, shareImage } = plan;
  const { sink: out, checking } = output;
  // Workers write straight into the staging folder; a build into memory stays on this thread.
  const workerTarget = out.workerTarget();
  const pages = incremental && workerTarget ? await incremental.carryOver(out, workerTarget.dir) : plan.pages;
  if (share === 'merge' && pages.length > 0) throw pagesInNoShard(pages);
  const rendered = await renderAll({
    root,
    server: compiled.server,
    setup: renderSetup({
      config,
      buildId,
      client,
      messages,
      compiledMessages,
      messagesHash: clientMessages.hash,
      collections: published,
      shareImage,
    }),
    stylesheetFile,
    pages,
    errorPages: share === 'shard' ? [] : errorPages({ locales: config.locales, defaultLocale: config.defaultLocale, buildId }),
    sink: out,
    // Notes what each rendered page read and wrote, and adds the carried pages' CSS to the release stylesheet.
    ...incremental?.renderHooks(out),
    parallel: workerTarget
      ? {
          workers: renderWorkerCount(pages.length, renderWorkers),
          serverFile: compiled.file,
          output: workerTarget,
          check: checking !== undefined,
          pool,
        }
      : undefined,
  });
  // The sitemap's dates of the carried pages too.
  return incremental ? { ...rendered, lastModified: incremental.lastModified(rendered.lastModified) } : rendered;
}

/** merge: pages that no shard's manifest holds, or whose files are gone from their shard's folder. */
function pagesInNoShard(pages: Page[]): SitegenError {
  const listed = pages.slice(0, 5).map((page) => page.path);
  return new SitegenError(
    `sitegen merge: ${pages.length} page(s) are in no shard: ${listed.join(', ')}${pages.length > listed.length ? ', …' : ''}`,
    { hint: "A shard folder is incomplete (a file or its manifest's record is missing): build that shard again, then merge." },
  );
}
