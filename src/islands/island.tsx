/**
 * `<Island>`: renders an interactive component on the server inside a marker element that
 * names it and carries its props, so the runtime can load its code and hydrate it in place.
 * Everything else on the page stays static HTML and ships no JavaScript.
 */
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../protocol/dom-markers.js';

export interface IslandProps<P extends object> {
  /** The island's name in the config's `islands` table, e.g. `contact-form`. */
  name: string;
  component: ComponentType<P>;
  /** Serializable props (JSON): what the component needs on the server and in the browser alike. */
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const markers = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...markers}>
      <Component {...props} />
    </div>
  );
}
