/**
 * The public folder's files, copied as they are to the output root. The icons and share image the
 * config names among them were checked with the config (config/referenced-files.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { isHiddenPublicPath } from '../config/referenced-files.js';
import { problemsError, type Problem } from '../errors.js';
import { HASHED_DIR, PAYLOAD_FILE_NAME } from '../protocol/output-files.js';

export interface PublicFile {
  file: string;
  content: Buffer;
}

/** Written by the build from its own policy (src/hosting/host-headers.ts). */
const HOST_FILES = ['_headers', '_redirects'];

export async function readPublicFiles(config: ResolvedConfig): Promise<PublicFile[]> {
  const files = existsSync(config.publicDir) ? listFiles(config.publicDir) : [];
  const problems: Problem[] = [];
  for (const file of files) {
    if (file.startsWith(HASHED_DIR) || file.endsWith('index.html') || file.endsWith(PAYLOAD_FILE_NAME)) {
      problems.push({
        file: path.relative(config.root, path.join(config.publicDir, file)),
        message: 'would overwrite a generated file; rename or move it',
      });
    } else if (HOST_FILES.includes(file)) {
      problems.push({
        file: path.relative(config.root, path.join(config.publicDir, file)),
        message: `would overwrite the ${file} file the build writes for static hosts; remove it (see "Deployment" in the README)`,
      });
    }
  }
  if (problems.length > 0) throw problemsError('The public files have errors', problems);
  return Promise.all(files.map(async (file) => ({ file, content: await readFile(path.join(config.publicDir, file)) })));
}

/** Every file under `dir`, relative to it with `/`, sorted; dotfiles and dot folders left out. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isHiddenPublicPath(file))
    .sort();
}
