/**
 * What rendering takes in and gives back, and what a renderer keeps for the whole build. Types
 * only; create-renderer.ts makes the context, render-page.ts and render-error-page.ts use it.
 */
import type { CookieOptions, RouteOptions } from '../config/define-config.js';
import type { Collections } from '../content/collection-entry.js';
import type { EntryIndex } from '../content/entry-index.js';
import type { MarkdownOptions } from '../content/sanitize-markup.js';
import type { CompiledCatalogues } from '../i18n/check-messages.js';
import type { LocaleIntls } from '../i18n/intl-cache.js';
import type { Locale, PageBoot, Payload, ReleaseBoot, ShareImage } from '../shapes.js';
import type { DocumentIcons } from './head.js';
import type { InlineStyles } from './inline-styles.js';
import type { AppDefinition, PageDefinition } from './page-api.js';
import type { RuntimeAssets } from './runtime-tags.js';
import type { PageReads, PageReadsRecorder } from './page-reads.js';

/** The site's app and page modules, from the server bundle (build/compile-server.ts). */
export interface SiteModules {
  app: AppDefinition;
  pages: Record<string, PageDefinition>;
}

/** Everything rendering needs besides the modules; plain data, so it can be sent to a worker. */
export interface RenderSetup {
  siteUrl: string;
  locales: Locale[];
  defaultLocale: string;
  /** Parsed messages per locale (parsed once, when they were checked). */
  messages: CompiledCatalogues;
  messageFiles: Record<string, string>;
  routes: RouteOptions[];
  collections: Collections;
  /** What Markdown bodies may keep beyond the safe default set (config `markdown`). */
  markdown: MarkdownOptions;
  site: Record<string, unknown>;
  cookie: CookieOptions;
  icons: DocumentIcons;
  themeColor?: string;
  /** Boot data and the URLs of the runtime, the detection script and island chunks; tags made in runtime-tags.ts. */
  runtimeAssets: RuntimeAssets;
  /** The islands the config declares; a page using another name is an error. */
  islandNames: string[];
  /** The picture of link previews; its description is the message `altMessage` in each locale. */
  shareImage?: Omit<ShareImage, 'alt'> & { altMessage: string };
  /** false: pages carry no Open Graph and Twitter card tags. */
  socialTags: boolean;
  /** `'div'`: the layout renders inside `<div id="app">`; `'body'`: straight into `<body>`. */
  appRoot: 'div' | 'body';
}

export interface RenderedPage {
  html: string;
  payload: Payload;
  /** The document's inline CSS (for the Content-Security-Policy), without scanning it again. */
  styles: InlineStyles;
  /** The page's `lastmod` for the sitemap (W3C Datetime), when its head() gave one. */
  lastModified?: string;
  /** Pages only: what the page read and adds to the release stylesheet (page-reads.ts), for incremental builds. */
  reads?: PageReads;
}

/** The two parts of the boot data (boot-data.ts). */
export interface BootParts {
  /** A page's boot data; a page with islands hydrates them before the manifest is in, so it also names their chunks and messages. */
  page(locale: string, withIslands: boolean): PageBoot;
  /** What every page shares, for the release manifest. */
  release(): ReleaseBoot;
}

/** What a renderer builds once and every page reads. */
export interface RenderContext {
  setup: RenderSetup;
  modules: SiteModules;
  localeByCode: Map<string, Locale>;
  intls: LocaleIntls;
  entries: EntryIndex;
  /** The CSS of the rules a page's HTML uses (extract-css.ts). */
  extractCss: (html: string) => string;
  /** Records what each page reads while it renders (page-reads.ts). */
  pageReads: PageReadsRecorder;
  /** The page's and the release's boot data (boot-data.ts). */
  boot: BootParts;
}
