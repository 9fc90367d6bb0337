/**
 * `sitegen dev` answers only hosts a page elsewhere cannot re-point to it (DNS rebinding):
 * localhost, IP addresses and the ones the config allows; its event stream only its own tabs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type Fixture } from '../helpers/fixture.js';
import { startDev, stopServerAndRemove, type RunningServer } from './cli-helpers.js';
import { rawRequest, type RawResponse } from './raw-http.js';

describe('sitegen dev and the Host header', () => {
  let fixture: Fixture;
  let server: RunningServer | undefined;
  let url: string;

  /** One request with exactly these header lines (Host included, or left out), read to the end. */
  const request = (target: string, headerLines: string[]): Promise<RawResponse> =>
    rawRequest(url, target, {
      raw: Buffer.from(`GET ${target} HTTP/1.1\r\n${headerLines.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n`, 'latin1'),
    });
  /** The first bytes of the event stream, then the connection is closed: a stream that is answered never ends. */
  const openEvents = (headerLines: string[]): Promise<string> =>
    new Promise((resolve, reject) => {
      const { port } = new URL(url);
      void import('node:net').then(({ connect }) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET /_sitegen/dev/events HTTP/1.1\r\n${headerLines.map((line) => `${line}\r\n`).join('')}\r\n`),
        );
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (/\r\n\r\n/.test(text)) {
            socket.destroy();
            resolve(text);
          }
        });
        socket.on('error', reject);
      });
    });

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    const config = await fixture.read('generator.config.ts');
    await fixture.write(
      'generator.config.ts',
      config.replace('defaultLocale:', "dev: { allowedHosts: ['dev.example.test'] },\n  defaultLocale:"),
    );
    server = await startDev(fixture.dir);
    url = server.url;
  }, 60_000);

  afterAll(() => stopServerAndRemove(server, fixture));

  it('refuses the event stream to a page whose name was re-pointed to 127.0.0.1, saying how to allow the host', async () => {
    const answer = await openEvents(['Host: evil.com']);
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).not.toContain('text/event-stream');
    const page = await request('/about/', ['Host: evil.com']);
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(page.text).toContain('add "evil.com" to dev.allowedHosts in generator.config.ts');
  });

  it.each([
    'Host: evil.com:80',
    'Host: localhost.evil.com',
    'Host: 127.0.0.1.nip.io',
    'Host: EVIL.COM.',
    'Host: localhost:1@evil.com',
    'Host: ',
  ])('refuses pages to %j', async (line) => {
    const response = await request('/about/', [line]);
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('<html');
  });

  it('refuses an absolute-form target naming another host', async () => {
    const response = await request('http://evil.com/about/', ['Host: 127.0.0.1']);
    expect(response.status).toBe(403);
  });

  it.each([
    'Host: localhost',
    'Host: LOCALHOST:9',
    'Host: site.localhost',
    'Host: 127.0.0.1',
    'Host: [::1]:5173',
    'Host: dev.example.test',
  ])('answers %j', async (line) => {
    expect((await request('/about/', [line])).status, server?.output()).toBe(200);
  });

  it('streams events to its own tabs and refuses a page of another origin, or one whose origin is null', async () => {
    expect(await openEvents(['Host: localhost:5173'])).toContain('text/event-stream');
    expect(await openEvents(['Host: localhost:5173', 'Origin: http://localhost:5173'])).toContain('text/event-stream');
    expect(await openEvents(['Host: localhost:5173', 'Origin: http://evil.com'])).toMatch(/^HTTP\/1\.1 403 /);
    expect(await openEvents(['Host: localhost:5173', 'Origin: http://localhost:8080'])).toMatch(/^HTTP\/1\.1 403 /);
    expect(await openEvents(['Host: localhost:5173', 'Origin: null'])).toMatch(/^HTTP\/1\.1 403 /);
  });
});
