/**
 * What `sitegen serve` knows of each file version (device, inode, size, times): a strong ETag
 * from the content's hash, so the same bytes keep their tag across rebuilds, and the content
 * itself for small files, so a request costs an open and an fstat. A hand edit changes the times
 * and so the key. Files without a precompressed copy get their compressed forms here too.
 */
import { createHash } from 'node:crypto';
import { etagOf, etagOfHash } from './etag.js';
import { createReadStream } from 'node:fs';
import { createCompressor, isCompressible, MIN_COMPRESSIBLE_BYTES } from './compress-on-the-fly.js';
import type { Encoding } from './http-rules.js';
import { readWhole, type OpenFile } from './site-folder.js';

/** Files up to this size are read whole (hashed once for the ETag, sent in one write); larger ones are streamed. */
export const READ_WHOLE_BYTES = 1024 * 1024;
/** Small files are kept in memory per version, up to this much in all. */
const CACHED_FILE_BYTES = 256 * 1024;
const CACHED_BYTES = 64 * 1024 * 1024;

export interface FileVersion {
  etag: string;
  /** The bytes to send, when they are in memory (small files, compressed forms). */
  content?: Buffer;
  /** Set when the bytes are a compressed form made here. */
  encoding?: Encoding;
}

export interface VersionRequest {
  file: OpenFile;
  contentType: string;
  /** Rewrites HTML before it is sent (the dev server's reload client); such files are never compressed. */
  transform?: (html: string) => string;
  /** The encoding to compress with when the file has no precompressed copy; undefined: none accepted. */
  compressWith?: Encoding;
}

async function hashStream(file: OpenFile): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream('', { fd: file.fd, start: 0, autoClose: false })) hash.update(chunk as Buffer);
  return etagOfHash(hash);
}

export function createFileVersions() {
  const versions = new Map<string, { etag: string; content?: Buffer }>();
  const compressed = createCompressor();
  const reading = new Map<string, Promise<{ etag: string; content?: Buffer }>>();
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

  async function read({ file, transform }: VersionRequest): Promise<{ etag: string; content?: Buffer }> {
    if (transform) {
      const content = Buffer.from(transform(readWhole(file).toString('utf8')));
      return { etag: etagOf(content), content };
    }
    if (file.stats.size <= READ_WHOLE_BYTES) {
      const content = readWhole(file);
      return { etag: etagOf(content), content };
    }
    return { etag: await hashStream(file) };
  }

  /** The version of an open file as it will be sent: its ETag, and its bytes when they are in memory. */
  return async function versionOf(request: VersionRequest): Promise<FileVersion> {
    const { file, transform, compressWith, contentType } = request;
    const { stats } = file;
    const key = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}${transform ? ':dev' : ''}`;
    let version = versions.get(key);
    if (!version) {
      // Requests that come while a version is read wait for that read: 300 clients asking for a
      // 200 MB file at once hashed it 300 times, and the server answered nothing for a minute.
      let pending = reading.get(key);
      if (!pending) {
        pending = read(request).then((read) => (remember(key, read.etag, read.content), read));
        reading.set(key, pending);
        void pending.finally(() => reading.delete(key)).catch(() => {});
      }
      version = await pending;
    }
    // Cheapest tests first: most requests accept no encoding or find a precompressed copy.
    if (
      compressWith &&
      !transform &&
      stats.size >= MIN_COMPRESSIBLE_BYTES &&
      stats.size <= READ_WHOLE_BYTES &&
      isCompressible(contentType)
    ) {
      // No precompressed copy beside the file: compressed here, once per version and encoding.
      const result = await compressed(key, version.content ?? readWhole(file), compressWith);
      return { ...result, encoding: compressWith };
    }
    return version;
  };
}
