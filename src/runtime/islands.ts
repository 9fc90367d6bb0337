/** Finds islands in the page, loads each one's chunk and hydrates it with its props and messages. */
import type { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../protocol/dom-markers.js';
import type { ClientMessagesFile } from '../protocol/output-files.js';
import type { IslandContext, PageBoot } from '../shapes.js';
import { loadClientMessages } from './client-messages.js';

type IslandModule = { default: (element: Element, context: IslandContext) => void };

const chunks = new Map<string, Promise<IslandModule>>();

/** The island's chunk; a failed import is not cached, so a retry (after a reload) can succeed. */
export function loadIslandChunk(boot: PageBoot, name: string): Promise<IslandModule> {
  let chunk = chunks.get(name);
  if (!chunk) {
    const url = boot.islands?.[name];
    chunk = url
      ? (import(/* @vite-ignore */ url) as Promise<IslandModule>)
      : Promise.reject(new Error(`no island named "${name}" in this release`));
    chunk.catch(() => chunks.delete(name));
    chunks.set(name, chunk);
  }
  return chunk;
}

/** Hydrates the islands under `root` in the background; a failure is logged, and the static HTML stays. */
export function startIslands(root: ParentNode, boot: PageBoot, locale: string): void {
  hydrateIslands(root, boot, locale).catch((error: Error) => console.error('sitegen: an island failed to start:', error));
}

async function hydrateIslands(root: ParentNode, boot: PageBoot, locale: string): Promise<void> {
  const elements = [
    ...root.querySelectorAll(
      '[data-sitegen-island]:not([data-sitegen-hydrated])' satisfies `[${typeof ISLAND_ATTRIBUTE}]:not([${typeof ISLAND_HYDRATED_ATTRIBUTE}])`,
    ),
  ];
  if (elements.length === 0) return;
  const messages = await loadClientMessages(
    locale,
    `/_sitegen/messages/${locale}-${boot.messages}.json` satisfies `/${ClientMessagesFile}`,
  );
  // Without its messages an island would render different text than the server did; the static
  // HTML stays usable, so it is left as it is.
  if (!messages) return;
  await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute('data-sitegen-island' satisfies typeof ISLAND_ATTRIBUTE)!;
      const chunk = await loadIslandChunk(boot, name);
      element.setAttribute('data-sitegen-hydrated' satisfies typeof ISLAND_HYDRATED_ATTRIBUTE, '');
      chunk.default(element, {
        props: JSON.parse(element.getAttribute('data-sitegen-props' satisfies typeof ISLAND_PROPS_ATTRIBUTE) ?? '{}'),
        locale,
        language: document.documentElement.lang,
        messages,
      });
    }),
  );
}
