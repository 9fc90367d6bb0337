/**
 * What the browser gets besides pages: client message files, error payloads, and the boot data
 * and script tags every page's head carries. Pure apart from hashing.
 */
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/define-config.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { SITEGEN_MESSAGES } from '../i18n/builtin-messages.js';
import type { CompiledCatalogues, Messages } from '../i18n/check-messages.js';
import { escapeAttribute, serializeJsonForHtml } from '../render/head.js';
import { BOOT_DATA_ID } from '../protocol/dom-markers.js';
import { clientMessagesFile, errorPayloadFile } from '../protocol/output-files.js';
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

export const ERROR_STATUSES = [404, 500] as const;

export interface HeadTagsOptions {
  config: ResolvedConfig;
  buildId: string;
  stylesheetFile: string;
  client: ClientBundle;
  messageUrls: Record<string, string>;
  messages: Record<string, Messages>;
}

/** Per locale: the boot data and the runtime's module script. */
export function runtimeHeadTags({
  config,
  buildId,
  stylesheetFile,
  client,
  messageUrls,
  messages,
}: HeadTagsOptions): Record<string, string> {
  const codes = config.locales.map((l) => l.code);
  const errors = Object.fromEntries(
    codes.map((code) => [
      code,
      Object.fromEntries(ERROR_STATUSES.map((status) => [String(status), `/${errorPayloadFile(buildId, code, status)}`])),
    ]),
  );
  const loadingLabels = Object.fromEntries(codes.map((code) => [code, messages[code]?.[SITEGEN_MESSAGES.loading] ?? 'Loading…']));
  return Object.fromEntries(
    codes.map((code) => {
      const boot: BootData = {
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
      };
      const bootTag = `<script type="application/json" id="${BOOT_DATA_ID}">${serializeJsonForHtml(boot)}</script>`;
      return [code, `${bootTag}\n<script type="module" src="${escapeAttribute(client.runtime)}"></script>`];
    }),
  );
}

/** The blocking detection script, for the unprefixed home page only. */
export function detectScriptTag(client: ClientBundle): string {
  return `<script src="${escapeAttribute(client.detect)}"></script>`;
}

/** `<link rel="modulepreload">` for an island's chunk and what it imports, so they load in parallel. */
export function islandPreloadTags(client: ClientBundle): Record<string, string> {
  return Object.fromEntries(
    Object.entries(client.islandPreloads).map(([name, urls]) => [
      name,
      urls.map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">`).join('\n'),
    ]),
  );
}
