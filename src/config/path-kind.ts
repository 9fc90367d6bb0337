/** What lies at a path on disk, for the config check (referenced-files.ts); the one place config/ reads the disk. */
import { statSync } from 'node:fs';

/** What lies at an absolute path: a file, a folder, or nothing. */
export type PathKind = 'file' | 'folder' | undefined;

export function pathKind(absolute: string): PathKind {
  try {
    const stats = statSync(absolute, { throwIfNoEntry: false });
    return stats?.isFile() ? 'file' : stats?.isDirectory() ? 'folder' : undefined;
  } catch (error) {
    // A file where a folder of the path should be: nothing is there. Anything else (no access) is the machine's to report.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}
