/**
 * `sitegen dev`: build, serve, watch; rebuild on change and tell open tabs to reload through
 * server-sent events. A failed build is shown in the terminal and as an overlay in the browser,
 * and never stops the loop: fixing the file rebuilds and reloads.
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { build, type BuildResult } from '../build/build.js';
import { loadConfig } from '../compile/load-config.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { ALL_STAGES, StageCache, stagesForChange } from '../build/stage-cache.js';
import { describeUnpublished } from '../content/expiry.js';
import { formatError } from '../errors.js';
import { createSiteServer, listen } from '../serve/create-server.js';
import { DEV_CLIENT_PATH, DEV_CLIENT_SCRIPT, DEV_EVENTS_PATH } from './dev-client.js';
import { configCandidates, isIgnored, watchedPaths } from './watched-paths.js';

export interface DevServerOptions {
  root: string;
  configFile?: string;
  port: number;
  host: string;
  log: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
  /** Resolves after the rebuild that follows the latest change (for tests). */
  idle(): Promise<void>;
}

const DEBOUNCE_MS = 30;

export async function startDevServer({ root, configFile, port, host, log }: DevServerOptions): Promise<DevServer> {
  const clients = new Set<ServerResponse>();
  let lastError: string | undefined;
  const broadcast = (event: string, data: string) => {
    for (const client of clients) {
      // A tab that went away between its close and this write must not take the server down.
      if (client.destroyed || client.writableEnded) clients.delete(client);
      else client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`, () => {});
    }
  };

  let running: Promise<void> = Promise.resolve();
  let outDir = path.join(root, 'dist');
  // Stages a change did not touch are reused; without precompression (only production hosts
  // need .gz/.br) a message edit reaches the browser in a fraction of a full build.
  const cache = new StageCache();
  let config: ResolvedConfig | undefined;
  // What the config names, added after each build (a config edit may name other folders).
  const watchConfigPaths = (next: ResolvedConfig) => watcher?.add(watchedPaths(next));
  let watcher: ReturnType<typeof watch> | undefined;
  const rebuild = (reason: string, changed: string[] = []): Promise<void> => {
    running = running.then(async () => {
      if (config) for (const file of changed) cache.invalidate(stagesForChange(file, config));
      else cache.invalidate(ALL_STAGES);
      try {
        const result: BuildResult = await build({ root, configFile, cache, compress: false });
        config = result.config;
        outDir = result.config.outDir;
        watchConfigPaths(config);
        lastError = undefined;
        const reused = result.stats.reused > 0 ? ` (${result.stats.reused} unchanged, reused)` : '';
        log(`${reason}: built ${result.stats.pages} pages${reused} in ${result.stats.ms} ms`);
        for (const entry of result.unpublished) log(`  ${describeUnpublished(entry)}`);
        broadcast('reload', result.buildId);
      } catch (error) {
        lastError = formatError(error);
        log(`${reason}: build failed\n${lastError}`);
        broadcast('build-error', lastError);
      }
    });
    return running;
  };

  try {
    outDir = (await loadConfig({ root, configFile })).config.outDir;
  } catch {
    // The first build reports the config error; serve the default folder meanwhile.
  }
  await rebuild('start');

  const server = createSiteServer({
    dir: outDir,
    warn: log,
    transformHtml: (html) => html.replace('</body>', `<script src="${DEV_CLIENT_PATH}"></script>\n</body>`),
    before: (req, res) => {
      if (req.url === DEV_CLIENT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript;charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(DEV_CLIENT_SCRIPT);
        return true;
      }
      if (req.url === DEV_EVENTS_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.on('error', () => clients.delete(res));
        res.write(': connected\n\n');
        if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify(lastError)}\n\n`);
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
  });
  const url = await listen(server, { port, host });
  log(`sitegen dev at ${url}  (watching for changes; Ctrl+C to stop)`);

  const ignored = (file: string) => isIgnored(file, outDir);
  watcher = watch(config ? watchedPaths(config) : configCandidates(root), { ignoreInitial: true, ignored });
  let timer: NodeJS.Timeout | undefined;
  let pending: Promise<void> = Promise.resolve();
  let changed: string[] = [];
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    changed.push(file);
    pending = new Promise((resolve) => {
      timer = setTimeout(() => {
        const files = changed;
        changed = [];
        void rebuild(path.relative(root, files[files.length - 1]!), files).then(resolve);
      }, DEBOUNCE_MS);
    });
  });

  return {
    url,
    idle: () => pending.then(() => running),
    async close() {
      clearTimeout(timer);
      await watcher?.close();
      for (const client of clients) client.end();
      // A tab's keep-alive connection or a request under way would hold close() open for good.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
