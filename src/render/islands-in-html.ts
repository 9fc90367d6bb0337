/** Finds the islands a rendered page contains, from the markers `<Island>` renders (ISLAND_ATTRIBUTE of protocol/dom-markers.ts). */

export function collectIslands(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/data-sitegen-island="([^"]+)"/g)) names.add(match[1]!);
  return [...names].sort();
}
