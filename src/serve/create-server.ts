/**
 * `sitegen serve`: a built site served the way a good static host does: 404 pages with the
 * right status and locale, trailing-slash redirects, the headers of the folder's `_headers`
 * (caching by kind of file, security headers) on every response, brotli and gzip (the
 * precompressed copies, else compressed here), nothing outside the folder.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SitegenError, formatProblem } from '../errors.js';
import { REVALIDATE } from '../hosting/host-headers.js';
import { RELEASE_POINTER_FILE } from '../protocol/output-files.js';
import { createCompressor, isCompressible, MIN_COMPRESSIBLE_BYTES } from './compress-on-the-fly.js';
import { contentTypeOf } from './content-type.js';
import { acceptedEncodings, decideRange, evaluatePreconditions, ifRangeHolds, type Encoding } from './http-rules.js';
import { createNotFoundPages } from './not-found-pages.js';
import { readRequestTarget, type RequestTarget } from './request-path.js';
import type { HeaderRule } from '../hosting/headers-file.js';
import { createHeadersFileReader, responseHeaders } from './response-headers.js';
import { closeFile, readWhole, SiteFolder, type OpenFile } from './site-folder.js';

export interface SiteServerOptions {
  dir: string;
  /** Extra handling before static files, e.g. the dev server's event stream. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string) => string;
  /** Hears what the owner of the folder should fix (lines of `_headers` no response can carry), and faults of single requests. */
  warn?: (line: string) => void;
}

export function assertBuiltSite(dir: string): void {
  if (!existsSync(path.join(dir, RELEASE_POINTER_FILE)) || !existsSync(path.join(dir, 'index.html'))) {
    throw new SitegenError(`${dir} holds no built site`, { hint: 'Run "npx sitegen build" first, or pass the output folder with --dir.' });
  }
}

