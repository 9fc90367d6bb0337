/**
 * When the output cannot be written, the cause is nearly always the user's machine, not sitegen:
 * a parent that is a file, a read-only folder or file system, a full disk, a folder removed
 * meanwhile. Such a failure becomes a plain error that names the folder, the cause and the fix.
 *
 * The error code alone can mislead: Node's recursive mkdir reports ENOENT when the folder cannot
 * be created on a read-only file system, so a missing folder is looked at before it is blamed.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';

/** The errno codes that describe the machine: everything else stays an internal error. */
const ENVIRONMENT_CODES = new Set([
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOSPC',
  'EDQUOT',
  'ENOENT',
  'EMFILE',
  'ENFILE',
]);

export interface OutputErrorOptions {
  /** The output folder (absolute). */
  outDir: string;
  /** Paths are shown relative to this folder when they lie inside it. */
  cwd?: string;
}

interface Cause {
  what: string;
  hint: string;
}

/**
 * A SitegenError for an error of the output folder's file system, or undefined when `error` is
 * not one (a bug, or an error that already says what to do).
 */
export function outputError(error: unknown, { outDir, cwd = process.cwd() }: OutputErrorOptions): SitegenError | undefined {
  const { code, path: failedPath } = (error ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || !ENVIRONMENT_CODES.has(code)) return undefined;
  const show = (file: string) => {
    const relative = path.relative(cwd, file);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  };
  // The compressed-asset cache lives in the project, not beside the output: name what failed.
  const folder = failedPath && !belongsToOutput(failedPath, outDir) ? path.dirname(failedPath) : outDir;
  const cause = describeCause(code, failedPath ?? folder, folder, show);
  const label = folder === outDir ? 'the output folder' : 'the folder';
  const where = `${show(folder)}${folder.endsWith(path.sep) ? '' : path.sep}`;
  return new SitegenError(`Cannot write ${label} ${where}: ${cause.what}`, { file: show(folder), hint: cause.hint, cause: error });
}

/** The output folder, its staging and previous copies beside it, and the folders above it. */
function belongsToOutput(file: string, outDir: string): boolean {
  const inside = (parent: string) => file === parent || file.startsWith(parent + path.sep);
  if (inside(outDir) || outDir.startsWith(file + path.sep)) return true;
  const base = path.basename(outDir);
  const [first] = path.relative(path.dirname(outDir), file).split(path.sep);
  return first !== undefined && (first.startsWith(`${base}.staging-`) || first.startsWith(`${base}.previous-`));
}

const ELSEWHERE = 'or build into another folder with --out <dir> (or outDir in the config)';

function describeCause(code: string, failedPath: string, folder: string, show: (file: string) => string): Cause {
  const existing = nearestExisting(failedPath);
  if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOENT' || code === 'EISDIR') {
    if (existing && !existing.isFolder) {
      return {
        what: `${show(existing.path)} is a file, not a folder (${code})`,
        hint: `Move or rename the file ${show(existing.path)}, ${ELSEWHERE}.`,
      };
    }
    if (code === 'ENOENT') {
      const denied = existing && writeDenied(existing.path);
      if (denied) return describeCause(denied, existing.path, folder, show);
      return {
        what: `${show(failedPath)} disappeared while the site was being written (ENOENT)`,
        hint: `Make sure no other program removes it meanwhile (a second build, a clean-up script), then build again.`,
      };
    }
  }
  const closest = existing?.path ?? failedPath;
  switch (code) {
    case 'EROFS':
      return {
        what: `${show(closest)} is on a read-only file system (EROFS)`,
        hint: 'Build into a folder on a writable disk with --out <dir> (or outDir in the config), or mount the disk writable.',
      };
    case 'EACCES':
    case 'EPERM':
      return {
        what: `no permission to write in ${show(closest)} (${code})`,
        hint: `Give your user write access to ${show(closest)} (e.g. chmod u+w ${show(closest)}), ${ELSEWHERE}.`,
      };
    case 'ENOSPC':
      return {
        what: `the disk is full (ENOSPC)`,
        hint: `Free some space on the disk that holds ${show(folder)} (df -h shows how much is left), ${ELSEWHERE}. The output folder was left as it was.`,
      };
    case 'EDQUOT':
      return {
        what: `your disk quota is used up (EDQUOT)`,
        hint: `Free some of your space on the disk that holds ${show(folder)}, ${ELSEWHERE}. The output folder was left as it was.`,
      };
    default:
      // EMFILE, ENFILE
      return {
        what: `too many files are open at once (${code})`,
        hint: 'Raise the limit of open files (e.g. ulimit -n 4096), or close programs that hold many files open, then build again.',
      };
  }
}

/** The path itself or the nearest folder above it that exists. */
function nearestExisting(file: string): { path: string; isFolder: boolean } | undefined {
  for (let current = file; ; current = path.dirname(current)) {
    let stats;
    try {
      stats = statSync(current, { throwIfNoEntry: false });
    } catch {
      // ENOTDIR: a file above it; keep going up until it is found.
    }
    if (stats) return { path: current, isFolder: stats.isDirectory() };
    if (path.dirname(current) === current) return undefined;
  }
}

/** EROFS or EACCES when this process may not write in `folder`, else undefined. */
function writeDenied(folder: string): string | undefined {
  try {
    accessSync(folder, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EROFS' || code === 'EACCES' || code === 'EPERM' ? code : undefined;
  }
}
