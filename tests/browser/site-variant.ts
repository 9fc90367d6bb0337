/**
 * A second build of the company site with different settings (e.g. a contact endpoint), served by
 * `sitegen serve` on a free port for the tests that need it. The default site of
 * playwright.config.ts stays as the company ships it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export interface SiteVariant {
  baseURL: string;
  stop(): Promise<void>;
}

const SITEGEN = path.resolve('bin/sitegen.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startSiteVariant(name: string, env: Record<string, string>): Promise<SiteVariant> {
  // Per process: each Playwright worker builds its own copy, so parallel workers never clash.
  const out = `.sitegen/test-dist-${name}-${process.pid}`;
  const built = spawnSync(process.execPath, [SITEGEN, 'build', '--out', out], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`Building the "${name}" variant failed:\n${built.stdout}${built.stderr}`);
  const served = await serveBuiltFolder(out, process.cwd(), `the "${name}" variant`);
  return {
    baseURL: served.baseURL,
    async stop() {
      await served.stop();
      await rm(out, { recursive: true, force: true });
    },
  };
}

/** `sitegen serve --dir dir` (run in `cwd`) on a free port, once it says it is serving. */
export async function serveBuiltFolder(dir: string, cwd: string, what: string): Promise<SiteVariant> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [SITEGEN, 'serve', '--dir', dir, '--port', String(port)], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`sitegen serve for ${what} exited with ${code}:\n${output}`)));
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
