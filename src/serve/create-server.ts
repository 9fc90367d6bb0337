/**
 * `sitegen serve`: a built site served the way a good static host does: 404 pages with the
 * right status and locale, trailing-slash redirects, the headers of the folder's `_headers`
 * (caching by kind of file, security headers) on every response, brotli and gzip (the
 * precompressed copies, else compressed here), nothing outside the folder.
 */
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { SitegenError, formatProblem } from '../errors.js';
import { RELEASE_POINTER_FILE } from '../protocol/output-files.js';
import { createNotFoundPages } from './not-found-pages.js';
import { readRequestTarget } from './request-path.js';
import { createHeadersFileReader, createPathHeaders } from './response-headers.js';
import { sendChunks, sendFault, sendRedirect, sendText, setHeaders } from './send-file.js';
import { SiteFolder } from './site-folder.js';
import { createFileAnswers, type NotFound } from './serve-file.js';

export interface SiteServerOptions {
  dir: string;
  /** Extra handling before static files, e.g. the dev server's event stream. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string) => string;
  /** Hears what the owner of the folder should fix (lines of `_headers` no response can carry), and faults of single requests. */
  warn?: (line: string) => void;
  /** How long a client may take to send its request headers (15 s). */
  headersTimeoutMs?: number;
  /** How long a response may make no progress, a client not reading it, before its connection is closed (60 s, nginx's send_timeout). */
  sendTimeoutMs?: number;
}

export function assertBuiltSite(dir: string): void {
  if (!existsSync(path.join(dir, RELEASE_POINTER_FILE)) || !existsSync(path.join(dir, 'index.html'))) {
    throw new SitegenError(`${dir} holds no built site`, { hint: 'Run "npx sitegen build" first, or pass the output folder with --dir.' });
  }
}

export function createSiteHandler({ dir, before, transformHtml, warn = (line) => process.stderr.write(`${line}\n`) }: SiteServerOptions) {
  const folder = new SiteFolder(dir);
  const readHeadersFile = createHeadersFileReader(folder.root, ({ problems }) => {
    for (const problem of problems) warn(`Ignored: ${formatProblem(problem)}`);
  });
  const notFoundDocument = createNotFoundPages(folder, transformHtml);
  const headersOf = createPathHeaders(readHeadersFile);
  // Read now, so a line of _headers that no response can carry is named at start, not at the first request.
  readHeadersFile();

  const sendNotFound = async (req: IncomingMessage, res: ServerResponse, { pathname, pathHeaders, release }: NotFound) =>
    sendChunks(req, res, 404, await notFoundDocument(pathname, release ?? folder.release()), pathHeaders);
  const serveFile = createFileAnswers({ folder, transformHtml, sendNotFound, warn });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = readRequestTarget(req.url ?? '/');
    // Every response, redirects and errors included, carries the headers its path's rules name
    // (values no response can carry were dropped, with a warning, when the file was read).
    const pathHeaders = headersOf(target.pathname);
    // A file goes out with the path's headers and its own in one writeHead.
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!before && reading && target.type === 'file') return serveFile(req, res, target, pathHeaders);
    setHeaders(res, pathHeaders);
    if (before?.(req, res)) {
      // The dev server's event stream is quiet between builds, not stalled: no send timeout on it.
      req.socket.setTimeout(0);
      return;
    }
    if (!reading) return sendText(req, res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    if (target.type === 'bad') return sendText(req, res, 400, 'Bad Request\n');
    if (target.type === 'refused') return sendNotFound(req, res, { pathname: target.pathname });
    if (target.type === 'redirect') {
      return sendRedirect(res, target.location);
    }
    return serveFile(req, res, target, pathHeaders);
  }

  // One request's fault ends that response, never the server.
  return (req: IncomingMessage, res: ServerResponse): void =>
    void handle(req, res).catch((error: unknown) => sendFault(req, res, error, warn));
}

export interface ListenOptions {
  port: number;
  host: string;
}

/** Starts listening; a taken port or an unknown host becomes a clear error. */
export function listen(server: Server, { port, host }: ListenOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new SitegenError(`Port ${port} on ${host} is already in use`, {
            hint: `Stop the other server, or pick another port with --port ${port + 1}.`,
          }),
        );
      else if (error.code === 'EACCES')
        reject(new SitegenError(`No permission to listen on port ${port}`, { hint: 'Use a port above 1023, e.g. --port 3000.' }));
      else if (error.code === 'ENOTFOUND' || error.code === 'EADDRNOTAVAIL')
        reject(new SitegenError(`Cannot listen on host ${host}`, { hint: 'Use --host 127.0.0.1, or 0.0.0.0 for every interface.' }));
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
  // A client that sends its headers a byte at a time holds a socket for this long at most.
  const headersTimeout = options.headersTimeoutMs ?? 15_000;
  const server = createHttpServer(
    {
      headersTimeout,
      requestTimeout: Math.max(30_000, headersTimeout),
      // Node looks at those two limits only this often (30 s by default: slow headers were cut after 29 s, not 15).
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    createSiteHandler(options),
  );
  // No bytes moving either way for this long: Node destroys the socket, which ends the response and
  // closes its file, so a client that never reads holds neither for good.
  server.timeout = options.sendTimeoutMs ?? 60_000;
  return server;
}

/** Stops listening and closes every connection, responses under way included, so a stop is prompt. */
export function closeSiteServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}
