/**
 * The build id: a hash of what every page shares, so it names a release and every page carries it
 * (boot data, the release stylesheet, error payloads). It covers sitegen's version, the config,
 * every message, the site's compiled server and browser code, the public files, and the routes
 * and entry ids, but not the text of collection entries: editing a posting keeps the id, so the
 * pages that did not read it keep their bytes and an incremental build carries them over
 * (incremental.ts); open tabs keep navigating in place and fetch the fresh payloads (served
 * `no-cache`). A message, code or config change changes the id and so, rightly, every page.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import type { Collections } from '../content/collection-entry.js';
import { sitegenVersion } from '../package-root.js';
import type { Page } from '../shapes.js';
import type { BuildInputs } from './load-inputs.js';
import { computeBuildId, portableConfig } from './release.js';

export function releaseBuildId(config: ResolvedConfig, inputs: BuildInputs, published: Collections, pages: Page[]): string {
  return computeBuildId([
    // The renderer is sitegen's installed code, no longer part of the site's bundle.
    `sitegen ${sitegenVersion()}`,
    inputs.configCode,
    inputs.compiled.code,
    portableConfig(config),
    JSON.stringify(inputs.messages),
    // Which entries exist, not what they say (the published ones: expiry changes the id).
    entryIdList(published),
    pages.map((page) => page.path).join('\n'),
    ...inputs.publicFiles.flatMap((file) => [file.file, file.content]),
    ...inputs.client.files.flatMap((file) => [file.file, file.contents]),
  ]);
}

/** Which entries exist, by collection and locale (a page list, a count, the links between them). */
function entryIdList(collections: Collections): string {
  return JSON.stringify(
    Object.entries(collections).map(([name, byLocale]) => [
      name,
      Object.entries(byLocale).map(([locale, entries]) => [locale, entries.map((entry) => entry.id)]),
    ]),
  );
}
