/**
 * The build's independent inputs, loaded in parallel: messages, collections, public files, the
 * site's server bundle and the browser bundles. Each is a stage `sitegen dev` may reuse
 * (stage-cache.ts); the paths they read were checked with the config.
 */
import type { ClientBundle } from '../bundle/bundle-client.js';
import { bundleClient } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/define-config.js';
import type { Problem } from '../errors.js';
import type { Collections } from '../content/collection-entry.js';
import { loadCollections } from '../content/load-collections.js';
import type { CompiledCatalogues, Messages } from '../i18n/check-messages.js';
import { loadMessages } from '../i18n/load-messages.js';
import { codeStamp } from './incremental/incremental-cache.js';
import { compileServer, type CompiledServer } from './compile-server.js';
import { readPublicFiles, type PublicFile } from './public-files.js';
import { portableConfig } from './release.js';
import type { BuildStage, StageCache } from './stage-cache.js';
import type { EntryCacheSaves } from '../content/entry-cache.js';

export interface LoadInputsOptions {
  config: ResolvedConfig;
  /** The compiled config (load-config.ts): with the config's values, what decides whether cached stages still hold. */
  configCode: string;
  cache?: StageCache;
  /** Where the entry caches' saves wait until the caller starts them (build.ts: once pages render); unset: saved while loading. */
  entrySaves?: EntryCacheSaves;
}

export interface BuildInputs {
  configCode: string;
  /** locale → message id → source text, sitegen's own texts included. */
  messages: Record<string, Messages>;
  compiledMessages: CompiledCatalogues;
  /** What the message files lack without breaking the build (i18n/message-warnings.ts). */
  messageWarnings: Problem[];
  collections: Collections;
  publicFiles: PublicFile[];
  compiled: CompiledServer;
  client: ClientBundle;
}

export async function loadInputs({ config, configCode, cache, entrySaves }: LoadInputsOptions): Promise<BuildInputs> {
  const { root } = config;
  cache?.useConfig(configCode + portableConfig(config));
  const stage = <T>(name: BuildStage, run: () => Promise<T>): Promise<T> => (cache ? cache.get(name, run) : run());
  // The bundles are asked for first: esbuild works on them in its own process while this thread
  // parses messages and content, which it does synchronously (asked for after them, they finished
  // ~10-30 ms after the content on a small site). Handled by Promise.all below, marked handled now
  // should a stage started after them throw first.
  const compiling = stage('server', () => compileServer(config));
  const bundling = stage('client', () => bundleClient(config));
  for (const started of [compiling, bundling]) started.catch(() => undefined);
  const [{ messages, compiled: compiledMessages, warnings: messageWarnings }, collections, publicFiles, compiled, client] =
    await Promise.all([
      stage('messages', () => loadMessages({ root, messagesDir: config.messagesDir, locales: config.locales })),
      stage('collections', () =>
        loadCollections({
          root,
          collections: config.collections,
          locales: config.locales,
          markdown: config.markdown,
          // Parsed entries kept by file stamp: they depend on the schema (in the config's code) and sitegen's.
          cache: { root, key: `${configCode}\u0000${codeStamp(root)}`, later: entrySaves },
        }),
      ),
      stage('public', () => readPublicFiles(config)),
      compiling,
      bundling,
    ]);
  return { configCode, messages, compiledMessages, messageWarnings, collections, publicFiles, compiled, client };
}
