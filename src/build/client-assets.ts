/**
 * What the browser gets besides pages: client message files, and the boot data and script URLs
 * every page's head carries (as data; render/ makes the tags). Pure apart from hashing.
 */
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/define-config.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { SITEGEN_MESSAGES } from '../i18n/builtin-messages.js';
import type { CompiledCatalogues, Messages } from '../i18n/check-messages.js';
import { DEFAULT_CHECK_INTERVAL_MS, DEFAULT_PAYLOAD_TIMEOUT_MS, localeCookie } from '../protocol/boot-data.js';
import { clientMessagesFile } from '../protocol/output-files.js';
import type { RuntimeAssets, SiteBoot } from '../render/runtime-tags.js';

export interface ClientMessageFiles {
  files: { file: string; content: string }[];
  /** The hash in every file's name. */
  hash: string;
}

/**
 * Per locale, the parsed messages whose ids start with one of `clientMessages`, all named by one
 * hash of every locale's content, so the boot data names them with one hash.
 */
export function clientMessageFiles(config: ResolvedConfig, compiled: CompiledCatalogues): ClientMessageFiles {
  const contents = config.locales.map((locale) => {
    const all = compiled[locale.code] ?? {};
    const picked = Object.fromEntries(
      Object.keys(all)
        .filter((id) => config.clientMessages.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)))
        .sort()
        .map((id) => [id, all[id]]),
    );
    return JSON.stringify(picked);
  });
  const hash = createHash('sha256').update(JSON.stringify(contents)).digest('hex').slice(0, 10);
  const files = config.locales.map((locale, index) => ({ file: clientMessagesFile(locale.code, hash), content: contents[index]! }));
  return { files, hash };
}

export interface RuntimeAssetsOptions {
  config: ResolvedConfig;
  buildId: string;
  client: ClientBundle;
  /** The hash naming the client message files. */
  messagesHash: string;
  messages: Record<string, Messages>;
}

/** What every page gives the browser runtime, as data: render/ makes the tags (render/runtime-tags.ts). */
export function runtimeAssets(options: RuntimeAssetsOptions): RuntimeAssets {
  const { client } = options;
  return { boot: siteBoot(options), runtime: client.runtime, detect: client.detect, islandPreloads: client.islandPreloads };
}

/** The boot data of every page but the page's locale and the link previews' texts, which the renderer adds (render/boot-data.ts). */
function siteBoot({ config, buildId, client, messagesHash, messages }: RuntimeAssetsOptions): SiteBoot {
  const { checkIntervalMs } = config.release;
  const { payloadTimeoutMs = DEFAULT_PAYLOAD_TIMEOUT_MS } = config.navigation ?? {};
  return {
    buildId,
    defaultLocale: config.defaultLocale,
    locales: config.locales.map(({ code, language, catchAll }) => ({
      code,
      language,
      ...(catchAll && { catchAll }),
      loading: messages[code]?.[SITEGEN_MESSAGES.loading] ?? 'Loading…',
    })),
    siteUrl: config.siteUrl,
    islands: client.islands,
    messages: messagesHash,
    cookie: localeCookie(config.cookie),
    // Only when set, so pages at the defaults keep their bytes.
    ...(checkIntervalMs !== DEFAULT_CHECK_INTERVAL_MS && { checkIntervalMs }),
    ...(payloadTimeoutMs !== DEFAULT_PAYLOAD_TIMEOUT_MS && { payloadTimeoutMs }),
    ...(config.appRoot === 'body' && { appRoot: 'body' as const }),
  };
}
