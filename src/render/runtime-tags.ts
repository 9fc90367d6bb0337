/**
 * The tags that bring the browser runtime to a page, made from the URLs and boot data the build
 * hands over: boot data and the runtime's module script on every page, the detection script on the
 * unprefixed home page, modulepreload links for the islands a page uses. Pure.
 */
import { BOOT_DATA_ID } from '../protocol/dom-markers.js';
import type { BootLocale, PageBoot, ReleaseBoot } from '../shapes.js';
import { escapeAttribute, serializeJsonForHtml } from './head.js';

/**
 * The boot data as the build knows it before rendering, both parts in one: without the page's
 * locale, and without the link previews' texts, which come from the site's messages and app
 * (render/boot-data.ts splits and completes it).
 */
export type SiteBoot = Omit<PageBoot, 'locale' | 'islands' | 'messages'> &
  Omit<ReleaseBoot, 'locales'> & { locales: Omit<BootLocale, 'social'>[] };

/** What the build gives every page for the runtime: plain data, so it crosses to a render worker. */
export interface RuntimeAssets {
  boot: SiteBoot;
  /** URL of the runtime module, on every page. */
  runtime: string;
  /** URL of the blocking language-detection script, first in the head of `/`. */
  detect: string;
  /** Island name → URLs of its chunk and every module it imports statically. */
  islandPreloads: Record<string, string[]>;
}

/** Boot data, the runtime's module script, then the preloads of the page's islands, one tag a line. */
export function runtimeTags(assets: RuntimeAssets, boot: PageBoot, islands: string[]): string {
  const tags = [
    `<script type="application/json" id="${BOOT_DATA_ID}">${serializeJsonForHtml(boot)}</script>`,
    `<script type="module" src="${escapeAttribute(assets.runtime)}"></script>`,
  ];
  for (const name of islands)
    for (const url of assets.islandPreloads[name] ?? []) tags.push(`<link rel="modulepreload" href="${escapeAttribute(url)}">`);
  return tags.join('\n');
}

/** The detection script, for the head of the unprefixed home page only. */
export function detectTag(assets: RuntimeAssets): string {
  return `<script src="${escapeAttribute(assets.detect)}"></script>`;
}
