/**
 * `sitegen dev` serves through the same handler as `sitegen serve`: the requests that took it
 * down, and a burst of saves while a tab listens and clients load pages, leave it answering.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { hashTree, startDev, stopServerAndRemove, type RunningServer } from './cli-helpers.js';
import { rawRequest } from './raw-http.js';

describe('sitegen dev under hostile requests and saves', () => {
  let fixture: Fixture;
  let server: RunningServer;
  let url: string;

  let production: Map<string, string>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    // A production build dev must leave alone.
    const built = await runCli(['build'], fixture.dir);
    if (built.code !== 0) throw new Error(built.stderr);
    production = await hashTree(fixture.path('dist'));
    server = await startDev(fixture.dir);
    url = server.url;
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  it.each(['//a%2fb', '//%', '//[', '//a:b', '/\\evil', '/x$%60y/'])('answers %s and keeps serving', async (target) => {
    const response = await rawRequest(url, target);
    expect(response.status).toBeGreaterThan(0);
    expect(response.status).toBeLessThan(500);
    expect((await rawRequest(url, '/about/')).status, server.output()).toBe(200);
  });

  it('answers an unsatisfiable range with 416', async () => {
    expect((await rawRequest(url, '/icon.svg', { headers: { Range: 'bytes=5-1' } })).status).toBe(416);
    expect(server.child.exitCode, server.output()).toBeNull();
  });

  it('keeps answering through ten saves in a row while a tab listens and clients load pages', async () => {
    const events = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${url}_sitegen/dev/events`, resolve).on('error', reject),
    );
    let reloads = 0;
    let waiting: (() => void) | undefined;
    events.on('data', (chunk: Buffer) => {
      reloads += (chunk.toString().match(/event: reload/g) ?? []).length;
      waiting?.();
    });
    const failures: string[] = [];
    let saving = true;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let round = 0; saving; round++) {
        const target = ['/', '/about/', '/en/about/_payload.json', '/nope/'][(client + round) % 4]!;
        const response = await rawRequest(url, target).catch((error: Error) => ({ status: 0, text: error.message }));
        if (response.status === 0 || response.status >= 500) failures.push(`${target} → ${response.status}`);
      }
    });
    try {
      const original = await fixture.read('messages/en.json');
      for (let save = 1; save <= 10; save++) {
        const seen = reloads;
        await fixture.write('messages/en.json', `${original}${' '.repeat(save)}`);
        // Each save is followed by a rebuild that tells the tab to reload.
        while (reloads === seen) await new Promise<void>((resolve) => (waiting = resolve));
      }
    } finally {
      saving = false;
      await Promise.all(clients);
      events.destroy();
    }
    expect(failures, server.output()).toEqual([]);
    expect(server.child.exitCode, server.output()).toBeNull();
  }, 30_000);

  it("builds into .sitegen/dev/ and never touches sitegen build's dist/", async () => {
    expect(existsSync(fixture.path('.sitegen/dev/_sitegen/builds/latest.json'))).toBe(true);
    expect(existsSync(fixture.path('.sitegen/dev/index.html'))).toBe(true);
    expect(await hashTree(fixture.path('dist'))).toEqual(production);
  });
});
