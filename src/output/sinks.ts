/**
 * Where a build's files go: memory (for `build({ write: false })` and tests) or a staging folder
 * beside the output folder that is swapped into place only when the whole build succeeded.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileWriter } from './file-writer.js';
import type { InlineStyles } from '../render/inline-styles.js';
import type { WrittenFile } from './written-file.js';
import type { Compression } from '../config/define-config.js';

export interface OutputSink {
  /** `styles`: an HTML document's inline CSS, when its renderer knows it (else it is found in the content). */
  write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void>;
  /** Takes note of a file a render worker already wrote into the output folder. */
  record(written: WrittenFile): void;
  /** Number of files and bytes written (not counting compressed copies). */
  readonly stats: { files: number; bytes: number };
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  readonly stats = { files: 0, bytes: 0 };
  write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.set(file, content);
    this.stats.files += 1;
    this.stats.bytes += byteLength(content);
    return Promise.resolve();
  }

  record(): void {
    throw new Error('Render workers write to disk; a build into memory renders on the main thread');
  }
}

export class StagingSink implements OutputSink {
  readonly stats = { files: 0, bytes: 0 };
  private readonly writer: FileWriter;

  constructor(
    readonly dir: string,
    compress: Compression | false,
    cacheDir?: string,
  ) {
    this.writer = new FileWriter({ dir, compress, cacheDir });
  }

  /**
   * A fresh staging folder beside `outDir`, on the same file system so the swap is a rename. Its
   * name holds this process's id, so the next build can tell a killed build's folder from a
   * running one's.
   */
  static async create(outDir: string, compress: Compression | false, cacheDir?: string): Promise<StagingSink> {
    const dir = `${outDir}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
    await mkdir(dir, { recursive: true });
    return new StagingSink(dir, compress, cacheDir);
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

  /** Waits for every file to be on disk. */
  async finish(): Promise<void> {
    await this.writer.close();
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
    await this.writer.abort();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Deletes a folder in a detached process: the swap is already done, and removing 30,000 old
 * files would otherwise add seconds to every large build. A leftover from a killed process is
 * swept by the next build (`sweepLeftovers`).
 */
function removeInBackground(dir: string): void {
  const child = spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
}

/** A staging folder without a process id in its name (older sitegen) counts as abandoned after this long. */
const ABANDONED_STAGING_MS = 60 * 60 * 1000;

/**
 * Previous outputs not yet removed, and staging folders of builds killed half-way, beside
 * `outDir`. A staging folder is a killed build's when the process named in it no longer runs; a
 * build running meanwhile (a second terminal, `sitegen dev`) keeps its own.
 */
export async function sweepLeftovers(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const full = path.join(parent, name);
    if (name.startsWith(`${base}.previous-`)) removeInBackground(full);
    else if (name.startsWith(`${base}.staging-`) && (await isAbandoned(name.slice(`${base}.staging-`.length), full)))
      removeInBackground(full);
  }
}

/** `suffix`: `<pid>-<random>`, or `<random>` from a sitegen that did not name the process. */
async function isAbandoned(suffix: string, full: string): Promise<boolean> {
  const pid = /^(\d+)-[0-9a-f]+$/.exec(suffix)?.[1];
  if (pid !== undefined) return Number(pid) !== process.pid && !isRunning(Number(pid));
  const stats = await stat(full).catch(() => undefined);
  return stats !== undefined && Date.now() - stats.mtimeMs > ABANDONED_STAGING_MS;
}

/** Signal 0 checks that a process exists without touching it; EPERM: it exists, as another user. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
