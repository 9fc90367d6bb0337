/**
 * Everything but the pages, once they are rendered: public files, browser bundles, client message
 * files, the release files the runtime polls, sitemap and robots.txt, and last the host files,
 * which describe all the others.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import type { OutputSink } from '../output/sinks.js';
import type { ReleaseBoot } from '../shapes.js';
import type { HostingRecorder } from './host-files.js';
import type { BuildInputs } from './load-inputs.js';
import type { BuildPlan } from './plan-build.js';
import { createReleaseFiles } from './release.js';
import { createRobotsTxt, createSitemapFiles, ROBOTS_FILE, SITEMAP_FILE, sitemapKey } from './sitemap.js';

export interface WriteSiteFilesOptions {
  config: ResolvedConfig;
  inputs: BuildInputs;
  plan: BuildPlan;
  sink: HostingRecorder;
  /** Page path → `lastmod`, from the render (render-all.ts). */
  lastModified: Map<string, string>;
  /** The boot data every page shares, from the render, for the release manifest. */
  releaseBoot: ReleaseBoot;
  /** The last build's sitemap, when this one's would be the same (an incremental build: incremental/sitemap-memory.ts). */
  memory?: SiteFileMemory;
}

export interface SiteFileMemory {
  sitemap(key: string): Record<string, string> | undefined;
  noteSitemap(key: string, files: string[]): void;
}

export async function writeSiteFiles({
  config,
  inputs,
  plan,
  sink,
  lastModified,
  releaseBoot,
  memory,
}: WriteSiteFilesOptions): Promise<void> {
  const { publicFiles, client } = inputs;
  await Promise.all([
    ...publicFiles.map((file) => sink.write(file.file, file.content)),
    ...client.files.map((file) => sink.write(file.file, file.contents)),
    ...plan.clientMessages.files.map((file) => sink.write(file.file, file.content)),
  ]);
  const release = createReleaseFiles({
    id: plan.buildId,
    timestamp: plan.timestamp,
    routes: plan.pages.map((page) => page.path),
    locales: config.locales.map((l) => l.code),
    defaultLocale: config.defaultLocale,
    boot: releaseBoot,
  });
  await writeAll(sink, release);
  await writeAll(sink, seoFiles(config, plan, lastModified, new Set(publicFiles.map((file) => file.file)), memory));
  await sink.writeHostFiles(
    config,
    publicFiles.map((file) => file.file),
  );
}

function writeAll(sink: OutputSink, files: Record<string, string>): Promise<void[]> {
  return Promise.all(Object.entries(files).map(([file, content]) => sink.write(file, content)));
}

/**
 * sitemap.xml and robots.txt, unless the public folder has its own (a hand-written robots.txt
 * with rules of its own, say), which is then copied as it is.
 */
function seoFiles(
  config: ResolvedConfig,
  plan: BuildPlan,
  lastModified: Map<string, string>,
  publicFiles: Set<string>,
  memory: SiteFileMemory | undefined,
): Record<string, string> {
  const files: Record<string, string> = {};
  if (!publicFiles.has(SITEMAP_FILE)) {
    const { pages } = plan;
    const key = memory && sitemapKey(plan.buildId, pages, lastModified);
    const sitemap =
      (key && memory?.sitemap(key)) ?? createSitemapFiles({ siteUrl: config.siteUrl, pages, locales: config.locales, lastModified });
    if (key) memory?.noteSitemap(key, Object.keys(sitemap));
    Object.assign(files, sitemap);
  }
  if (!publicFiles.has(ROBOTS_FILE)) files[ROBOTS_FILE] = createRobotsTxt(config.siteUrl);
  return files;
}
