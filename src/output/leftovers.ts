/**
 * What a build leaves beside the output folder: the previous output, removed in the background
 * after the swap, and the staging folder of a build that was killed half-way.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Deletes a folder in a detached process: the swap is already done, and removing 30,000 old
 * files would otherwise add seconds to every large build. A leftover from a killed process is
 * swept by the next build (`sweepLeftovers`).
 */
export function removeInBackground(dir: string): void {
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
    // Only the names sitegen makes (a random 8-digit hex suffix): `dist.previous-notes/` is the user's.
    if (name.startsWith(`${base}.previous-`)) {
      if (/^[0-9a-f]{8}$/.test(name.slice(`${base}.previous-`.length))) removeInBackground(full);
    } else if (name.startsWith(`${base}.staging-`) && (await isAbandoned(name.slice(`${base}.staging-`.length), full)))
      removeInBackground(full);
  }
}

/** `suffix`: `<pid>-<random>`, or `<random>` from a sitegen that did not name the process. */
async function isAbandoned(suffix: string, full: string): Promise<boolean> {
  const pid = /^(\d+)-[0-9a-f]{8}$/.exec(suffix)?.[1];
  if (pid !== undefined) return Number(pid) !== process.pid && !isRunning(Number(pid));
  if (!/^[0-9a-f]{8}$/.test(suffix)) return false;
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
