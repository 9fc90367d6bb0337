/** Build id and the release files the runtime polls. Pure. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { RELEASE_POINTER_FILE, releaseManifestFile } from '../protocol/output-files.js';
import type { LatestRelease, ReleaseBoot, ReleaseManifest } from '../shapes.js';

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
  boot: ReleaseBoot;
}

export function createReleaseFiles({ id, timestamp, routes, locales, defaultLocale, boot }: ReleaseFilesOptions): Record<string, string> {
  const latest: LatestRelease = { id, timestamp };
  const manifest: ReleaseManifest = { id, timestamp, routes: [...routes].sort(), locales, defaultLocale, boot };
  return {
    [RELEASE_POINTER_FILE]: `${JSON.stringify(latest)}\n`,
    [releaseManifestFile(id)]: `${JSON.stringify(manifest)}\n`,
  };
}

/**
 * The config as JSON with paths relative to the project, so the build id is the same in any
 * checkout; without the output folder, which changes where files go but not what they hold.
 */
export function portableConfig(config: ResolvedConfig): string {
  return JSON.stringify(config, (key, value: unknown) => {
    if (key === 'schema' || key === 'outDir') return undefined;
    if (typeof value === 'string' && path.isAbsolute(value)) return path.relative(config.root, value);
    return value;
  });
}
