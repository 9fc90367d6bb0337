/**
 * Writing one response: a short text (errors, 405, 412, 416) or a file version with its
 * validators, honouring conditional requests and single byte ranges (RFC 9110).
 */
import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { REVALIDATE } from '../hosting/host-headers.js';
import { READ_WHOLE_BYTES, type FileVersion } from './file-versions.js';
import { decideRange, evaluatePreconditions, ifRangeHolds, type Encoding } from './http-rules.js';
import { withOwnHeaders, type Header } from './response-headers.js';
import { closeFile, readWhole, type OpenFile } from './site-folder.js';

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain;charset=utf-8',
    'Cache-Control': REVALIDATE,
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * An HTML document from bytes in memory (a 404 page around the requested path), never cached
 * whatever the path's rule says: a file published later must show at once. `pathHeaders` go
 * out with it, unless they were set on the response already.
 */
export function sendChunks(req: IncomingMessage, res: ServerResponse, status: number, chunks: Buffer[], pathHeaders: Header[] = []): void {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const own: Header[] = [
    ['Content-Type', 'text/html;charset=utf-8'],
    ['Cache-Control', REVALIDATE],
    ['Content-Length', String(length)],
  ];
  res.writeHead(status, withOwnHeaders(pathHeaders, own));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // Corked: the chunks leave in one writev with the headers.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}

const SHORT_REDIRECT_CACHE = 'public, max-age=3600';

/** The trailing-slash redirect: permanent, cached for an hour so a later page of that name is found. */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': SHORT_REDIRECT_CACHE, 'Content-Length': 0 });
  res.end();
}

/** A fault while answering: named to the owner, a 500 if nothing was sent yet, else the connection closed. */
export function sendFault(req: IncomingMessage, res: ServerResponse, error: unknown, warn: (line: string) => void): void {
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
}

export interface FileResponse {
  /** The open file, unless the response comes from memory (`version.content`). */
  file?: OpenFile;
  stats: Stats;
  contentType: string;
  version: FileVersion;
  /** The encoding of the bytes sent (a precompressed copy's or the version's own). */
  encoding?: Encoding;
  /** Never cached, whatever the path's rule says (HTML rewritten by the dev server). */
  revalidate: boolean;
  /** The path's headers (from `_headers`), sent with the file's own. */
  pathHeaders: Header[];
}

export function setHeaders(res: ServerResponse, headers: Header[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** Sends a file version and closes the file, if open (a stream that takes it over closes it when done). */
export async function sendFileVersion(req: IncomingMessage, res: ServerResponse, response: FileResponse): Promise<void> {
  let streaming = false;
  try {
    const body = writeHead(req, res, response);
    if (!body) return;
    const { file, version } = response;
    const content = version.content ?? (file && file.stats.size <= READ_WHOLE_BYTES ? readWhole(file) : undefined);
    if (content) {
      res.end(body.part ? content.subarray(body.start, body.end + 1) : content);
      return;
    }
    // A response from memory always has its bytes; only an open file is streamed.
    if (!file) throw new Error(`a ${response.contentType} version from memory without its bytes`);
    streaming = true;
    // The stream owns the file from here; an error (or a client gone) ends this response only.
    await pipeline(createReadStream('', { fd: file.fd, start: body.start, end: body.end, autoClose: true }), res).catch(() =>
      res.destroy(),
    );
  } finally {
    if (!streaming && response.file) closeFile(response.file);
  }
}

/** Validators, preconditions and the range; the status and headers written. Undefined: the response is complete. */
function writeHead(req: IncomingMessage, res: ServerResponse, response: FileResponse) {
  const { stats, version, pathHeaders } = response;
  const validators = { etag: version.etag, lastModifiedMs: stats.mtimeMs };
  const condition = evaluatePreconditions(req.headers, validators);
  if (condition === 'not-modified') {
    res.writeHead(304, withOwnHeaders(pathHeaders, validatorHeaders(response)));
    res.end();
    return undefined;
  }
  const size = version.content?.length ?? stats.size;
  // Range applies to GET only (RFC 9110 §14.2); If-Range that no longer holds means the whole file.
  const range =
    req.method === 'GET' && ifRangeHolds(req.headers['if-range'] as string | undefined, validators)
      ? decideRange(req.headers.range, size)
      : { type: 'whole' as const };
  if (condition === 'precondition-failed' || range.type === 'unsatisfiable') {
    setHeaders(res, pathHeaders);
    setHeaders(res, validatorHeaders(response));
    if (condition === 'precondition-failed') return sendText(req, res, 412, 'Precondition Failed\n');
    return sendText(req, res, 416, 'Range Not Satisfiable\n', { 'Content-Range': `bytes */${size}` });
  }
  if (range.type === 'whole') res.writeHead(200, wholeHeaders(response, size));
  else
    res.writeHead(
      206,
      bodyHeaders(response, range.end - range.start + 1, [['Content-Range', `bytes ${range.start}-${range.end}/${size}`]]),
    );
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return undefined;
  }
  return range.type === 'part' ? { part: true, start: range.start, end: range.end } : { part: false, start: 0, end: size - 1 };
}

/** The file's own headers on every answer about it (304 included). */
function validatorHeaders({ stats, version, revalidate }: FileResponse): Header[] {
  const own: Header[] = [
    ['ETag', version.etag],
    ['Last-Modified', new Date(stats.mtimeMs).toUTCString()],
    ['Vary', 'Accept-Encoding'],
    ['Accept-Ranges', 'bytes'],
  ];
  if (revalidate) own.push(['Cache-Control', REVALIDATE]);
  return own;
}

function bodyHeaders(response: FileResponse, length: number, extra: Header[] = []): string[] {
  const own = validatorHeaders(response);
  own.push(['Content-Type', response.contentType], ['Content-Length', String(length)]);
  if (response.encoding) own.push(['Content-Encoding', response.encoding]);
  return withOwnHeaders(response.pathHeaders, [...own, ...extra]);
}

interface WholeHead {
  pathHeaders: Header[];
  revalidate: boolean;
  encoding?: Encoding;
  contentType: string;
  flat: string[];
}

/** The headers of a whole 200 answer, the usual one, kept per file version with what they were made of. */
const wholeHeads = new WeakMap<FileVersion, WholeHead>();

function wholeHeaders(response: FileResponse, size: number): string[] {
  const { version, pathHeaders, revalidate, encoding, contentType } = response;
  const kept = wholeHeads.get(version);
  if (kept?.pathHeaders === pathHeaders && kept.revalidate === revalidate && kept.encoding === encoding && kept.contentType === contentType)
    return kept.flat;
  const flat = bodyHeaders(response, size);
  wholeHeads.set(version, { pathHeaders, revalidate, encoding, contentType, flat });
  return flat;
}
