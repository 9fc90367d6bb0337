/**
 * Writing one of a page's files where it was rendered or handed over (a render worker, the page
 * writer thread) and what the sinks are told of it: its size and, for HTML, the CSP hashes of its
 * inline CSS and, when the site is checked, its scan. One way for both, so their pages are recorded alike.
 */
import { scanPage } from '../check/scan-page.js';
import { findInlineStyles, hashInlineStyles } from '../hosting/inline-styles.js';
import type { WrittenFile } from '../output/written-file.js';
import type { InlineStyles } from '../render/inline-styles.js';

export type PageFileWriter = (file: string, content: string, styles?: InlineStyles) => WrittenFile;

export function createPageFileWriter(writeOutputFile: (file: string, content: string) => number, check: boolean): PageFileWriter {
  // Pages share a few style blocks: each block's hash is worked out once.
  const styleMemo = new Map<string, string>();
  return (file, content, styles) => {
    const bytes = writeOutputFile(file, content);
    if (!file.endsWith('.html')) return { file, bytes };
    return {
      file,
      bytes,
      styles: hashInlineStyles(styles ?? findInlineStyles(content), styleMemo),
      ...(check ? { scan: scanPage(content) } : {}),
    };
  };
}
