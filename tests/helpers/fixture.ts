/**
 * Copies a fixture site from tests/fixtures/ to a fresh temp folder, with the repository's
 * node_modules linked in as a real project would have them, and runs the CLI there.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(REPO_ROOT, 'bin/sitegen.js');

export interface Fixture {
  dir: string;
  path(...parts: string[]): string;
  read(file: string): Promise<string>;
  write(file: string, content: string): Promise<void>;
  /** Edits a file with a function of its text. */
  edit(file: string, change: (text: string) => string): Promise<void>;
  remove(): Promise<void>;
}

export async function copyFixture(name: string): Promise<Fixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `sitegen-${name}-`));
  await cp(path.join(REPO_ROOT, 'tests/fixtures', name), dir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|\.sitegen|node_modules)$/.test(source),
  });
  await linkNodeModules(dir);
  const fixture: Fixture = {
    dir,
    path: (...parts) => path.join(dir, ...parts),
    read: (file) => readFile(path.join(dir, file), 'utf8'),
    write: (file, content) => writeFile(path.join(dir, file), content),
    edit: async (file, change) => fixture.write(file, change(await fixture.read(file))),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  return fixture;
}

/**
 * Gives `dir` a node_modules as an installed site has: every package of the repository's, and
 * `sitegen` itself (this checkout, whose `exports` lead to the compiled lib/).
 */
export async function linkNodeModules(dir: string): Promise<void> {
  const modules = path.join(dir, 'node_modules');
  await mkdir(modules);
  const names = (await readdir(path.join(REPO_ROOT, 'node_modules'))).filter((name) => name !== 'sitegen');
  await Promise.all(names.map((name) => symlink(path.join(REPO_ROOT, 'node_modules', name), path.join(modules, name), 'dir')));
  await symlink(REPO_ROOT, path.join(modules, 'sitegen'), 'dir');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `sitegen …` in a folder and collects its output (without the runner's SITE_URL, which builds read). */
export function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const { SITE_URL: _siteUrl, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
