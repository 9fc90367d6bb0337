/**
 * Answering a request for a file: from memory when the path still names the version last sent
 * (`known-files.ts`), else the long way: the file opened and checked, its version worked out
 * (`file-versions.ts`), sent, and remembered for the next request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from './content-type.js';
import { createFileVersions, type FileVersion } from './file-versions.js';
import { acceptedEncodings, type Encoding } from './http-rules.js';
import { createKnownFiles, type KnownFile, type Variant } from './known-files.js';
import type { RequestTarget } from './request-path.js';
import { headerValue, type Header } from './response-headers.js';
import { sendFileVersion, sendText, setHeaders } from './send-file.js';
import { closeFile, type SiteFolder } from './site-folder.js';

const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface FileAnswerOptions {
  folder: SiteFolder;
  /** Rewrites HTML before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string) => string;
  sendNotFound: (req: IncomingMessage, res: ServerResponse, notFound: NotFound) => Promise<void>;
  /** Hears a file the server may not read. */
  warn: (line: string) => void;
}

export interface NotFound {
  pathname: string;
  /** The path's headers, when not set on the response yet. */
  pathHeaders?: Header[];
  /** The release the miss was decided in. */
  release?: string;
}

export function createFileAnswers({ folder, transformHtml, sendNotFound, warn }: FileAnswerOptions) {
  const versionOf = createFileVersions();
  const knownFiles = createKnownFiles(folder.root);
  const encodingsOf = rememberEncodings();

  /** `pathHeaders`: the path's headers, sent with the file's own (and set on the response for any other answer). */
  return async function serveFile(req: IncomingMessage, res: ServerResponse, target: FileTarget, pathHeaders: Header[]): Promise<void> {
    const relative = [...target.segments, ...(target.directory ? ['index.html'] : [])].join('/');
    const contentType = headerValue(pathHeaders, 'content-type') ?? contentTypeOf(relative);
    const transform = transformHtml && contentType.startsWith('text/html') ? transformHtml : undefined;
    const encodings = transform ? [] : encodingsOf(req.headers['accept-encoding']);
    const candidates = [...encodings.map((encoding) => relative + ENCODING_SUFFIX[encoding]), relative];
    const variant: Variant = transform ? 'dev' : encodings[0];
    const revalidate = transform !== undefined;
    const known = knownFiles.find(candidates, variant, contentType);
    if (known) return sendFileVersion(req, res, { ...known, pathHeaders, revalidate });
    const lookup = await folder.openFirst(candidates);
    if (lookup.type === 'missing') return sendNotFound(req, res, { pathname: target.pathname, pathHeaders, release: lookup.release });
    if (lookup.type === 'no-folder') {
      setHeaders(res, pathHeaders);
      return sendText(req, res, 503, 'The served folder is missing; a build is probably replacing it.\n', { 'Retry-After': '1' });
    }
    if (lookup.type === 'forbidden') {
      // As nginx does: 403, and a line naming the file, whose permissions the owner must fix.
      warn(`Forbidden: ${path.join(folder.root, lookup.relative)} cannot be read by the server (${lookup.code}); check its permissions`);
      setHeaders(res, pathHeaders);
      return sendText(req, res, 403, 'Forbidden\n');
    }
    const { file } = lookup;
    // Only a sibling picked here is sent encoded: `/x.gz` asked for by name is a file of its own type.
    const precompressed =
      file.relative === relative ? undefined : encodings.find((name) => file.relative === relative + ENCODING_SUFFIX[name]);
    let version: FileVersion;
    try {
      version = await versionOf({ file, contentType, transform, compressWith: precompressed ? undefined : encodings[0] });
    } catch (error) {
      closeFile(file);
      throw error;
    }
    const sent = { stats: file.stats, contentType, version, encoding: precompressed ?? version.encoding };
    if (hasContent(sent)) knownFiles.remember(file.relative, file.relative === relative, variant, sent);
    return sendFileVersion(req, res, { ...sent, file, pathHeaders, revalidate });
  };
}

type FileTarget = Extract<RequestTarget, { type: 'file' }>;

/** `acceptedEncodings` of the few `Accept-Encoding` values browsers send, each worked out once. */
function rememberEncodings(): (header: string | undefined) => Encoding[] {
  const known = new Map<string, Encoding[]>();
  return (header) => {
    if (!header) return [];
    let encodings = known.get(header);
    if (!encodings) {
      if (known.size >= 100) known.clear();
      known.set(header, (encodings = acceptedEncodings(header)));
    }
    return encodings;
  };
}

function hasContent(file: Omit<KnownFile, 'version'> & { version: FileVersion }): file is KnownFile {
  return file.version.content !== undefined;
}
