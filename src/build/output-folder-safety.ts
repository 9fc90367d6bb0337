/**
 * Whether a build may write its output folder. A build replaces the folder whole (the atomic swap),
 * so a folder that is the project, holds a source, lies in a source folder, or holds files sitegen
 * did not write is refused before anything is written. Pure: the paths come resolved (symlinks
 * followed) and the folder's contents looked at (output-folder-facts.ts).
 */
import path from 'node:path';
import { SitegenError } from '../errors.js';
import type { FolderContents } from '../output/release-folder.js';
import { RELEASE_POINTER_FILE } from '../protocol/output-files.js';

/** Something the build reads, which its output folder must never hold or be. */
export interface ProtectedPath {
  /** What it is, for the message: `the messages folder`, `the config file`. */
  label: string;
  /** Real path (symlinks resolved). */
  path: string;
  /** Whether an output folder inside it is refused too (a source folder: dev would watch its own output, public would copy it). */
  noOutputInside: boolean;
}

export interface OutputFolderFacts {
  /** The output folder as the config or `--out` named it, absolute: what messages show. */
  outDir: string;
  /** The project root, to show paths relative to it. */
  root: string;
  /** Real paths, symlinks resolved (for the part of the path that exists). */
  realOutDir: string;
  realRoot: string;
  protectedPaths: ProtectedPath[];
  /** What stands at the output path now. */
  contents: FolderContents;
  /** The file system ignores case (macOS, Windows): `Site` is `site`. */
  caseInsensitive: boolean;
}

const ELSEWHERE = "build into a folder of its own, e.g. --out dist (or outDir: 'dist' in the config)";

/** A SitegenError naming the output folder and why it may not be written, or undefined when it may. */
export function outputFolderProblem(facts: OutputFolderFacts): SitegenError | undefined {
  const key = (file: string) => (facts.caseInsensitive ? file.toLowerCase() : file);
  const out = key(facts.realOutDir);
  const root = key(facts.realRoot);
  const shown = showFolder(facts.outDir, facts.root);
  const refuse = (what: string, hint = `B${ELSEWHERE.slice(1)}.`) =>
    new SitegenError(`The output folder ${shown} ${what}`, { file: shown, key: 'outDir', hint });
  if (out === root || isInside(root, out))
    return refuse(
      `${out === root ? 'is' : 'contains'} the project folder${out === root ? '' : ` ${facts.realRoot}`}: a build replaces its output folder, so this would delete the project`,
    );
  const sources = facts.protectedPaths.map((source) => ({ ...source, at: key(source.path) }));
  const where = (source: ProtectedPath) => `${source.label} (${showPath(source.path, facts.realRoot)})`;
  const same = sources.find(({ at }) => at === out) ?? sources.find(({ at }) => isInside(at, out));
  if (same)
    return refuse(`${same.at === out ? 'is' : 'contains'} ${where(same)}: a build replaces its output folder, so this would delete it`);
  // A folder that holds the project (a collection at '..') is no reason to refuse every output in it.
  const around = sources.find(({ at, noOutputInside }) => noOutputInside && at !== root && !isInside(root, at) && isInside(out, at));
  if (around) return refuse(`lies inside ${where(around)}, which the build reads: its output would become its own input`);
  if (facts.contents === 'file') return refuse('is a file, not a folder', `Move or rename the file, or ${ELSEWHERE}.`);
  if (facts.contents === 'foreign')
    return refuse(
      `holds files sitegen did not write (it has no ${RELEASE_POINTER_FILE}), and a build replaces the whole folder`,
      `Empty or remove ${shown} if nothing in it is needed, or ${ELSEWHERE}.`,
    );
  return undefined;
}

/** Whether `file` lies strictly inside `folder` (both absolute and normalised). */
function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** `site/public` for a path in the project, else the absolute path. */
function showPath(file: string, root: string): string {
  const relative = path.relative(root, file);
  return relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative) ? file : relative;
}

/** `dist/` for a folder in the project, `./ (/abs)` for the project itself, else the absolute path with a slash. */
function showFolder(folder: string, root: string): string {
  if (path.relative(root, folder) === '') return `./ (${folder})`;
  const shown = showPath(folder, root);
  return shown.endsWith(path.sep) ? shown : `${shown}${path.sep}`;
}
