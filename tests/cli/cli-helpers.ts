/** What the CLI tests check around a run: the output folder's bytes, leftovers, the shape of an error. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { CLI, copyFixture, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';

/** relative path → sha256 of every file under `dir`, so two snapshots compare byte for byte. */
export async function hashTree(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes.set(
      path.relative(dir, full),
      createHash('sha256')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return new Map([...hashes].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Folders a build leaves beside the output folder while it runs (`dist.staging-*`, `dist.previous-*`). */
export async function leftovers(root: string): Promise<string[]> {
  return (await readdir(root)).filter((name) => /\.(staging|previous)-/.test(name));
}

/**
 * The leftovers once the build's background clean-up (the previous output is deleted by a
 * detached process after the swap) has had its chance. Looks again whenever an entry of `root`
 * changes, not on a timer; gives up after 15 s and returns what is still there.
 */
export async function leftoversAfterCleanUp(root: string): Promise<string[]> {
  const watcher = watch(root);
  try {
    let changed = new Promise<void>((resolve) => watcher.once('change', () => resolve()));
    const giveUp = new Promise<'gave up'>((resolve) => setTimeout(() => resolve('gave up'), 15_000).unref());
    for (;;) {
      // Watch before looking, so a removal between the look and the wait is not missed.
      const next = changed;
      changed = new Promise<void>((resolve) => watcher.once('change', () => resolve()));
      const found = await leftovers(root);
      if (found.length === 0 || (await Promise.race([next, giveUp])) === 'gave up') return found.length === 0 ? found : leftovers(root);
    }
  } finally {
    watcher.close();
  }
}

/** A copy of the fixture that has been built once, so a `dist/` from a good build exists. */
export async function builtFixture(name = 'basic'): Promise<Fixture> {
  const fixture = await copyFixture(name);
  const result = await runCli(['build'], fixture.dir);
  if (result.code !== 0) {
    await fixture.remove();
    throw new Error(`the first build of the ${name} fixture failed:\n${result.stderr}`);
  }
  return fixture;
}

/** A fresh empty folder under the system's temp folder; `remove` deletes it with everything in it. */
export async function tempFolder(prefix = 'sitegen-init-'): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A user mistake: exit code 1, a plain message, no stack trace, no "Internal error". */
export function expectUserError(result: CliResult): void {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr).not.toMatch(/^ {4}at /m);
  expect(result.stderr).not.toContain('Internal error');
  expect(result.stderr).not.toMatch(/^\w*Error:/m);
}

export interface RunningServer {
  url: string;
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  stop(): Promise<void>;
}

/** After a suite: stops its server, then removes its fixture even if the server would not stop. */
export async function stopServerAndRemove(
  server: RunningServer | undefined,
  fixture: { remove(): Promise<void> } | undefined,
): Promise<void> {
  try {
    await server?.stop();
  } finally {
    await fixture?.remove();
  }
}

/** Starts `sitegen serve` (or its alias `preview`) on a free loopback port and resolves once it prints its "Serving" line. */
export function startServe(args: string[], cwd: string, command: 'serve' | 'preview' = 'serve'): Promise<RunningServer> {
  return startServer([command, ...args], cwd, /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/, 'its "Serving" line');
}

/** Starts `sitegen dev` on a free loopback port and resolves once it prints its address (after the first build). */
export function startDev(cwd: string): Promise<RunningServer> {
  return startServer(['dev'], cwd, /sitegen dev at (http:\/\/127\.0\.0\.1:\d+\/)/, 'its address', 60_000);
}

/** Runs a serving command on a free loopback port until it prints the line `ready` finds the URL in. */
function startServer(args: string[], cwd: string, ready: RegExp, line: string, limitMs = 20_000): Promise<RunningServer> {
  const child = spawn(process.execPath, [CLI, args[0]!, '--port', '0', '--host', '127.0.0.1', ...args.slice(1)], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const name = `sitegen ${args[0]}`;
  let stdout = '';
  let stderr = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A server that ignores SIGTERM must not outlive the tests.
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    // Never leave a server behind that did not come up.
    const giveUp = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not print ${line}:\n${stdout}${stderr}`));
    }, limitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = ready.exec(stdout)?.[1];
      if (url) {
        clearTimeout(giveUp);
        resolve({ url, child, output: () => stdout + stderr, stop });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(giveUp);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(giveUp);
      reject(new Error(`${name} exited with ${code} before serving:\n${stdout}${stderr}`));
    });
  });
}
