/**
 * `sitegen dev`: build, serve, watch; rebuild on change and tell open tabs to reload through
 * server-sent events. A failed build is shown in the terminal and as an overlay in the browser,
 * and never stops the loop: fixing the file rebuilds and reloads.
 */
import path from 'node:path';
import { createSiteServer, listen } from '../serve/create-server.js';
import { sendText } from '../serve/send-file.js';
import { blockedHostText, isRequestAllowed } from './allowed-hosts.js';
import { DEV_CLIENT_PATH } from './dev-client.js';
import { createRebuilds } from './rebuilds.js';
import { createReloadEvents } from './reload-events.js';
import { watchChanges, type ChangeWatcher } from './watch-changes.js';
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

export async function startDevServer({ root, configFile, port, host, log }: DevServerOptions): Promise<DevServer> {
  const events = createReloadEvents();
  let watcher: ChangeWatcher | undefined;
  // What the config names, added after each build (a config edit may name other folders).
  const builds = await createRebuilds({ root, configFile, log, events, onConfig: (config) => watcher?.add(watchedPaths(config)) });
  await builds.rebuild('start');
  // The name given to --host is one the user means to use (as Vite allows server.host); the config may name more.
  const allowedHosts = () => {
    const configured = builds.config()?.dev?.allowedHosts ?? [];
    return configured === true ? true : [...configured, host];
  };

  const server = createSiteServer({
    dir: builds.outDir(),
    warn: log,
    transformHtml: (html) => html.replace('</body>', `<script src="${DEV_CLIENT_PATH}"></script>\n</body>`),
    before: (req, res) => {
      // Before anything is read: a page elsewhere whose name now points here must learn nothing.
      if (isRequestAllowed(req.url, req.headers.host, allowedHosts())) return events.handle(req, res);
      const config = builds.config();
      sendText(req, res, 403, blockedHostText(req.headers.host, config ? path.relative(root, config.configFile) : 'generator.config.ts'));
      return true;
    },
  });
  const url = await listen(server, { port, host });

  const config = builds.config();
  watcher = watchChanges({
    paths: config ? watchedPaths(config) : configCandidates(root),
    ignored: (file) => isIgnored(file, builds.outDir()),
    onChanges: (files) => builds.rebuild(path.relative(root, files[files.length - 1]!), files),
  });
  // Announced once the watcher sees edits: one saved right after the line would otherwise be missed.
  await watcher.ready;
  log(`sitegen dev at ${url}  (watching for changes; Ctrl+C to stop)`);

  return {
    url,
    idle: () => watcher.pending().then(() => builds.settled()),
    async close() {
      await watcher?.close();
      events.closeAll();
      // A tab's keep-alive connection or a request under way would hold close() open for good.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
