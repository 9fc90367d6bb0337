/**
 * Lookups use the synchronous calls: on a folder that is being served these are page-cache hits
 * of a few microseconds, and a round trip through libuv's thread pool for each of them cost more
 * than half the throughput (measured against sirv-cli).
 *
 * The served folder on disk, as a rebuild swaps it: `dist` is renamed away and a new folder
 * renamed in its place, so for a moment there is none, and a file looked up in one release may
 * be gone in the next. A file is opened first and everything after (size, content, the real
 * path checked against the folder) comes from that open file, so a response is one whole file of
 * one release; a miss is trusted only if the folder did not change meanwhile.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, readlinkSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isServable } from './request-path.js';

export interface OpenFile {
  fd: number;
  stats: Stats;
  /** Path inside the folder, with `/`. */
  relative: string;
}

export type Lookup =
  | { type: 'found'; file: OpenFile }
  | { type: 'missing'; release: string }
  | { type: 'no-folder' }
  /** The file is there but this process may not read it (EACCES, EPERM): 403, and the owner told. */
  | { type: 'forbidden'; relative: string; code: string };

/** Errors of `open` that mean "no such servable file here", not a fault. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR', 'ENAMETOOLONG', 'EINVAL', 'ENXIO', 'EILSEQ']);
/** Errors that mean the file is there but not readable by this process, as nginx answers them: 403. */
const FORBIDDEN = new Set(['EACCES', 'EPERM']);

/** What an error of looking up or opening a file means for the request. Pure. */
export function openErrorKind(error: unknown): 'missing' | 'forbidden' | 'fault' {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return MISSING.has(code) ? 'missing' : FORBIDDEN.has(code) ? 'forbidden' : 'fault';
}
/** O_NONBLOCK: opening a FIFO planted in the folder must not hang a thread; it is then refused as not a file. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
/** How long a request waits for the folder to come back while a rebuild swaps it (the gap is two renames). */
const FOLDER_WAIT_MS = [1, 2, 5, 10, 20, 50, 100, 200, 400, 800];
const ATTEMPTS = 4;

export class SiteFolder {
  readonly root: string;
  /** The folder's real path, looked up again when a file seems to lie outside it (a `current` symlink moved to the next release). */
  private realRoot: string | undefined;
  /** The release the last miss was decided in. */
  private seenRelease: string | undefined;
  private procFd = process.platform === 'linux';

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The folder's identity (undefined while there is none). */
  release(): string | undefined {
    try {
      const stats = statSync(this.root);
      return stats.isDirectory() ? `${stats.dev}:${stats.ino}:${stats.birthtimeMs}` : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Opens the first of `candidates` (paths inside the folder, `/`-separated) that exists in one
   * release. A hit needs no look at the folder itself (the real path check tells a file of a
   * folder renamed away); a miss is trusted only once the folder is the one seen before, and
   * looked up again otherwise: a miss while the folder was swapped may be the gap between the renames.
   */
  async openFirst(candidates: string[]): Promise<Lookup> {
    for (let attempt = 0; ; attempt++) {
      for (const relative of candidates) {
        const file = this.tryOpen(relative);
        if (file) return 'code' in file ? { type: 'forbidden', relative, code: file.code } : { type: 'found', file };
      }
      const seen = this.seenRelease;
      const now = this.release() ?? (await this.waitForFolder());
      this.seenRelease = now;
      if (now === undefined) return { type: 'no-folder' };
      if (now === seen || attempt === ATTEMPTS) return { type: 'missing', release: now };
    }
  }

  private async waitForFolder(): Promise<string | undefined> {
    for (const ms of FOLDER_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const release = this.release();
      if (release !== undefined) return release;
    }
    return undefined;
  }

  private tryOpen(relative: string): OpenFile | { code: string } | undefined {
    const full = path.join(this.root, relative);
    let fd: number;
    try {
      // A miss is the common case for .br/.gz and 404s: answered without an exception (V8 builds a stack for each).
      if (!statSync(full, { throwIfNoEntry: false })) return undefined;
      fd = openSync(full, OPEN_FLAGS);
    } catch (error) {
      const kind = openErrorKind(error);
      if (kind === 'missing') return undefined;
      if (kind === 'forbidden') return { code: (error as NodeJS.ErrnoException).code! };
      throw error;
    }
    try {
      const stats = fstatSync(fd);
      if (stats.isFile() && this.isInside(this.realPathOf(fd, full))) return { fd, stats, relative };
    } catch (error) {
      closeSync(fd);
      if (openErrorKind(error) !== 'fault') return undefined;
      throw error;
    }
    closeSync(fd);
    return undefined;
  }

  /**
   * The one decision on the file actually read: its real path (symlinks resolved, of the open
   * file itself where the system tells) must lie inside the folder and be servable there, so a
   * link to /etc/passwd or to a dotfile is refused like the file itself.
   */
  private isInside(real: string): boolean {
    const known = this.realRoot;
    const inside = known !== undefined && this.servableUnder(known, real);
    if (inside) return true;
    try {
      this.realRoot = realpathSync.native(this.root);
    } catch {
      return false; // no folder: a swap is under way
    }
    return this.realRoot !== known && this.servableUnder(this.realRoot, real);
  }

  private servableUnder(root: string, real: string): boolean {
    const inside = path.relative(root, real);
    if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return false;
    return isServable(inside.split(path.sep));
  }

  private realPathOf(fd: number, full: string): string {
    if (this.procFd) {
      try {
        // The path of the open file, not of the name looked up: no window for a swap of the name.
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        this.procFd = false;
      }
    }
    return realpathSync.native(full);
  }
}

/** The whole content of an open file (it may have been written meanwhile: as much as there is). */
export function readWhole(file: OpenFile): Buffer {
  const buffer = Buffer.allocUnsafe(file.stats.size);
  let offset = 0;
  while (offset < buffer.length) {
    const bytesRead = readSync(file.fd, buffer, offset, buffer.length - offset, offset);
    if (bytesRead === 0) break;
    offset += bytesRead;
  }
  return offset === buffer.length ? buffer : buffer.subarray(0, offset);
}

export function closeFile(file: OpenFile): void {
  try {
    closeSync(file.fd);
  } catch {
    // Already closed by a stream that owned it.
  }
}
