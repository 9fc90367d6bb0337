/**
 * What the browser gets besides pages: client message files, and the boot data and script URLs
 * every page's head carries (as data; render/ makes the tags). Pure apart from hashing.
 */
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/define-config.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { SITEGEN_MESSAGES } from '../i18n/builtin-messages.js';
import type { CompiledCatalogues, Messages } from '../i18n/check-messages.js';
import { clientMessagesFile, errorPayloadFile } from '../protocol/output-files.js';
import { ERROR_STATUSES } from '../routes/error-pages.js';
import type { RuntimeAssets } from '../render/runtime-tags.js';
import type { BootData } from '../shapes.js';

export interface ClientMessageFiles {
  files: { file: string; content: string }[];
  /** locale → URL */
  urls: Record<string, string>;
}

/** Per locale, the parsed messages whose ids start with one of `clientMessages`, content-hashed. */
export function clientMessageFiles(config: ResolvedConfig, compiled: CompiledCatalogues): ClientMessageFiles {
  const files: ClientMessageFiles['files'] = [];
  const urls: Record<string, string> = {};
  for (const locale of config.locales) {
    const all = compiled[locale.code] ?? {};
    const picked = Object.fromEntries(
      Object.keys(all)
        .filter((id) => config.clientMessages.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)))
        .sort()
        .map((id) => [id, all[id]]),
    );
    const content = JSON.stringify(picked);
    const file = clientMessagesFile(locale.code, createHash('sha256').update(content).digest('hex').slice(0, 10));
    files.push({ file, content });
    urls[locale.code] = `/${file}`;
  }
  return { files, urls };
}

export interface RuntimeAssetsOptions {
  config: ResolvedConfig;
  buildId: string;
  stylesheetFile: string;
  client: ClientBundle;
  messageUrls: Record<string, string>;
  messages: Record<string, Messages>;
}

/** What every page gives the browser runtime, as data: render/ makes the tags (render/runtime-tags.ts). */
export function runtimeAssets(options: RuntimeAssetsOptions): RuntimeAssets {
  const { client } = options;
  return { boot: bootData(options), runtime: client.runtime, detect: client.detect, islandPreloads: client.islandPreloads };
}

/** Per locale: the boot data its pages carry. */
function bootData({ config, buildId, stylesheetFile, client, messageUrls, messages }: RuntimeAssetsOptions): Record<string, BootData> {
  const codes = config.locales.map((l) => l.code);
  const errors = Object.fromEntries(
    codes.map((code) => [
      code,
      Object.fromEntries(ERROR_STATUSES.map((status) => [String(status), `/${errorPayloadFile(buildId, code, status)}`])),
    ]),
  );
  const loadingLabels = Object.fromEntries(codes.map((code) => [code, messages[code]?.[SITEGEN_MESSAGES.loading] ?? 'Loading…']));
  return Object.fromEntries(
    codes.map((code): [string, BootData] => [
      code,
      {
        buildId,
        locale: code,
        locales: codes,
        defaultLocale: config.defaultLocale,
        cookie: config.cookie,
        checkIntervalMs: config.release.checkIntervalMs,
        stylesheet: `/${stylesheetFile}`,
        assets: { islands: client.islands, messages: messageUrls, errors },
        loadingLabels,
        // Only when set, so pages of the default layout keep their bytes.
        ...(config.appRoot === 'body' && { appRoot: 'body' as const }),
      },
    ]),
  );
}
