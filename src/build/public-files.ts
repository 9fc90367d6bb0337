/**
 * The public folder's files, copied as they are to the output root; `.well-known/` too, other dot
 * files not. A symbolic link is copied as what it points to when that lies in the project. The
 * icons and share image the config names among them were checked with the config
 * (config/referenced-files.ts); which names are refused is public-file-names.ts's.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { isHiddenPublicPath } from '../config/referenced-files.js';
import { problemsError, type Problem } from '../errors.js';
import { publicNameProblem } from './public-file-names.js';

export interface PublicFile {
  file: string;
  content: Buffer;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

interface Listed {
  /** Relative to the public folder, with `/`. */
  file: string;
  /** Where its bytes are read from (a link's target). */
  source: string;
}

export async function readPublicFiles(config: ResolvedConfig): Promise<PublicFile[]> {
  const problems: Problem[] = [];
  // A control character in a name is shown escaped (as \u000a), so the message keeps its lines.
  const shown = (file: string) =>
    path
      .relative(config.root, path.join(config.publicDir, file))
      .replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const listed = existsSync(config.publicDir)
    ? listFiles(config.publicDir, realpathSync(config.root), (file, message) => problems.push({ file: shown(file), message }))
    : [];
  const context = { localeCodes: config.locales.map((locale) => locale.code), files: new Set(listed.map(({ file }) => file)) };
  for (const { file } of listed) {
    const message = publicNameProblem(file, context);
    if (message) problems.push({ file: shown(file), message });
  }
  if (problems.length > 0) throw problemsError('The public files have errors', problems);
  return Promise.all(listed.map(async ({ file, source }) => ({ file, content: await readFile(source) })));
}

/** Every file under `dir`, sorted; dot files and folders left out but `.well-known/`; links followed inside `realRoot`. */
function listFiles(dir: string, realRoot: string, problem: (file: string, message: string) => void): Listed[] {
  const files: Listed[] = [];
  const walk = (folder: string, prefix: string, seen: Set<string>) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = `${prefix}${entry.name}`;
      if (isHiddenPublicPath(file)) continue;
      const full = path.join(folder, entry.name);
      let source = full;
      if (entry.isSymbolicLink()) {
        const target = linkTarget(full, realRoot);
        if (typeof target !== 'string') {
          problem(file, target.message);
          continue;
        }
        source = target;
      }
      const stats = statSync(source);
      if (stats.isDirectory()) {
        const real = realpathSync(source);
        if (seen.has(real))
          problem(file, 'is a symbolic link to a folder that holds it, so its files would be copied without end; remove the link');
        else walk(source, `${file}/`, new Set([...seen, real]));
      } else if (stats.isFile()) files.push({ file, source });
    }
  };
  walk(dir, '', new Set([realpathSync(dir)]));
  return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** A link's real target when it lies in the project, else what is wrong with it. */
function linkTarget(link: string, realRoot: string): string | { message: string } {
  let target: string;
  try {
    target = realpathSync(link);
  } catch {
    return { message: 'is a symbolic link to nothing (its target is missing); fix or remove the link' };
  }
  const relative = path.relative(realRoot, target);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative))
    return {
      message: `is a symbolic link to ${target}, outside the project, which the build does not copy from; copy the file into the public folder instead`,
    };
  return target;
}
