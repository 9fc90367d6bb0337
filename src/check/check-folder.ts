/** `sitegen check`'s input: every file of a built folder, fed to the site checker. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { inferSiteUrl } from './check-site.js';
import { SiteChecker, type CheckResult } from './site-checker.js';

export interface CheckFolderOptions {
  dir: string;
  /** Overrides the site URL read from the home page's canonical link. */
  siteUrl?: string;
}

/** Files the checker reads; the others only need to exist. */
const READ = /(\.html|\.xml|^robots\.txt)$/;
/** Precompressed copies the build writes beside text files: never linked to. */
const COMPRESSED = /\.(gz|br)$/;

export async function checkFolder({ dir, siteUrl }: CheckFolderOptions): Promise<CheckResult & { siteUrl: string }> {
  const files = await listFiles(dir);
  const url = siteUrl ?? (files.includes('index.html') ? inferSiteUrl(await readFile(path.join(dir, 'index.html'), 'utf8')) : undefined);
  if (!url) {
    throw new SitegenError(
      `Cannot tell which site URL ${path.relative(process.cwd(), dir) || '.'}/ was built for: its index.html has no canonical link`,
      {
        file: path.join(dir, 'index.html'),
        hint: 'Pass it with --site-url, e.g. sitegen check --site-url https://www.example.com',
      },
    );
  }
  const checker = new SiteChecker({ siteUrl: url });
  // Read a bounded number of files at a time: a large site has tens of thousands.
  const BATCH = 64;
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const contents = await Promise.all(
      batch.map((file) => (READ.test(file) ? readFile(path.join(dir, file), 'utf8') : Promise.resolve(undefined))),
    );
    batch.forEach((file, index) => checker.add(file, contents[index]));
  }
  return { ...checker.finish(), siteUrl: url };
}

/** Every file under `dir`, relative, with `/` separators, sorted; a missing folder is a user error. */
async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new SitegenError(`There is no folder ${dir} to check`, {
        hint: 'Build the site first (sitegen build), or name the built folder with --dir.',
      });
    }
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !COMPRESSED.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
