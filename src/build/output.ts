/**
 * Where a build's files go: memory (for `build({ write: false })` and tests) or a staging folder
 * beside the output folder that is swapped into place only when the whole build succeeded.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export interface OutputSink {
  write(file: string, content: string | Uint8Array): Promise<void>;
  /** Number of files and bytes written (not counting compressed copies). */
  readonly stats: { files: number; bytes: number };
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  readonly stats = { files: 0, bytes: 0 };
  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.set(file, content);
    this.stats.files += 1;
    this.stats.bytes += byteLength(content);
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|json|js|css|svg|xml|txt|webmanifest)$/;
/** Below this, compression saves nothing a TCP packet would notice. */
const MIN_COMPRESS_BYTES = 1024;

export class StagingSink implements OutputSink {
  readonly stats = { files: 0, bytes: 0 };
  private readonly dirs = new Map<string, Promise<void>>();

  constructor(
    readonly dir: string,
    private readonly compress: boolean,
  ) {}

  /** A fresh staging folder beside `outDir`, on the same file system so the swap is a rename. */
  static async create(outDir: string, compress: boolean): Promise<StagingSink> {
    const dir = `${outDir}.staging-${randomBytes(4).toString('hex')}`;
    await mkdir(dir, { recursive: true });
    return new StagingSink(dir, compress);
  }

  async write(file: string, content: string | Uint8Array): Promise<void> {
    const target = path.join(this.dir, file);
    await this.ensureDir(path.dirname(target));
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    this.stats.files += 1;
    this.stats.bytes += data.byteLength;
    const writes = [writeFile(target, data)];
    if (this.compress && data.byteLength >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(file)) {
      writes.push(
        gzip(data, { level: 9 }).then((gz) => writeFile(`${target}.gz`, gz)),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength } }).then((br) => writeFile(`${target}.br`, br)),
      );
    }
    await Promise.all(writes);
  }

  /** Creates a folder once, parents first; cheaper than a recursive mkdir per file at 15,000 pages. */
  private ensureDir(dir: string): Promise<void> {
    let created = this.dirs.get(dir);
    if (!created) {
      created =
        dir === this.dir
          ? Promise.resolve()
          : this.ensureDir(path.dirname(dir)).then(() =>
              mkdir(dir).then(
                () => undefined,
                (error: NodeJS.ErrnoException) => {
                  if (error.code !== 'EEXIST') throw error;
                },
              ),
            );
      this.dirs.set(dir, created);
    }
    return created;
  }

  /** Replaces `outDir` with the staging folder; the old output is removed only after the swap. */
  async swapInto(outDir: string): Promise<void> {
    const previous = `${outDir}.previous-${randomBytes(4).toString('hex')}`;
    let moved = false;
    try {
      await rename(outDir, previous);
      moved = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      await rename(this.dir, outDir);
    } catch (error) {
      if (moved) await rename(previous, outDir);
      throw error;
    }
    if (moved) removeInBackground(previous);
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Deletes a folder in a detached process: the swap is already done, and removing 30,000 old
 * files would otherwise add seconds to every large build. A leftover from a killed process is
 * swept by the next build (`sweepLeftovers`).
 */
function removeInBackground(dir: string): void {
  const child = spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], { detached: true, stdio: 'ignore' });
  child.unref();
}

/** Staging or previous folders of builds that were killed half-way, beside `outDir`. */
export async function sweepLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const leftovers = names.filter((name) => name.startsWith(`${base}.previous-`));
  for (const name of leftovers) removeInBackground(path.join(parent, name));
}

/** Assets are few and cached for a year: squeeze them. Pages are many and change: stay fast. */
function brotliQuality(file: string): number {
  return file.startsWith('_sitegen/') ? 11 : 6;
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
