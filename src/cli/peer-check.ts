/**
 * sitegen renders with the site's React, react-intl and emotion (peer dependencies, so pages and
 * renderer share one copy of each). Checked before the build's modules load, so a missing one is
 * named with every other missing one and the command that installs them, not as an import error.
 */
import path from 'node:path';
import { isInstalled } from '../build/missing-packages.js';
import { SitegenError } from '../errors.js';
import { PACKAGE_ROOT, readSitegenManifest } from '../package-root.js';

export function assertPeersInstalled(root: string): void {
  const peers = Object.entries(readSitegenManifest().peerDependencies ?? {});
  const missing = peers.filter(([name]) => !isInstalled(name, PACKAGE_ROOT)).map(([name, range]) => `${name}@${range}`);
  if (missing.length === 0) return;
  throw new SitegenError(`sitegen renders with packages your site must install: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`, {
    hint: `Install ${missing.length === 1 ? 'it' : 'them'} with "npm install ${missing.map((spec) => `'${spec}'`).join(' ')}" in ${path.resolve(root)}.`,
  });
}
