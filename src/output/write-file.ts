/**
 * Writing one output file, and its `.gz` and `.br` copies as `compress` asks, with synchronous fs
 * calls: the code the writer thread (writer-thread.ts) and the render workers run. They load it by
 * path from sitegen's compiled lib/ (thread-module.ts), so it imports only Node and protocol/.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compression } from '../config/define-config.js';
import { HASHED_DIR, isContentNamedFile } from '../protocol/output-files.js';

export interface FileWritingOptions {
  dir: string;
  compress: Compression | false;
  cacheDir?: string;
}

export interface FileWriting {
  /** Writes before it returns (render workers, which have rendering to do meanwhile anyway); returns the size in bytes. */
  writeOutputFile: (file: string, content: string | Uint8Array) => number;
  /**
   * Starts the writes and resolves when they are done (the writer thread): creating a file can
   * wait on the disk for a millisecond, and libuv's threads wait for several at once.
   */
  writeOutputFileAsync: (file: string, content: string | Uint8Array) => Promise<number>;
}

/** Room for any page up to 349,525 characters (UTF-8 takes at most 3 bytes for each UTF-16 unit). */
const SCRATCH_BYTES = 1 << 20;
const COMPRESSIBLE = /\.(html|json|js|css|svg|xml|txt|webmanifest)$/;

/** Compressed copies no build has used for this long leave the cache (each release adds its manifest's). */
export const COMPRESSED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function createFileWriting({ dir, compress, cacheDir }: FileWritingOptions): FileWriting {
  if (cacheDir && compress) pruneCache(cacheDir, Date.now() - COMPRESSED_CACHE_MAX_AGE_MS);
  const created = new Set([dir]);
  const ensureDir = (folder: string) => {
    if (!created.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      created.add(folder);
    }
  };
  const cached = (file: string, data: Uint8Array, extension: string, make: () => Uint8Array) =>
    cacheDir && file.startsWith(HASHED_DIR) ? cachedCopy(cacheDir, file, data, extension, make) : make();
  // Text is encoded into one reused buffer: a fresh Buffer per file costs more than the encoding.
  // Not grown for the odd large page (a list of 5,000 postings is 7 MB, 21 MB of room as UTF-8's
  // worst case), which would keep that room for the rest of the build: that page gets its own.
  const scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  const encode = (text: string) => (text.length * 3 > SCRATCH_BYTES ? Buffer.from(text) : scratch.subarray(0, scratch.write(text)));
  /** Where one output file goes: itself, and its compressed copies where they pay. */
  const copiesOf = (file: string, data: Uint8Array): [string, Uint8Array][] => {
    const target = path.join(dir, file);
    ensureDir(path.dirname(target));
    const copies: [string, Uint8Array][] = [[target, data]];
    if (compress && data.byteLength >= 1024 && COMPRESSIBLE.test(file)) {
      // Assets are few and cached for a year: squeeze them; pages are many: stay fast.
      const quality = file.startsWith(HASHED_DIR) ? 11 : 5;
      if (compress !== 'brotli') copies.push([`${target}.gz`, cached(file, data, '.gz', () => zlib.gzipSync(data, { level: 9 }))]);
      if (compress !== 'gzip') copies.push([`${target}.br`, cached(file, data, '.br', () => brotli(data, quality))]);
    }
    return copies;
  };
  return {
    writeOutputFile: (file, content) => {
      const data = typeof content === 'string' ? encode(content) : content;
      for (const [target, bytes] of copiesOf(file, data)) fs.writeFileSync(target, bytes);
      return data.byteLength;
    },
    writeOutputFileAsync: (file, content) => {
      const data = typeof content === 'string' ? Buffer.from(content) : content;
      return Promise.all(copiesOf(file, data).map(([target, bytes]) => fs.promises.writeFile(target, bytes))).then(() => data.byteLength);
    },
  };
}

function brotli(data: Uint8Array, quality: number): Uint8Array {
  return zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength },
  });
}

/**
 * Compressed bytes of a `_sitegen/` file, from the cache when an earlier build made them. A
 * content-named file is kept under its name; a release file (builds/), whose bytes change under
 * one name, under its name and a hash of its bytes: the release stylesheet's brotli 11 (~45 ms)
 * is then paid once, not on every build's tail.
 */
function cachedCopy(cacheDir: string, file: string, data: Uint8Array, extension: string, make: () => Uint8Array): Uint8Array {
  const key = isContentNamedFile(file) ? '' : `.${createHash('sha256').update(data).digest('hex').slice(0, 16)}`;
  const entry = path.join(cacheDir, file.replace(/[\\/]/g, '__') + key + extension);
  try {
    const bytes = fs.readFileSync(entry);
    // Its time says when a build last used it: what pruneCache keeps.
    const now = new Date();
    fs.utimesSync(entry, now, now);
    return bytes;
  } catch {
    const bytes = make();
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(entry, bytes);
    return bytes;
  }
}

/** Removes the cache's entries last used before `usedSince` (ms); another thread may be pruning too, so a missing file is fine. */
export function pruneCache(cacheDir: string, usedSince: number): void {
  let names: string[];
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) {
    const entry = path.join(cacheDir, name);
    try {
      if (fs.statSync(entry).mtimeMs < usedSince) fs.rmSync(entry, { force: true });
    } catch {
      // Gone already: pruned by another writer.
    }
  }
}
