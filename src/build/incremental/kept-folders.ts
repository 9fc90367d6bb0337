/**
 * The stray sweep of an in-place build (output/stray-files.ts), made from what the build already
 * has: the pages' documents (every page folder holds `index.html`), the carried ones, and the carried
 * pages whose folder changed since their files were last seen there (page-folders.ts). It starts
 * listing, while the pages render, the folders that may hold strays: those, the rendered pages'
 * folders, and the folders no page owns (`a/` above the pages `a/b/` and `a/c/`: few, and nothing
 * stamps them, so they are listed on every rebuild).
 */
import type { Compression } from '../../config/define-config.js';
import { copySuffixes } from '../../output/carry-over.js';
import { folderOf, StraySweep } from '../../output/stray-files.js';
import type { Page } from '../../shapes.js';
import type { Recorded } from './page-folders.js';

const DOCUMENT = 'index.html';

export interface KeptPages {
  /** Every page of this build, its documents, the carried ones' documents, and the pages it renders. */
  pages: Pick<Page, 'file'>[];
  documents: Set<string>;
  carried: Set<string>;
  rendered: Pick<Page, 'file'>[];
  strings: string[];
}

/** `changed`: the carried pages whose folder changed since their files were last seen there. */
export function straySweep(
  { outDir, compress }: { outDir: string; compress: Compression | false },
  { pages, documents, carried, rendered, strings }: KeptPages,
  changed: Recorded[],
): StraySweep {
  const changedFolders = new Set(changed.map(({ page }) => folderOf(page.file)));
  const files = new Set(changed.flatMap(({ cached }) => cached.files.map(([file]) => strings[file]!)));
  const unowned = foldersNoPageOwns(pages, documents);
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

/** The folders above some page's folder that hold no page of their own (`` too when there is no root page). */
function foldersNoPageOwns(pages: Pick<Page, 'file'>[], documents: Set<string>): Set<string> {
  const unowned = new Set<string>();
  const walked = new Set<string>();
  // Pages come in runs of a few parents (a route's pages in each locale): a page whose folder is in
  // one of the last ones seen is passed over without cutting its name up (15,000 pages: ~1 ms).
  const recent: string[] = [];
  pages: for (const { file } of pages) {
    const end = file.lastIndexOf('/', file.length - DOCUMENT.length - 2) + 1;
    for (const parent of recent) if (parent.length === end && file.startsWith(parent)) continue pages;
    const first = file.slice(0, end);
    if (recent.push(first) > 4) recent.shift();
    if (end === 0 && file === DOCUMENT) continue;
    for (let parent = first; !walked.has(parent); parent = folderOf(parent)) {
      walked.add(parent);
      if (!documents.has(parent + DOCUMENT)) unowned.add(parent);
      if (parent === '') break;
    }
  }
  return unowned;
}
