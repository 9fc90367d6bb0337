/**
 * The stray sweep of an in-place build (output/stray-files.ts), made from what the build already
 * has: the pages' documents (every page folder holds `index.html`), the carried ones, and the carried
 * pages whose folder changed since their files were last seen there (page-folders.ts). It starts
 * listing, while the pages render, the folders that may hold strays: those, the rendered pages'
 * folders, and the folders no page owns (`a/` above the pages `a/b/` and `a/c/`: few, and nothing
 * stamps them, so they are listed on every rebuild). Which folders those are follows from which
 * pages exist, which the build id covers: found by a walk over the pages (~8 ms of CPU at 15,030
 * pages, started cold) once per build id and kept in `.sitegen/folders-no-page-owns.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compression } from '../../config/define-config.js';
import { copySuffixes } from '../../output/carry-over.js';
import { folderOf, StraySweep } from '../../output/stray-files.js';
import type { Page } from '../../shapes.js';
import type { Recorded } from './page-folders.js';

const DOCUMENT = 'index.html';

export interface KeptPages {
  buildId: string;
  /** Every page of this build, its documents, the carried ones' documents, and the pages it renders. */
  pages: Pick<Page, 'file'>[];
  documents: Set<string>;
  carried: Set<string>;
  rendered: Pick<Page, 'file'>[];
  strings: string[];
}

/** `changed`: the carried pages whose folder changed since their files were last seen there (page-folders.ts). */
export function straySweep(
  { root, outDir, compress }: { root: string; outDir: string; compress: Compression | false },
  { buildId, pages, documents, carried, rendered, strings }: KeptPages,
  { changed }: { changed: Recorded[] },
): StraySweep {
  const changedFolders = new Set(changed.map(({ page }) => folderOf(page.file)));
  const files = new Set(changed.flatMap(({ cached }) => cached.files.map(([file]) => strings[file]!)));
  const unowned = foldersNoPageOwnsKept(path.join(root, '.sitegen', 'folders-no-page-owns.json'), `${buildId} ${pages.length}`, () =>
    foldersNoPageOwns(pages, documents),
  );
  const sweep = new StraySweep(
    outDir,
    {
      isFile: (file) => files.has(file),
      holdsPages: (folder) => documents.has(folder + DOCUMENT) || unowned.has(folder),
      isClean: (folder) => carried.has(folder + DOCUMENT) && !changedFolders.has(folder),
    },
    copySuffixes(compress),
  );
  sweep.look([...changedFolders, ...unowned, ...rendered.map(({ file }) => folderOf(file))]);
  return sweep;
}

/** The folders `find` gives, kept in `file` under `key` (the build id and the page count). */
function foldersNoPageOwnsKept(file: string, key: string, find: () => Set<string>): Set<string> {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; folders?: unknown };
    if (kept.key === key && Array.isArray(kept.folders) && kept.folders.every((folder) => typeof folder === 'string'))
      return new Set(kept.folders);
  } catch {
    // None yet, or unreadable: found afresh.
  }
  const found = find();
  try {
    writeFileSync(file, JSON.stringify({ key, folders: [...found] }));
  } catch {
    // Only a cache: the next build walks the pages again.
  }
  return found;
}

/** The folders above some page's folder that hold no page of their own (`` too when there is no root page). */
function foldersNoPageOwns(pages: Pick<Page, 'file'>[], documents: Set<string>): Set<string> {
  const unowned = new Set<string>();
  const walked = new Set<string>();
  // Pages come sorted by path (expand-pages.ts), so siblings come in a row: a page whose folder is
  // in the last parent seen is passed over without cutting its name up.
  let last = '\0';
  for (const { file } of pages) {
    if (file.startsWith(last) && file.indexOf('/', last.length) === file.length - DOCUMENT.length - 1) continue;
    last = file.slice(0, file.lastIndexOf('/', file.length - DOCUMENT.length - 2) + 1);
    if (file === DOCUMENT) continue;
    for (let parent = last; !walked.has(parent); parent = folderOf(parent)) {
      walked.add(parent);
      if (!documents.has(parent + DOCUMENT)) unowned.add(parent);
      if (parent === '') break;
    }
  }
  return unowned;
}
