/**
 * `sitegen serve` while the folder it serves is rebuilt again and again under load: every request
 * is answered with the old or the new release, whole (two builds of the same sources are
 * byte-identical, so a page's body is known), no 5xx, no reset, no crash.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../helpers/fixture.js';
import { builtFixture, startServe, type RunningServer, stopServerAndRemove } from './cli-helpers.js';

const BUILDS = 20;
/** No new build starts after this; the test stays well under 20 s on a busy machine. */
const BUILDING_MS = 13_000;
/** Connections kept busy at once, each asking for the next of the paths as soon as it has an answer. */
const CLIENTS = 100;

/**
 * Builds in a row in one process through the public API, as a CI script would, so the 20 builds
 * are builds and not 20 start-ups of the CLI; no new one starts after `BUILDING_MS`.
 */
const REBUILD_SCRIPT = `import { build } from 'sitegen';
const started = Date.now();
let builds = 0;
while (builds < ${BUILDS} && (builds === 0 || Date.now() - started < ${BUILDING_MS})) {
  await build();
  builds += 1;
}
process.stdout.write(String(builds));
`;

/** Runs the rebuild script in `dir`; resolves with the number of builds once it has exited. */
function rebuildInARow(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['rebuild.mjs'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(output.trim().split('\n').pop())) : reject(new Error(`a rebuild failed (exit ${code}):\n${errors}`)),
    );
  });
}

describe('sitegen serve during rebuilds', () => {
  let fixture: Fixture;
  let server: RunningServer;

  beforeAll(async () => {
    fixture = await builtFixture();
    server = await startServe([], fixture.dir);
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  it(`answers every request of ${CLIENTS} connections with a whole file of the old or new release while the folder is rebuilt ${BUILDS} times in a row`, async () => {
    await writeFile(fixture.path('rebuild.mjs'), REBUILD_SCRIPT);
    const index = await readFile(fixture.path('dist/index.html'), 'utf8');
    const asset = /src="(\/_sitegen\/runtime-[^"]+\.js)"/.exec(index)![1]!;
    const expected = new Map<string, { status: number; body?: Buffer; encoding?: string }>([
      ['/', { status: 200, body: Buffer.from(index) }],
      ['/about/', { status: 200, body: await readFile(fixture.path('dist/about/index.html')) }],
      ['/en/about/_payload.json', { status: 200, body: await readFile(fixture.path('dist/en/about/_payload.json')) }],
      [asset, { status: 200, body: await readFile(fixture.path(`dist${asset}`)) }],
      ['/icon.svg', { status: 200, body: await readFile(fixture.path('dist/icon.svg')) }],
      // Its timestamp changes with each build; its status must not.
      ['/_sitegen/builds/latest.json', { status: 200 }],
      ['/nope/', { status: 404 }],
      ['/en/nope/', { status: 404 }],
      ['/..%2fpackage.json', { status: 404 }],
      ['/about', { status: 301 }],
    ]);
    const paths = [...expected.keys()];
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const { hostname, port } = new URL(server.url);
    const failures: string[] = [];
    let requests = 0;
    let building = true;

    const fetchOnce = (target: string, brotli: boolean) =>
      new Promise<void>((resolve) => {
        const req = http.get({ agent, hostname, port, path: target, headers: brotli ? { 'Accept-Encoding': 'br' } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => (failures.push(`${target}: ${error.message}`), resolve()));
          res.on('end', () => {
            requests += 1;
            const want = expected.get(target)!;
            const received = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(received) : received;
            if (res.statusCode !== want.status) failures.push(`${target} → ${res.statusCode}`);
            else if (want.body && !body.equals(want.body))
              failures.push(
                `${target}: body of ${body.length} bytes (${res.headers['content-encoding'] ?? 'identity'}) differs from the built file`,
              );
            resolve();
          });
        });
        req.on('error', (error) => (failures.push(`${target}: ${error.message}`), resolve()));
      });

    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; building; round++) await fetchOnce(paths[(client + round) % paths.length]!, (client + round) % 3 === 0);
    });

    let builds = 0;
    try {
      builds = await rebuildInARow(fixture.dir);
    } finally {
      building = false;
      await Promise.all(clients);
      agent.destroy();
    }
    expect(failures.slice(0, 20), server.output()).toEqual([]);
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(requests).toBeGreaterThan(builds);
    // How many of the 20 fit in the time on this machine (quiet: all 20 in about 5 s).
    console.log(`${builds} rebuilds, ${requests} requests answered, 0 failures`);
  }, 20_000);
});
