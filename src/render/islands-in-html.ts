/** Finds the islands a rendered page contains, from the markers `<Island>` renders. */
export const ISLAND_ATTRIBUTE = 'data-sitegen-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-sitegen-props';

export function collectIslands(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/data-sitegen-island="([^"]+)"/g)) names.add(match[1]!);
  return [...names].sort();
}
