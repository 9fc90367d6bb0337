/**
 * The sitemap files of the last build, reused when this build's would be the same: its key (the
 * build id, every page's path and `lastmod`: sitemap.ts) is the one recorded, and each file in the
 * output folder is still the one that build put there (by its stamp: size, inode, change times).
 * Generating the sitemap of 15,000 pages (5.8 MB of XML) cost ~60 ms of an incremental build whose
 * pages' dates did not change; reading it back costs a few.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the record keeps: the key, and each file's stamp in the output folder after the commit. */
export interface RecordedSitemap {
  key: string;
  files: Record<string, string>;
}

export class SitemapMemory {
  private noted: { key: string; files: string[] } | undefined;

  constructor(
    private readonly outDir: string,
    private readonly recorded: RecordedSitemap | undefined,
  ) {}

  /** The last build's sitemap files when `key` is its key and the files are as it left them; else undefined. */
  sitemap(key: string): Record<string, string> | undefined {
    const { recorded } = this;
    if (!recorded || recorded.key !== key || typeof recorded.files !== 'object' || recorded.files === null) return undefined;
    const files: Record<string, string> = {};
    try {
      for (const [file, stamp] of Object.entries(recorded.files)) {
        const full = path.join(this.outDir, file);
        if (stampOf(statSync(full, { bigint: true })) !== stamp) return undefined;
        files[file] = readFileSync(full, 'utf8');
      }
    } catch {
      return undefined;
    }
    return Object.keys(files).length > 0 ? files : undefined;
  }

  /** The sitemap files this build wrote, under `key`. */
  noteSitemap(key: string, files: string[]): void {
    this.noted = { key, files };
  }

  /** For the record, once the output is in place: the noted files' stamps there. */
  stamps(): RecordedSitemap | undefined {
    if (!this.noted) return undefined;
    const files: Record<string, string> = {};
    try {
      for (const file of this.noted.files) files[file] = stampOf(statSync(path.join(this.outDir, file), { bigint: true }));
    } catch {
      return undefined;
    }
    return { key: this.noted.key, files };
  }
}

function stampOf(info: { size: bigint; ino: bigint; mtimeNs: bigint; ctimeNs: bigint }): string {
  return `${info.size}:${info.ino}:${info.mtimeNs}:${info.ctimeNs}`;
}
