/**
 * The README's two set-up commands on a fresh copy of this repository, typed exactly as the
 * README writes them (no npx, no node bin/…): `npm install && npm start` builds the company site
 * and serves it. It once failed with "sitegen: not found" while every other test passed.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/fixture.js';
import { copyRepository } from '../helpers/repository-copy.js';
import { startShellServer } from '../helpers/shell.js';

/** The README's line that starts with `start`, without its comment. */
function readmeCommand(start: string): string {
  const line = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(start));
  if (!line) throw new Error(`README.md has no line starting with "${start}"`);
  return line.replace(/\s+#.*$/, '').trim();
}

describe("the README's set-up on a fresh clone", () => {
  let clone: string;
  beforeAll(async () => {
    clone = await copyRepository();
  });
  afterAll(async () => {
    await rm(clone, { recursive: true, force: true });
  });

  it('npm install && npm start builds the company site and serves it in both languages', async () => {
    const command = readmeCommand('npm install && npm start');
    expect(command).toBe('npm install && npm start');
    // $PORT=0: any free port, so the test never collides with a server on 3000.
    const server = await startShellServer(command, clone, /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/, { PORT: '0' });
    try {
      const german = await fetch(server.url);
      expect(german.status).toBe(200);
      expect(await german.text()).toContain('<html lang="de-DE">');
      const english = await fetch(new URL('en/', server.url));
      expect(english.status).toBe(200);
      expect(await english.text()).toContain('<html lang="en-US">');
      expect((await fetch(new URL('en/no-such-page/', server.url))).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('npm run dev serves the site it builds', async () => {
    const server = await startShellServer('npm run dev', clone, /sitegen dev at (http:\/\/127\.0\.0\.1:\d+\/)/, { PORT: '0' });
    try {
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="de-DE">');
    } finally {
      await server.stop();
    }
  }, 120_000);
});
