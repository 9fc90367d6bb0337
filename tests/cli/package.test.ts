/**
 * sitegen as a new user meets it: the packed tarball installed in an empty folder, then the
 * README's "Start a new site" steps in order. Installs from the npm registry (React, TypeScript).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/fixture.js';
import { copyRepository } from '../helpers/repository-copy.js';
import { sh, shOk, startShellServer } from '../helpers/shell.js';

describe('the packed tarball', () => {
  let clone: string;
  let site: string;
  let tarball: string;
  let contents: string[];

  beforeAll(async () => {
    // Packed from a clean copy, so its prepack never rewrites the lib/ other tests are running.
    clone = await copyRepository();
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
    const packed = JSON.parse(await shOk('npm pack --json --silent', clone)) as { filename: string; files: { path: string }[] }[];
    tarball = path.join(clone, packed[0]!.filename);
    contents = packed[0]!.files.map((file) => file.path);
    site = await mkdtemp(path.join(os.tmpdir(), 'sitegen-new-site-'));
  }, 120_000);
  afterAll(async () => {
    await rm(clone, { recursive: true, force: true });
    await rm(site, { recursive: true, force: true });
  });

  it('holds the compiled library with its types, the launcher and the README, and nothing of the company site', () => {
    expect(contents).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bin/sitegen.js',
        'lib/cli/main.js',
        // Loaded by path in the writer thread and the render workers, not imported: listed so a packing change cannot drop them.
        'lib/output/write-file.js',
        'lib/output/writer-thread.js',
        'lib/build/render-worker.js',
        'lib/build/render-worker-thread.js',
        // sitegen's code stamp for its caches (build/code-stamp.ts), written by build-lib after everything else.
        'lib/code-stamp.json',
        'lib/index.d.ts',
        'lib/config/public.d.ts',
        'lib/render/page-api.d.ts',
        'lib/islands/island.d.ts',
        'lib/runtime/index.d.ts',
      ]),
    );
    const outside = contents.filter(
      (file) => !/^(package\.json|README\.md|bin\/sitegen\.js|lib\/.+\.(js|d\.ts)|lib\/code-stamp\.json)$/.test(file),
    );
    expect(outside).toEqual([]);
  });

  it('gives a new user a bilingual starter that builds, type-checks and serves, following the README', async () => {
    const steps = ['npm init -y', `npm install ${tarball}`, 'npx sitegen init .', 'npm install', 'npx sitegen build', 'npx tsc --noEmit'];
    for (const step of steps) await shOk(step, site);

    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(manifest.dependencies.sitegen).toMatch(/^file:/); // init kept what npm install wrote
    expect(Object.keys(manifest.scripts)).toEqual(expect.arrayContaining(['dev', 'build', 'preview']));

    const server = await startShellServer('npx sitegen preview --port 0', site, /Serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/);
    try {
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<html lang="de(-DE)?">/);
      const english = await fetch(new URL('en/', server.url));
      expect(english.status).toBe(200);
      expect(await english.text()).toMatch(/<html lang="en(-\w+)?">/);
      const unknown = await fetch(new URL('no-such-page/', server.url));
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('/no-such-page/');
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('exposes only the public modules: internals are not importable', async () => {
    const importing = (specifier: string) => sh(`node --input-type=module -e "await import('${specifier}')"`, site);
    expect((await importing('sitegen/config')).code).toBe(0);
    const internal = await importing('sitegen/lib/build/build.js');
    expect(internal.code).not.toBe(0);
    expect(internal.output).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  }, 60_000);

  it('installs none of the company site: no site/, messages/, tests or benchmarks in node_modules/sitegen', () => {
    // (npm may nest a dependency of sitegen's in its own node_modules; that is sitegen's install.)
    const installed = readdirSync(path.join(site, 'node_modules/sitegen'))
      .filter((name) => name !== 'node_modules')
      .sort();
    expect(installed).toEqual(['README.md', 'bin', 'lib', 'package.json']);
    // And the site's own sitegen is the one npx runs.
    expect(execFileSync('npx', ['sitegen', '--version'], { cwd: site, encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
