/**
 * The browser side of an island: hydrate the server-rendered markup with the same component,
 * props and messages, so React attaches to it without re-rendering. Bundled into each island's
 * chunk (with React), never into the runtime.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import type { IslandContext } from '../shapes.js';

const intlCache = createIntlCache();

export function hydrateIsland<P extends object>(element: Element, Component: ComponentType<P>, context: IslandContext): void {
  const intl = createIntl(
    {
      locale: context.language,
      defaultLocale: 'en-US',
      messages: context.messages as Record<string, string>,
      onError: (error) => console.error(`sitegen: island message problem (${context.locale}):`, error.message),
    },
    intlCache,
  );
  hydrateRoot(
    element,
    <RawIntlProvider value={intl}>
      <Component {...(context.props as P)} />
    </RawIntlProvider>,
  );
}
