/**
 * What a site's page and app modules are written against (`import { definePage } from 'sitegen/page'`).
 * Page components are ordinary React components; messages come from react-intl's `useIntl()`.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { CollectionData, CollectionName, CookieOptions, SitegenConfig } from '../config/define-config.js';
import type { CollectionEntry } from '../content/collection-entry.js';

export type { CollectionData, CollectionEntry, CollectionName };
import type { JsonLdBlock, Locale, Page, ShareImage } from '../shapes.js';

export type { JsonLdBlock, ShareImage };

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

/** An entry of a config's collection, its `data` typed from the schema: `EntryOf<typeof config, 'careers'>`. */
export type EntryOf<Config extends SitegenConfig, Name extends CollectionName<Config>> = CollectionEntry<CollectionData<Config, Name>>;

/**
 * A page's `content`: every collection of the config by name, each entry typed from its schema.
 * For the untyped `SitegenConfig` (no config type given) a record of untyped entries.
 */
export type ContentOf<Config extends SitegenConfig> =
  string extends CollectionName<Config> ? Record<string, CollectionEntry[]> : { [Name in CollectionName<Config>]: EntryOf<Config, Name>[] };

/**
 * What a page component receives. `Config` is the site's config type (`typeof config` of
 * generator.config.ts), which types `content` from the collections' schemas; `Name` is the
 * collection a page with a collection param is about, which types `entry`:
 * `PageProps<typeof config, 'careers'>`. Without them, entries are untyped.
 */
export interface PageProps<Config extends SitegenConfig = SitegenConfig, Name extends CollectionName<Config> = never> extends PageInfo {
  /** For routes with a collection param: the entry the page is about, in the page's locale. */
  entry?: [Name] extends [never] ? CollectionEntry : EntryOf<Config, Name>;
  /** Every collection's entries in the page's locale, sorted by id (an empty list when it has none). */
  content: ContentOf<Config>;
}

export interface HeadInput<Config extends SitegenConfig = SitegenConfig, Name extends CollectionName<Config> = never> extends PageProps<
  Config,
  Name
> {
  intl: IntlShape;
  /** The configured public origin (with base path, no trailing slash), for absolute URLs of files. */
  siteUrl: string;
  /** The absolute canonical URL of a site path (unprefixed, e.g. `/career/`) in the page's locale. */
  canonicalUrl: (defaultPath: string) => string;
  /** The config's share image with its description in the page's locale, if one is configured. */
  shareImage?: ShareImage;
}

export interface PageHead {
  /** The page's own name; omitted on the home page, whose title is the site name alone. */
  title?: string;
  description: string;
  /**
   * Structured data about the page, e.g. a JobPosting: plain JSON-able objects with their own
   * `@context`. Each becomes a `<script type="application/ld+json">`, escaped so no text ends it.
   */
  jsonLd?: JsonLdBlock | JsonLdBlock[];
  /**
   * When the page's content last changed, as its content says (a posting's date, say): a Date or
   * a W3C date like `2026-10-19`. Becomes the page's `lastmod` in sitemap.xml; pages without one
   * are listed without it.
   */
  lastModified?: Date | string;
}

export interface PageDefinition<Config extends SitegenConfig = SitegenConfig, Name extends CollectionName<Config> = never> {
  head: (input: HeadInput<Config, Name>) => PageHead;
  component: ComponentType<PageProps<Config, Name>>;
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
  /**
   * Structured data every page carries besides its own, e.g. a BreadcrumbList made from the
   * page's path and head. Called after the page's head(), which it receives as `head`.
   */
  jsonLd?: (input: HeadInput & { head: PageHead }) => JsonLdBlock | JsonLdBlock[] | undefined;
}

/**
 * Declares a page module's default export. Give the config's type to type `content`, and the
 * collection the page is about to type `entry`: `definePage<typeof config, 'careers'>({ head, component })`.
 */
export function definePage<Config extends SitegenConfig = SitegenConfig, Name extends CollectionName<Config> = never>(
  definition: PageDefinition<Config, Name>,
): PageDefinition<Config, Name> {
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
