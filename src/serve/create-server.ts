/**
 * `sitegen serve`: a built site served the way a good static host does: 404 pages with the
 * right status and locale, trailing-slash redirects, the headers of the folder's `_headers`
 * (caching by kind of file, security headers) on every response, precompressed brotli and gzip,
 * nothing outside the folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SitegenError } from '../errors.js';
import { escapeHtml } from '../render/head.js';
import { REQUEST_PATH_SLOT } from '../render/request-path-slot.js';
import type { ReleaseManifest, LatestRelease } from '../shapes.js';
import { REVALIDATE } from '../build/host-headers.js';
import { isHiddenPath, isHostConfigFile, notFoundFile, trailingSlashRedirect } from './request-path.js';
import { createHeadersFileReader, responseHeaders } from './response-headers.js';

export interface SiteServerOptions {
  dir: string;
  /** Extra handling before static files, e.g. the dev server's event stream. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string) => string;
}

export function assertBuiltSite(dir: string): void {
  if (!existsSync(path.join(dir, '_sitegen/builds/latest.json')) || !existsSync(path.join(dir, 'index.html'))) {
    throw new SitegenError(`${dir} holds no built site`, { hint: 'Run "npx sitegen build" first, or pass the output folder with --dir.' });
  }
}

export function createSiteHandler({ dir, before, transformHtml }: SiteServerOptions) {
  const root = path.resolve(dir);
  const readHeadersFile = createHeadersFileReader(root);

  // Files are looked up on each request (sirv's dev mode) rather than indexed at start-up:
  // a rebuild swaps the whole folder, and a stale index would point at files that are gone.
  const assets = sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    // Lets `/x/` find `x/index.html`; `/x` never gets here, it is redirected first.
    extensions: ['html'],
    dotfiles: false,
    // Cache-Control and the rest come from _headers, set on the response before sirv runs (it keeps them).
  });

  function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const file = notFoundFile(pathname, readLocales(root));
    let html = readNotFoundPage(root, file).replace(REQUEST_PATH_SLOT, `<span data-sitegen-request-path>${escapeHtml(pathname)}</span>`);
    if (transformHtml) html = transformHtml(html);
    // Never cached, whatever the path's rule says: a file published later must show at once.
    res.writeHead(404, { 'Content-Type': 'text/html;charset=utf-8', 'Cache-Control': REVALIDATE, 'Content-Length': Buffer.byteLength(html) });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string | undefined;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // Answered with a 404 below, once the headers are set.
    }
    // Every response, redirects and errors included, carries the headers its path's rules name.
    for (const [name, value] of responseHeaders(pathname ?? url.pathname, readHeadersFile().rules)) res.setHeader(name, value);
    if (before?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain;charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    // sirv's per-request lookup ignores `dotfiles: false`, so hidden files are refused here; the
    // host files are read by hosts, never served by them.
    if (pathname === undefined || isHiddenPath(pathname) || isHostConfigFile(pathname)) {
      sendNotFound(req, res, pathname ?? url.pathname);
      return;
    }
    const redirect = trailingSlashRedirect(url.pathname, url.search);
    if (redirect) {
      res.writeHead(301, { Location: redirect, 'Cache-Control': SHORT_REDIRECT_CACHE });
      res.end();
      return;
    }
    if (transformHtml && pathname.endsWith('/')) {
      const file = path.join(root, pathname, 'index.html');
      if (file.startsWith(root + path.sep) && existsSync(file)) {
        const html = transformHtml(readFileSync(file, 'utf8'));
        res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8', 'Cache-Control': REVALIDATE });
        res.end(req.method === 'HEAD' ? undefined : html);
        return;
      }
    }
    // sirv looks a file up, then streams it without listening for errors: a rebuild that
    // removes the file in between (the old release's files, say) must end this response, not
    // the process with an unhandled ENOENT.
    res.once('pipe', (source) =>
      source.once('error', () => {
        if (res.headersSent) res.destroy();
        else sendNotFound(req, res, pathname);
      }),
    );
    assets(req, res, () => sendNotFound(req, res, pathname));
  };
}

const SHORT_REDIRECT_CACHE = 'public, max-age=3600';

function readNotFoundPage(root: string, file: string): string {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return `<!doctype html><title>404</title><h1>Page Not Found</h1><p>Page not found: ${REQUEST_PATH_SLOT}</p>`;
  }
}

function readLocales(root: string): string[] {
  try {
    const latest = JSON.parse(readFileSync(path.join(root, '_sitegen/builds/latest.json'), 'utf8')) as LatestRelease;
    const manifest = JSON.parse(readFileSync(path.join(root, `_sitegen/builds/meta/${latest.id}.json`), 'utf8')) as ReleaseManifest;
    return manifest.locales;
  } catch {
    return [];
  }
}

export interface ListenOptions {
  port: number;
  host: string;
}

/** Starts listening; a taken port or an unknown host becomes a clear error. */
export function listen(server: Server, { port, host }: ListenOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new SitegenError(`Port ${port} on ${host} is already in use`, { hint: `Stop the other server, or pick another port with --port ${port + 1}.` }));
      else if (error.code === 'EACCES') reject(new SitegenError(`No permission to listen on port ${port}`, { hint: 'Use a port above 1023, e.g. --port 3000.' }));
      else if (error.code === 'ENOTFOUND' || error.code === 'EADDRNOTAVAIL') reject(new SitegenError(`Cannot listen on host ${host}`, { hint: 'Use --host 127.0.0.1, or 0.0.0.0 for every interface.' }));
      else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`);
    });
  });
}

export function createSiteServer(options: SiteServerOptions): Server {
  return createHttpServer(createSiteHandler(options));
}
