/**
 * The disk's side of the output folder check (output-folder-safety.ts): the real paths of the
 * output folder, the project and what the config names, and what stands at the output path.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { folderContents } from '../output/release-folder.js';
import type { OutputFolderFacts, ProtectedPath } from './output-folder-safety.js';

type NamedConfig = Pick<
  ResolvedConfig,
  'root' | 'configFile' | 'outDir' | 'messagesDir' | 'publicDir' | 'pagesDir' | 'app' | 'islands' | 'collections'
>;

/** `extra`: more folders the build reads, e.g. the shard folders of a merge. */
export function readOutputFolderFacts(config: NamedConfig, extra: { label: string; path: string }[] = []): OutputFolderFacts {
  const folder = (label: string, file: string) => ({ label, path: file, noOutputInside: true });
  const named = [
    { label: 'the config file', path: config.configFile, noOutputInside: false },
    folder('the messages folder', config.messagesDir),
    folder('the public folder', config.publicDir),
    folder('the pages folder', config.pagesDir),
    folder("the app module's folder", path.dirname(config.app)),
    ...Object.entries(config.islands).map(([name, file]) => folder(`the folder of island "${name}"`, path.dirname(file))),
    ...Object.entries(config.collections).map(([name, collection]) => folder(`the folder of collection "${name}"`, collection.dir)),
    folder('the installed packages', path.join(config.root, 'node_modules')),
    // The caches may hold a folder of their own (sitegen dev builds into .sitegen/dev/), never be one.
    { label: "sitegen's cache folder", path: path.join(config.root, '.sitegen'), noOutputInside: false },
    ...extra.map(({ label, path: file }) => folder(label, file)),
  ];
  const protectedPaths: ProtectedPath[] = named.map((source) => ({ ...source, path: realPath(source.path) }));
  return {
    outDir: config.outDir,
    root: config.root,
    realOutDir: realPath(config.outDir),
    realRoot: realPath(config.root),
    protectedPaths,
    contents: folderContents(config.outDir),
    caseInsensitive: ignoresCase(config.root),
  };
}

/** The real path of the nearest part of `file` that exists, with the rest appended: a symlink anywhere above is followed. */
export function realPath(file: string): string {
  const rest: string[] = [];
  for (let current = path.resolve(file); ; current = path.dirname(current)) {
    try {
      return path.join(realpathSync.native(current), ...rest.reverse());
    } catch {
      // Missing (or a dangling link): try the folder above.
    }
    if (path.dirname(current) === current) return path.resolve(file);
    rest.push(path.basename(current));
  }
}

/** Whether the file system of `folder` finds it under other letter case too (APFS, NTFS by default). */
function ignoresCase(folder: string): boolean {
  const swapped = folder.replace(/[a-z]/gi, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()));
  if (swapped === folder) return false;
  try {
    const [a, b] = [statSync(folder), statSync(swapped)];
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false;
  }
}
