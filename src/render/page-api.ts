/**
 * What a site's page and app modules are written against (`import { definePage } from 'sitegen/page'`).
 * Page components are ordinary React components; messages come from react-intl's `useIntl()`.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { CookieOptions } from '../config/define-config.js';
import type { CollectionEntry } from '../content/collection-entry.js';

export type { CollectionEntry };
import type { Locale, Page } from '../shapes.js';

/** A locale copy of the current page, for language switch links. */
export interface LocaleLink extends Locale {
  /** The same page in that locale (the catch-all locale's copy is unprefixed). */
  path: string;
  current: boolean;
}

/** What every page and the layout know about the page being rendered. */
export interface PageInfo {
  page: Page;
  locale: Locale;
  locales: LocaleLink[];
  /** A site path (unprefixed, e.g. `/services/`) as a link within the current locale variant. */
  link: (defaultPath: string) => string;
  /** Site-specific settings from the config's `site` key. */
  site: Record<string, unknown>;
  /** The language cookie's settings (for the privacy notice, say). */
  cookie: CookieOptions;
  /** Set on error pages only: the HTTP status the page stands for. */
  status?: number;
}

export interface PageProps<Data = Record<string, unknown>> extends PageInfo {
  /** For routes with a collection param: the entry the page is about, in the page's locale. */
  entry?: CollectionEntry<Data>;
  /** Every collection's entries in the page's locale, sorted by id. */
  content: Record<string, CollectionEntry[]>;
}

export interface HeadInput<Data = Record<string, unknown>> extends PageProps<Data> {
  intl: IntlShape;
}

export interface PageHead {
  /** The page's own name; omitted on the home page, whose title is the site name alone. */
  title?: string;
  description: string;
}

export interface PageDefinition<Data = Record<string, unknown>> {
  head: (input: HeadInput<Data>) => PageHead;
  component: ComponentType<PageProps<Data>>;
}

export interface ErrorProps extends PageInfo {
  status: number;
  /** The error's own text, e.g. `Page not found: /foo/`. */
  message?: string;
}

export interface AppDefinition {
  /** Wraps every page and the error page: header, navigation, footer. */
  Layout: ComponentType<PageInfo & { children: ReactNode }>;
  ErrorPage: ComponentType<ErrorProps>;
  /** The head of the error page for a status. */
  errorHead: (input: { status: number; intl: IntlShape }) => PageHead;
  /** The document title from the page's own name (undefined on the home page). */
  title: (input: { pageTitle?: string; intl: IntlShape }) => string;
}

export function definePage<Data = Record<string, unknown>>(definition: PageDefinition<Data>): PageDefinition<Data> {
  return definition;
}

export function defineApp(definition: AppDefinition): AppDefinition {
  return definition;
}

export const PageContext = createContext<PageInfo | null>(null);

/** The current page's info anywhere below the layout, without passing props down. */
export function usePage(): PageInfo {
  const info = useContext(PageContext);
  if (!info) throw new Error('usePage() is only available while sitegen renders a page');
  return info;
}
