import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMissingPeers } from '../../src/cli/peer-check.js';

/** A site folder with react installed and sitegen inside its node_modules, as npm lays them out. */
describe('findMissingPeers: the peers a site must still install for sitegen', () => {
  let site: string;
  let sitegen: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'sitegen-peers-'));
    sitegen = path.join(site, 'node_modules/sitegen');
    await mkdir(sitegen, { recursive: true });
    await mkdir(path.join(site, 'node_modules/react'), { recursive: true });
    await writeFile(path.join(site, 'node_modules/react/package.json'), '{"name":"react"}');
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('finds a peer installed beside sitegen in the site', () => {
    expect(findMissingPeers({ react: '^19.3.1' }, sitegen)).toEqual([]);
  });

  it('names every missing peer with its range, ready for npm install', () => {
    expect(findMissingPeers({ react: '^19.3.1', 'react-intl': '^12.1.5', '@emotion/css': '^11.13.5' }, sitegen)).toEqual([
      'react-intl@^12.1.5',
      '@emotion/css@^11.13.5',
    ]);
  });
});