/** Files up to this size are read whole (hashed once for the ETag, sent in one write); larger ones are streamed. */
const READ_WHOLE_BYTES = 1024 * 1024;
/** Small files are kept in memory per version, up to this much in all. */
const CACHED_FILE_BYTES = 256 * 1024;
const CACHED_BYTES = 64 * 1024 * 1024;
const SHORT_REDIRECT_CACHE = 'public, max-age=3600';
const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function createSiteHandler({ dir, before, transformHtml, warn = (line) => process.stderr.write(`${line}\n`) }: SiteServerOptions) {
  const folder = new SiteFolder(dir);
  const readHeadersFile = createHeadersFileReader(folder.root, ({ problems }) => {
    for (const problem of problems) warn(`Ignored: ${formatProblem(problem)}`);
  });
  const notFoundDocument = createNotFoundPages(folder, transformHtml);
  /** The headers of each path, worked out once per version of `_headers`. */
  let headerCache: { rules: HeaderRule[]; paths: Map<string, [string, string][]> } | undefined;
  function headersOf(pathname: string): [string, string][] {
    const { rules } = readHeadersFile();
    if (headerCache?.rules !== rules || headerCache.paths.size > 10_000) headerCache = { rules, paths: new Map() };
    let headers = headerCache.paths.get(pathname);
    if (!headers) {
      headers = [...responseHeaders(pathname, rules)];
      headerCache.paths.set(pathname, headers);
    }
    return headers;
  }
  // Read now, so a line of _headers that no response can carry is named at start, not at the first request.
  readHeadersFile();

  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string, release?: string): Promise<void> {
    const chunks = await notFoundDocument(pathname, release ?? folder.release());
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    // Never cached, whatever the path's rule says: a file published later must show at once.
    res.writeHead(404, { 'Content-Type': 'text/html;charset=utf-8', 'Cache-Control': REVALIDATE, 'Content-Length': length });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // Corked: the chunks leave in one writev with the headers.
    res.cork();
    for (const chunk of chunks) res.write(chunk);
    res.end();
  }

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, {
      'Content-Type': 'text/plain;charset=utf-8',
      'Cache-Control': REVALIDATE,
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /**
   * Per file version (device, inode, size, times): a strong ETag from the content's hash, so the
   * same bytes keep their tag across rebuilds, and the content itself for small files, so a
   * request costs an open and an fstat. A hand edit changes the times and so the key.
   */
  const versions = new Map<string, { etag: string; content?: Buffer }>();
  const compressed = createCompressor();
  let cachedBytes = 0;

  function remember(key: string, etag: string, content?: Buffer): void {
    const keep = content && content.length <= CACHED_FILE_BYTES ? content : undefined;
    if (versions.size >= 20_000 || cachedBytes + (keep?.length ?? 0) > CACHED_BYTES) {
      versions.clear();
      cachedBytes = 0;
    }
    versions.set(key, { etag, content: keep });
    cachedBytes += keep?.length ?? 0;
  }

  function hashOf(content: Buffer): string {
    return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
  }

  async function hashStream(file: OpenFile): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream('', { fd: file.fd, start: 0, autoClose: false })) hash.update(chunk as Buffer);
    return `"${hash.digest('base64url').slice(0, 27)}"`;
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, target: Extract<RequestTarget, { type: 'file' }>): Promise<void> {
    const relative = [...target.segments, ...(target.directory ? ['index.html'] : [])].join('/');
    const type = (res.getHeader('content-type') as string | undefined) ?? contentTypeOf(relative);
    const transform = transformHtml && type.startsWith('text/html') ? transformHtml : undefined;
    const encodings = transform ? [] : acceptedEncodings(req.headers['accept-encoding']);
    const lookup = await folder.openFirst([...encodings.map((encoding) => relative + ENCODING_SUFFIX[encoding]), relative]);
    if (lookup.type === 'no-folder')
      return sendText(req, res, 503, 'The served folder is missing; a build is probably replacing it.\n', { 'Retry-After': '1' });
    if (lookup.type === 'missing') return sendNotFound(req, res, target.pathname, lookup.release);
    const { file } = lookup;
    let streaming = false;
    try {
      let encoding = encodings.find((name) => file.relative.endsWith(ENCODING_SUFFIX[name]));
      const { stats } = file;
      const key = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}${transform ? ':dev' : ''}`;
      let version = versions.get(key);
      if (!version) {
        if (transform) {
          const content = Buffer.from(transform(readWhole(file).toString('utf8')));
          version = { etag: hashOf(content), content };
        } else if (stats.size <= READ_WHOLE_BYTES) {
          const content = readWhole(file);
          version = { etag: hashOf(content), content };
        } else {
          version = { etag: await hashStream(file) };
        }
        remember(key, version.etag, version.content);
      }
      const preferred = encodings[0];
      if (
        !encoding &&
        preferred &&
        !transform &&
        stats.size >= MIN_COMPRESSIBLE_BYTES &&
        stats.size <= READ_WHOLE_BYTES &&
        isCompressible(type)
      ) {
        // No precompressed copy beside the file: compressed here, once per version and encoding.
        version = await compressed(key, version.content ?? readWhole(file), preferred);
        encoding = preferred;
      }
      const validators = { etag: version.etag, lastModifiedMs: stats.mtimeMs };
      res.setHeader('ETag', validators.etag);
      res.setHeader('Last-Modified', new Date(stats.mtimeMs).toUTCString());
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Accept-Ranges', 'bytes');
      if (transform) res.setHeader('Cache-Control', REVALIDATE);
      const condition = evaluatePreconditions(req.headers, validators);
      if (condition === 'not-modified') {
        res.writeHead(304);
        res.end();
        return;
      }
      if (condition === 'precondition-failed') return sendText(req, res, 412, 'Precondition Failed\n');
      const size = version.content?.length ?? stats.size;
      // Range applies to GET only (RFC 9110 §14.2); If-Range that no longer holds means the whole file.
      const range =
        req.method === 'GET' && ifRangeHolds(req.headers['if-range'] as string | undefined, validators)
          ? decideRange(req.headers.range, size)
          : { type: 'whole' as const };
      if (range.type === 'unsatisfiable') return sendText(req, res, 416, 'Range Not Satisfiable\n', { 'Content-Range': `bytes */${size}` });
      const start = range.type === 'part' ? range.start : 0;
      const end = range.type === 'part' ? range.end : size - 1;
      const headers: Record<string, string | number> = { 'Content-Type': type, 'Content-Length': end - start + 1 };
      if (encoding) headers['Content-Encoding'] = encoding;
      if (range.type === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
      res.writeHead(range.type === 'part' ? 206 : 200, headers);
      if (req.method === 'HEAD' || size === 0) {
        res.end();
        return;
      }
      const content = version.content ?? (stats.size <= READ_WHOLE_BYTES ? readWhole(file) : undefined);
      if (content) {
        res.end(range.type === 'part' ? content.subarray(start, end + 1) : content);
        return;
      }
      streaming = true;
      // The stream owns the file from here; an error (or a client gone) ends this response only.
      await pipeline(createReadStream('', { fd: file.fd, start, end, autoClose: true }), res).catch(() => res.destroy());
    } finally {
      if (!streaming) closeFile(file);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = readRequestTarget(req.url ?? '/');
    // Every response, redirects and errors included, carries the headers its path's rules name
    // (values no response can carry were dropped, with a warning, when the file was read).
    for (const [name, value] of headersOf(target.pathname)) res.setHeader(name, value);
    if (before?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    if (target.type === 'bad') return sendText(req, res, 400, 'Bad Request\n');
    if (target.type === 'refused') return sendNotFound(req, res, target.pathname);
    if (target.type === 'redirect') {
      res.writeHead(301, { Location: target.location, 'Cache-Control': SHORT_REDIRECT_CACHE, 'Content-Length': 0 });
      res.end();
      return;
    }
    return serveFile(req, res, target);
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      // One request's fault ends that response, never the server.
      warn(`Internal error while answering ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      try {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        sendText(req, res, 500, 'Internal Server Error\n');
      } catch {
        res.destroy();
      }
    });
  };
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
  const server = createHttpServer(createSiteHandler(options));
  // A client that sends its headers a byte at a time holds a socket for this long at most.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  return server;
}
