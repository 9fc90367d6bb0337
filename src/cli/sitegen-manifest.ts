/** sitegen's own package.json, read when asked (its version, the ranges a starter site depends on). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SitegenManifest } from '../init/starter-package.js';
import { PACKAGE_ROOT } from '../package-root.js';

export function readSitegenManifest(): SitegenManifest {
  return JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as SitegenManifest;
}
