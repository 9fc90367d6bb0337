/**
 * The sink of a build to disk: a staging folder beside the output folder, written by the writer
 * thread (file-writer.ts) and by render workers, and swapped into place only when the whole build
 * succeeded (or, for an incremental build, its files renamed into place: commit-in-place.ts); until
 * then the previous output stays as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { Compression } from '../config/define-config.js';
import { commitInPlace, type InPlace } from './commit-in-place.js';
import { FileWriter } from './file-writer.js';
import { removeInBackground, sweepLeftovers } from './leftovers.js';
import { SitegenError } from '../errors.js';
import { outputError } from './output-error.js';
import { folderContents, mayReplace } from './release-folder.js';
import { byteLength, type CarriedFiles, type OutputSink, type WorkerTarget } from './sinks.js';
import type { WrittenFile } from './written-file.js';

export interface StagingSinkOptions {
  outDir: string;
  compress: Compression | false;
  /** Where compressed copies of content-named files are kept between builds (file-writer.ts). */
  cacheDir?: string;
  /**
   * An incremental build that left its unchanged pages in the output folder: commit renames this
   * build's files into it one by one and removes `removed` and what no page has (commit-in-place.ts),
   * instead of swapping the whole folder.
   */
  inPlace?: InPlace;
}

export class StagingSink implements OutputSink {
  readonly stats = { files: 0, bytes: 0 };
  private readonly writer: FileWriter;

  private constructor(
    private readonly dir: string,
    private readonly options: StagingSinkOptions,
  ) {
    this.writer = new FileWriter({ dir, compress: options.compress, cacheDir: options.cacheDir });
  }

  /**
   * A fresh staging folder beside `outDir`, on the same file system so the swap is a rename, after
   * sweeping a killed build's leftovers. Its name holds this process's id, so the next build can
   * tell a killed build's folder from a running one's.
   */
  static async open(options: StagingSinkOptions): Promise<StagingSink> {
    await sweepLeftovers(options.outDir);
    const dir = `${options.outDir}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await mkdir(dir, { recursive: true });
    } catch (error) {
      throw outputError(error, { outDir: options.outDir }) ?? error;
    }
    return new StagingSink(dir, options);
  }

  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.stats.files += 1;
    this.stats.bytes += byteLength(content);
    await this.writer.write(file, content);
  }

  record(written: WrittenFile): void {
    this.stats.files += 1;
    this.stats.bytes += written.bytes;
  }

  recordCarried(carried: CarriedFiles): void {
    this.stats.files += carried.count;
    this.stats.bytes += carried.bytes;
  }

  workerTarget(): WorkerTarget {
    return { dir: this.dir, compress: this.options.compress, cacheDir: this.options.cacheDir };
  }

  /** Waits for every file to be on disk, then swaps the staging folder into the output folder. */
  async commit(): Promise<void> {
    await this.writer.close();
    const { outDir, compress, inPlace } = this.options;
    if (inPlace) await commitInPlace({ staging: this.dir, outDir, compress, ...inPlace });
    else await this.swapInto(outDir);
  }

  async discard(): Promise<void> {
    await this.writer.abort();
    await rm(this.dir, { recursive: true, force: true });
  }

  /** A file system that refuses the output (a file in the way, read-only, full) is the user's machine, not a bug. */
  explainError(error: unknown): unknown {
    return outputError(error, { outDir: this.options.outDir }) ?? error;
  }

  /** Replaces `outDir` with the staging folder; the old output is removed only after the swap. */
  private async swapInto(outDir: string): Promise<void> {
    // The build checked the folder before writing (build/output-folder-safety.ts); this is the last line: never move away what sitegen did not write.
    const contents = folderContents(outDir);
    if (!mayReplace(contents))
      throw new SitegenError(
        `The output folder ${outDir} ${contents === 'file' ? 'is a file' : 'holds files sitegen did not write'}: it was left as it was`,
        {
          file: outDir,
          hint: "Build into a folder of its own, e.g. --out dist (or outDir: 'dist' in the config).",
        },
      );
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
}
