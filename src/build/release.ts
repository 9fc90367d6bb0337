/** Build id and the release files the runtime polls. Pure. */
import { createHash } from 'node:crypto';
import { RELEASE_POINTER_FILE, releaseManifestFile } from '../protocol/output-files.js';
import type { LatestRelease, ReleaseManifest } from '../shapes.js';

/** A short hash of everything the output is made from, so unchanged sources keep their id. */
export function computeBuildId(parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex').slice(0, 12);
}

/** `SOURCE_DATE_EPOCH` (seconds) when set, for reproducible builds; otherwise now. */
export function releaseTimestamp(env: NodeJS.ProcessEnv, now: () => number = Date.now): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch)) return Number(epoch) * 1000;
  return now();
}

export interface ReleaseFilesOptions {
  id: string;
  timestamp: number;
  routes: string[];
  locales: string[];
  defaultLocale: string;
}

export function createReleaseFiles({ id, timestamp, routes, locales, defaultLocale }: ReleaseFilesOptions): Record<string, string> {
  const latest: LatestRelease = { id, timestamp };
  const manifest: ReleaseManifest = { id, timestamp, routes: [...routes].sort(), locales, defaultLocale };
  return {
    [RELEASE_POINTER_FILE]: `${JSON.stringify(latest)}\n`,
    [releaseManifestFile(id)]: `${JSON.stringify(manifest)}\n`,
  };
}
