/**
 * What this build makes, from its inputs and the clock: the published entries (expiry decided at
 * `SOURCE_DATE_EPOCH` or now), every page, the build id that names the release files, the share
 * image and the client message files. Plain data; nothing is written yet.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import type { Collections } from '../content/collection-entry.js';
import { withoutExpired, type UnpublishedEntry } from '../content/expiry.js';
import { releaseStylesheetFile } from '../protocol/output-files.js';
import { problemsError } from '../errors.js';
import { expandPages } from '../routes/expand-pages.js';
import { findPageCollisions } from '../routes/page-collisions.js';
import type { Page } from '../shapes.js';
import { clientMessageFiles, type ClientMessageFiles } from './client-assets.js';
import type { BuildInputs } from './load-inputs.js';
import { releaseBuildId } from './build-id.js';
import { releaseTimestamp } from './release.js';
import { resolveShareImage, type ResolvedShareImage } from './share-image.js';

export interface PlanBuildOptions {
  config: ResolvedConfig;
  inputs: BuildInputs;
  env: NodeJS.ProcessEnv;
}

export interface BuildPlan {
  /** The build time in ms: `SOURCE_DATE_EPOCH` or now. */
  timestamp: number;
  /** The collections without their expired entries. */
  published: Collections;
  unpublished: UnpublishedEntry[];
  pages: Page[];
  buildId: string;
  /** Where the release stylesheet goes, named by the build id. */
  stylesheetFile: string;
  shareImage: ResolvedShareImage | undefined;
  clientMessages: ClientMessageFiles;
}

export function planBuild({ config, inputs, env }: PlanBuildOptions): BuildPlan {
  // Decided here, not while loading, so loaded content never depends on the clock.
  const timestamp = releaseTimestamp(env);
  const { collections: published, unpublished } = withoutExpired({
    collections: inputs.collections,
    expires: expiryFields(config),
    now: timestamp,
  });
  const clientMessages = clientMessageFiles(config, inputs.compiledMessages);
  const collectionIds = Object.fromEntries(
    Object.entries(published).map(([name, byLocale]) => [name, (byLocale[config.defaultLocale] ?? []).map((entry) => entry.id)]),
  );
  const pages = expandPages({ routes: config.routes, locales: config.locales, defaultLocale: config.defaultLocale, collectionIds });
  const collisions = findPageCollisions(pages);
  if (collisions.length > 0) throw problemsError('Two routes write one URL', collisions, ROUTE_COLLISION_HINT);
  const buildId = releaseBuildId(config, inputs, published, pages);
  const shareImage = resolveShareImage(config, inputs.publicFiles);
  return { timestamp, published, unpublished, pages, buildId, stylesheetFile: releaseStylesheetFile(buildId), shareImage, clientMessages };
}

const ROUTE_COLLISION_HINT =
  'Each page needs a URL of its own: rename the entry (its file name is its id) or move the static route, e.g. to another path segment.';

function expiryFields(config: ResolvedConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config.collections).flatMap(([name, collection]) =>
      collection.expires === undefined ? [] : [[name, collection.expires]],
    ),
  );
}
