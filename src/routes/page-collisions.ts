/**
 * Pages that would write one output file: a static route beside a route whose entry fills in the
 * same path, an entry id that is a locale prefix, or paths that differ only by case or Unicode
 * form (one file on macOS, Windows and case-insensitive hosts). The later page would overwrite
 * the earlier one and the sitemap list the URL twice, so the build fails naming both. Pure.
 */
import type { Problem } from '../errors.js';
import type { Page } from '../shapes.js';

/** One problem per output file that two or more pages write, every one of them at once. */
export function findPageCollisions(pages: readonly Page[]): Problem[] {
  const byFile = new Map<string, Page[]>();
  for (const page of pages) {
    const key = sameFileKey(page.file);
    const found = byFile.get(key);
    if (found) found.push(page);
    else byFile.set(key, [page]);
  }
  return [...byFile.values()]
    .filter((group) => group.length > 1)
    .map((group) => ({
      route: group[0]!.route,
      locale: group[0]!.locale,
      message: `${describePaths(group)} would be written by ${group.length} pages: ${group.map(describePage).join('; ')}`,
    }));
}

/** What a file system or host may take for one file: decoded, in one Unicode form, in one case. */
function sameFileKey(file: string): string {
  let decoded = file;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    // A malformed escape stays as written; it can only equal itself.
  }
  return decoded.normalize('NFC').toLowerCase();
}

function describePaths(group: Page[]): string {
  const paths = [...new Set(group.map((page) => page.path))];
  return paths.length === 1 ? `The URL ${paths[0]}` : `The one output file of ${paths.join(' and ')}`;
}

function describePage(page: Page): string {
  const params = Object.entries(page.params).map(([name, value]) => `${name} "${value.slice(0, 200)}"`);
  const variant = page.variant === 'default' ? ', unprefixed' : '';
  return `route ${page.route}${params.length > 0 ? ` with ${params.join(', ')}` : ''} (locale ${page.locale}${variant}, page module "${page.module}")`;
}
