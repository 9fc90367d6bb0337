/**
 * Writing one output file, and its `.gz` and `.br` copies as `compress` asks, with synchronous fs calls: the code of
 * the writer thread and of the render workers. Source text (CommonJS, Node built-ins only) rather
 * than a function, so no bundler can rewrite it: it runs the same from source, tests and the CLI
 * bundle. It defines `createFileWriting({ dir, compress, cacheDir })`, which returns
 * `writeOutputFile(file, data)` (synchronous; the data is not kept) and `writeOutputFileAsync`.
 * Folder names come from protocol/output-files.ts, spliced in as string literals.
 */
import { HASHED_DIR, RELEASES_DIR } from '../protocol/output-files.js';

export const WRITE_FILE_CODE = `
function createFileWriting({ dir, compress, cacheDir }) {
  const fs = require('node:fs');
  const path = require('node:path');
  const zlib = require('node:zlib');
  const compressible = /\\.(html|json|js|css|svg|xml|txt|webmanifest)$/;
  const created = new Set([dir]);
  const ensureDir = (folder) => {
    if (!created.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      created.add(folder);
    }
  };
  /** Compressed bytes of a content-addressed asset, from the cache when an earlier build made them. */
  const cached = (file, extension, make) => {
    // Release files (builds/) keep their names across rebuilds while their bytes change: never cached (isContentNamedFile).
    if (!cacheDir || !file.startsWith(${JSON.stringify(HASHED_DIR)}) || file.startsWith(${JSON.stringify(RELEASES_DIR)})) return make();
    const entry = path.join(cacheDir, file.replace(/[\\\\/]/g, '__') + extension);
    try {
      return fs.readFileSync(entry);
    } catch {
      const bytes = make();
      ensureDir(cacheDir);
      fs.writeFileSync(entry, bytes);
      return bytes;
    }
  };
  // Text is encoded into one reused buffer: a fresh Buffer per file costs more than the encoding.
  let scratch = Buffer.allocUnsafe(1 << 20);
  const encode = (text) => {
    if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3);
    return scratch.subarray(0, scratch.write(text));
  };
  /** Where one output file goes: itself, and its compressed copies where they pay. */
  const copiesOf = (file, data) => {
    const target = path.join(dir, file);
    ensureDir(path.dirname(target));
    const copies = [[target, data]];
    if (compress && data.byteLength >= 1024 && compressible.test(file)) {
      // Assets are few and cached for a year: squeeze them; pages are many: stay fast.
      const quality = file.startsWith(${JSON.stringify(HASHED_DIR)}) ? 11 : 5;
      if (compress !== 'brotli') copies.push([target + '.gz', cached(file, '.gz', () => zlib.gzipSync(data, { level: 9 }))]);
      if (compress !== 'gzip') copies.push([target + '.br', cached(file, '.br', () => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }))]);
    }
    return copies;
  };
  return {
    /** Writes before it returns (render workers, which have rendering to do meanwhile anyway). */
    writeOutputFile(file, content) {
      const data = typeof content === 'string' ? encode(content) : content;
      for (const [target, bytes] of copiesOf(file, data)) fs.writeFileSync(target, bytes);
      return data.byteLength;
    },
    /**
     * Starts the writes and resolves when they are done (the writer thread): creating a file can
     * wait on the disk for a millisecond, and libuv's threads wait for several at once.
     */
    writeOutputFileAsync(file, content) {
      const data = typeof content === 'string' ? Buffer.from(content) : content;
      return Promise.all(copiesOf(file, data).map(([target, bytes]) => fs.promises.writeFile(target, bytes))).then(() => data.byteLength);
    },
  };
}
`;
