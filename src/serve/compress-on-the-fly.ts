/**
 * Compression for a file that has no precompressed copy beside it (a site built with
 * `compress: false`, or a file added by hand), as hosts that compress on the fly do: text types
 * only, worth it only above a size, brotli at a quality that costs about a millisecond for a page.
 * Results are kept per file version and encoding, up to a total size, oldest dropped first, so
 * each version of a file is compressed once however many ask for it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf } from './etag.js';
import type { Encoding } from './http-rules.js';

/** Below this, headers outweigh what compression saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
const CACHED_BYTES = 32 * 1024 * 1024;

const COMPRESS: Record<Encoding, (content: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few percent of 11's size on HTML at a tenth of its time.
  br: (content) =>
    promisify(brotliCompress)(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  gzip: (content) => promisify(gzip)(content, { level: 6 }),
};

/** Text the browser reads (HTML, CSS, JavaScript, JSON, SVG, XML…); images, fonts and archives are compressed already. Pure. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    /^application\/(?:json|javascript|xml|manifest\+json|rss\+xml|atom\+xml|wasm)$/.test(type)
  );
}

export interface Compressed {
  content: Buffer;
  /** A strong tag of the compressed bytes: another representation than the file's own. */
  etag: string;
}

export function createCompressor(maxBytes = CACHED_BYTES) {
  /** Insertion order is age: a Map iterates oldest first. */
  const cache = new Map<string, Promise<Compressed>>();
  const sizes = new Map<string, number>();
  let total = 0;

  function keep(key: string, size: number): void {
    sizes.set(key, size);
    total += size;
    for (const [oldest, oldestSize] of sizes) {
      if (total <= maxBytes) break;
      sizes.delete(oldest);
      cache.delete(oldest);
      total -= oldestSize;
    }
  }

  /** `content` compressed with `encoding`; `version` names the file version it was read from. */
  return function compressed(version: string, content: Buffer, encoding: Encoding): Promise<Compressed> {
    const key = `${encoding}:${version}`;
    let result = cache.get(key);
    if (!result) {
      result = COMPRESS[encoding](content).then((bytes) => ({
        content: bytes,
        etag: etagOf(bytes),
      }));
      cache.set(key, result);
      result.then(
        (done) => (cache.get(key) === result ? keep(key, done.content.length) : undefined),
        () => cache.delete(key),
      );
    }
    return result;
  };
}
