/**
 * What the renderer needs of the config and the loaded inputs: plain data, the same for every
 * page, handed to render/ (and to every render worker) once per build.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import type { CompiledCatalogues } from '../i18n/check-messages.js';
import type { RenderSetup } from '../render/render-context.js';
import { runtimeAssets, type RuntimeAssetsOptions } from './client-assets.js';

export interface RenderSetupOptions extends RuntimeAssetsOptions {
  compiledMessages: CompiledCatalogues;
  collections: RenderSetup['collections'];
  shareImage: RenderSetup['shareImage'];
}

export function renderSetup({
  config,
  buildId,
  client,
  messages,
  compiledMessages,
  messagesHash,
  collections,
  shareImage,
}: RenderSetupOptions): RenderSetup {
  return {
    siteUrl: config.siteUrl,
    locales: config.locales,
    defaultLocale: config.defaultLocale,
    messages: compiledMessages,
    messageFiles: messageFiles(config),
    routes: config.routes,
    collections,
    markdown: config.markdown,
    site: config.site,
    cookie: config.cookie,
    icons: config.icons,
    themeColor: config.themeColor,
    runtimeAssets: runtimeAssets({ config, buildId, client, messagesHash, messages }),
    islandNames: Object.keys(config.islands),
    shareImage,
    socialTags: config.socialTags,
    appRoot: config.appRoot,
  };
}

function messageFiles(config: ResolvedConfig): Record<string, string> {
  return Object.fromEntries(
    config.locales.map((locale) => [locale.code, path.relative(config.root, path.join(config.messagesDir, `${locale.code}.json`))]),
  );
}
