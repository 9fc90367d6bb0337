/** The islands a rendered body uses, each one the config declares. Pure. */
import { SitegenError } from '../errors.js';
import type { Page } from '../shapes.js';
import { collectIslands } from './islands-in-html.js';

export function pageIslands(page: Page, body: string, declared: string[]): string[] {
  const islands = collectIslands(body);
  const unknown = islands.find((name) => !declared.includes(name));
  if (unknown)
    throw new SitegenError(`Page ${page.path} uses island "${unknown}", which the config does not declare`, {
      route: page.path,
      key: 'islands',
      hint: `Add it to "islands" in the config, e.g. islands: { '${unknown}': 'site/islands/${unknown}.tsx' }.`,
    });
  return islands;
}
