/** A copy of this repository as a fresh clone has it: the files git knows, no node_modules, no build output. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './fixture.js';

export async function copyRepository(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-clone-'));
  // Tracked files and new ones not yet committed (so a change is tested before its commit), never ignored ones.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(REPO_ROOT, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(source, path.join(dir, file));
  }
  return dir;
}
