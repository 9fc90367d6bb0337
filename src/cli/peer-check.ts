/**
 * sitegen renders with the site's React, react-intl and emotion (peer dependencies, so pages and
 * renderer share one copy of each). Checked before the build's modules load, so a missing one is
 * named with every other missing one and the command that installs them, not as an import error.
 */
import path from 'node:path';
import { isInstalled } from '../compile/missing-packages.js';
import { SitegenError } from '../errors.js';
import { PACKAGE_ROOT, readSitegenManifest } from '../package-root.js';

/** `name@range` of each peer that Node would not find from sitegen's folder `from`. */
export function findMissingPeers(peers: Record<string, string>, from: string): string[] {
  return Object.entries(peers)
    .filter(([name]) => !isInstalled(name, from))
    .map(([name, range]) => `${name}@${range}`);
}

export function assertPeersInstalled(root: string): void {
  const missing = findMissingPeers(readSitegenManifest().peerDependencies ?? {}, PACKAGE_ROOT);
  if (missing.length === 0) return;
  throw new SitegenError(
    `sitegen renders with packages your site must install: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    {
      hint: `Install ${missing.length === 1 ? 'it' : 'them'} with "npm install ${missing.map((spec) => `'${spec}'`).join(' ')}" in ${path.resolve(root)}.`,
    },
  );
}
