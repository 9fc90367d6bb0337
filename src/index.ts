/**
 * `sitegen`: the programmatic API, for scripts and CI jobs that build, check or serve a site
 * without the CLI. Errors are `SitegenError`s with the file, key or route at fault and a hint.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { assertBuiltSite, createSiteServer, listen } from './serve/create-server.js';

export { build } from './build/build.js';
export type { BuildOptions, BuildResult } from './build/build.js';
export { checkFolder as check } from './check/check-folder.js';
export type { CheckFolderOptions as CheckOptions } from './check/check-folder.js';
export { SitegenError } from './errors.js';

export interface ServeOptions {
  /** The built site's folder. Default `dist`. */
  dir?: string;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningSite {
  /** Where the site answers, e.g. `http://127.0.0.1:3000/`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves a built site as `sitegen serve` does (trailing-slash redirects, 404 pages, `_headers`). */
export async function serve({ dir = 'dist', port = 3000, host = '127.0.0.1' }: ServeOptions = {}): Promise<RunningSite> {
  const folder = path.resolve(dir);
  assertBuiltSite(folder);
  const server = createSiteServer({ dir: folder });
  const url = await listen(server, { port, host });
  return { url, server, close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))) };
}
