/**
 * Stray files: an in-place commit (commit-in-place.ts) leaves the output folder with exactly the
 * files a cold build writes, so what else is there goes: a file put there by hand, a folder no page
 * has, what is left of a deleted page's folder. A cold build never has them (it swaps in a folder it
 * wrote whole), and an incremental build's output is a cold build's, byte for byte and name for name.
 *
 * Without listing 15,000 page folders on every rebuild: a carried page's folder whose change time
 * (ctime) is the one recorded when it was last seen holds nothing new (build/incremental/page-folders.ts),
 * so only the others are listed: the folders of this build's own files and their parents, carried
 * pages' folders that changed, and the few folders no page owns. The build starts listing the folders
 * it knows of while its pages render (a listing page's folder holds 5,000 page folders: ~2 ms of the
 * kernel's time each), and keeps of each only what no page explains; the commit weighs that against
 * the files it staged. A file put there after a folder was listed is a stray for the next build.
 */
import type { Dirent } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What the build knows of the pages; folders are relative, `` for the output folder, else `a/b/`. */
export interface PageLayout {
  /** Whether `file` is a carried page's file in a folder that changed (its `.gz`/`.br` copies go with it). */
  isFile(file: string): boolean;
  /** Whether `folder` holds a page's files, at any depth. */
  holdsPages(folder: string): boolean;
  /** Whether `folder` is a carried page's folder unchanged since its files were last seen there: it holds nothing else. */
  isClean(folder: string): boolean;
}

/** The folder of a relative path (`a/b/c` → `a/b/`, `a/b/` → `a/`, `c` → ``). */
export function folderOf(file: string): string {
  return file.slice(0, file.lastIndexOf('/', file.length - 2) + 1);
}

type Listing = { entries: Dirent[] } | { error: unknown };

/** The folders an in-place commit looks through, and what in them no page explains. */
export class StraySweep {
  private readonly listings = new Map<string, Promise<Listing>>();

  constructor(
    private readonly outDir: string,
    private readonly layout: PageLayout,
    private readonly suffixes: string[],
  ) {}

  /** Starts listing `folders` (read now, weighed at the commit). */
  look(folders: Iterable<string>): void {
    for (const folder of folders) if (!this.listings.has(folder)) this.listings.set(folder, this.list(folder));
  }

  /** Whether the release has `folder` (`a/b/`): it holds a page's files or one of `staged`'s. */
  holds(folder: string, staged: StagedFiles): boolean {
    return staged.folders.has(folder) || this.layout.holdsPages(folder);
  }

  /** Removes what neither a page nor this build's `staged` files explain, from every folder that may hold it. */
  async sweep(staged: StagedFiles): Promise<void> {
    this.look([...staged.folders].filter((folder) => !this.layout.isClean(folder)));
    const strays: string[] = [];
    for (const [folder, listing] of this.listings) {
      const listed = await listing;
      if ('error' in listed) throw listed.error;
      for (const entry of listed.entries) {
        const name = folder + entry.name;
        if (entry.isDirectory() ? !staged.folders.has(`${name}/`) : !staged.files.has(name)) strays.push(name);
      }
    }
    await Promise.all(strays.map((name) => rm(path.join(this.outDir, name), { recursive: true, force: true })));
  }

  /** The entries of `folder` no page explains; a folder that is gone holds none. Never rejects: the commit throws. */
  private async list(folder: string): Promise<Listing> {
    const { layout } = this;
    try {
      const entries = await readdir(path.join(this.outDir, folder), { withFileTypes: true });
      return {
        entries: entries.filter((entry) =>
          entry.isDirectory() ? !layout.holdsPages(`${folder}${entry.name}/`) : !this.isPageFile(folder + entry.name),
        ),
      };
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { entries: [] } : { error };
    }
  }

  private isPageFile(file: string): boolean {
    if (this.layout.isFile(file)) return true;
    const suffix = this.suffixes.find((each) => file.endsWith(each));
    return suffix !== undefined && this.layout.isFile(file.slice(0, -suffix.length));
  }
}

/** The files this build wrote (their copies among them), and every folder that holds them. */
export class StagedFiles {
  readonly files: Set<string>;
  readonly folders = new Set<string>();

  constructor(files: string[]) {
    this.files = new Set(files);
    for (const file of files)
      for (let folder = folderOf(file); !this.folders.has(folder); folder = folderOf(folder)) {
        this.folders.add(folder);
        if (folder === '') break;
      }
  }
}
