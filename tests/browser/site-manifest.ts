/** The release the browser tests run against, read from the served site itself. */
import type { APIRequestContext } from '@playwright/test';
import { RELEASE_POINTER_FILE, releaseManifestFile } from '../../src/protocol/output-files.js';
import type { LatestRelease, ReleaseManifest } from '../../src/shapes.js';

export async function fetchManifest(request: APIRequestContext): Promise<ReleaseManifest> {
  const latest = (await (await request.get(`/${RELEASE_POINTER_FILE}`)).json()) as LatestRelease;
  return (await (await request.get(`/${releaseManifestFile(latest.id)}`)).json()) as ReleaseManifest;
}

export const SITE_URL = 'https://www.mustermann-elektrotechnik.example';

/** `/en/about-us/` → `/about-us/`: the page's unprefixed path. */
export function defaultPathOf(pagePath: string): string {
  return pagePath.replace(/^\/(de|en)\//, '/');
}
