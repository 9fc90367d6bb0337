/**
 * Pages and sitegen's renderer must use one copy of each peer dependency (React, react-dom,
 * react-intl, emotion): hooks, contexts and the CSS cache live in the module instance. Installed
 * from npm, sitegen sits in the site's node_modules and Node finds the site's copies for both.
 * Linked (`npm link`, a `file:` dependency, a symlinked checkout), sitegen's real folder has a
 * node_modules of its own, and Node would give its modules their own copies: React then fails
 * with "Cannot read properties of null (reading 'useContext')". For such a peer the site's bundle
 * imports the very file sitegen's modules import, so both sides share it.
 */
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { installedPackageDir } from './missing-packages.js';
import { PACKAGE_ROOT, readSitegenManifest } from '../package-root.js';

/** The peers the site and sitegen would each load from a folder of their own. */
export function linkedPeers(root: string): string[] {
  const peers = Object.keys(readSitegenManifest().peerDependencies ?? {});
  return peers.filter((name) => {
    const site = installedPackageDir(name, root);
    const own = installedPackageDir(name, realpathSync(PACKAGE_ROOT));
    return site !== undefined && own !== undefined && realpathSync(site) !== realpathSync(own);
  });
}

/** The URL sitegen's own modules get for `specifier` (`react/jsx-runtime`, say): Node's ESM resolution from sitegen's folder. */
function resolveFromSitegen(specifier: string): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve(specifier);
  return pathToFileURL(createRequire(path.join(PACKAGE_ROOT, 'package.json')).resolve(specifier)).href;
}

/** Imports of `peers` (and their subpaths) in the site's Node bundle point at sitegen's copies. */
export function sharedPeersPlugin(peers: string[]): Plugin {
  const pattern = new RegExp(`^(?:${peers.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?:/|$)`);
  return {
    name: 'sitegen-shared-peers',
    setup(build) {
      build.onResolve({ filter: pattern }, (args) => ({ path: resolveFromSitegen(args.path), external: true }));
    },
  };
}
