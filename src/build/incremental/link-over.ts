/** Carrying unchanged pages over by hard link, for builds that do not leave them in place: a merge, or most pages changed. */
import { carryOverFiles } from '../../output/carry-over.js';
import type { Carried } from './cached-pages.js';
import type { Compression } from '../../config/define-config.js';
import type { Page } from '../../shapes.js';

/** Hard-links the pages' files into `stagingDir`, each from its source folder; returns those whose files are gone. */
export async function linkOver(
  items: Carried[],
  stagingDir: string,
  namesOf: (item: Carried) => string[],
  options: {
    config: { outDir: string; compress: Compression | false };
    sourceOf?: (page: Page) => string;
  },
): Promise<Set<Carried>> {
  const bySource = new Map<string, Carried[]>();
  for (const item of items) {
    const from = options.sourceOf?.(item.page) ?? options.config.outDir;
    const group = bySource.get(from);
    if (group) group.push(item);
    else bySource.set(from, [item]);
  }
  const missing = new Set<Carried>();
  for (const [from, group] of bySource) {
    const gone = await carryOverFiles(group, namesOf, {
      from,
      to: stagingDir,
      compress: options.config.compress,
    });
    for (const item of gone) missing.add(item);
  }
  return missing;
}
