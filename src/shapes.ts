/**
 * The shapes that cross the line between Node and the browser: the build writes them,
 * the runtime reads them back. Types only, so both sides can import this file.
 */

/** A locale as configured: `code` is the URL prefix, `language` the BCP 47 tag for `lang`/hreflang. */
export interface Locale {
  code: string;
  language: string;
  name: string;
  /** The catch-all locale also answers the unprefixed paths (hreflang `x-default`). */
  catchAll: boolean;
}

/** `default`: the unprefixed copy of the default locale; `prefixed`: `/{code}/…`. */
export type Variant = 'default' | 'prefixed';

/** One output page: a route with its params, in one locale variant. */
export interface Page {
  /** The route pattern as configured, e.g. `/career/{id}/`. */
  route: string;
  /** The page module's name under the pages folder, e.g. `career-posting`. */
  module: string;
  params: Record<string, string>;
  locale: string;
  variant: Variant;
  /** The unprefixed path with params filled in, e.g. `/career/pv-installer/`. */
  defaultPath: string;
  /** The URL path of this copy, e.g. `/en/career/pv-installer/`. */
  path: string;
  /** The HTML file relative to the output folder, e.g. `en/career/pv-installer/index.html`. */
  file: string;
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** Everything a page contributes to `<head>`, as data; `render/head.ts` turns it into tags. */
export interface HeadData {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: AlternateLink[];
  /** Error pages ask search engines not to index them. */
  noindex?: boolean;
  /** Open Graph and Twitter card data; absent on error pages. */
  social?: SocialData;
  /** Structured data, one `<script type="application/ld+json">` per block. */
  jsonLd?: JsonLdBlock[];
}

/** A JSON-LD object, e.g. `{ "@context": "https://schema.org", "@type": "BreadcrumbList", … }`. */
export type JsonLdBlock = Record<string, unknown>;

/** What link previews show besides the title, description and canonical URL of the page. */
export interface SocialData {
  /** `og:type`, e.g. `website`. */
  type: string;
  siteName: string;
  /** `og:locale` of the page, e.g. `de_DE`. */
  locale: string;
  /** `og:locale:alternate`: the other locales the page exists in. */
  alternateLocales: string[];
  image?: ShareImage;
}

/** The picture a link preview shows. */
export interface ShareImage {
  /** Absolute URL. */
  url: string;
  /** MIME type, e.g. `image/png`. */
  type: string;
  width: number;
  height: number;
  /** Localized description of the picture. */
  alt: string;
}

/** A page's `_payload.json`: what the browser needs to show it without its HTML document. */
export interface Payload {
  path: string;
  locale: string;
  head: HeadData;
  /** The inner HTML of the document's `#app` element (or of `<body>`, config `appRoot`): header, content and footer. */
  html: string;
  /** Names of the islands on the page, whose code the browser loads before showing it. */
  islands: string[];
}

/** `_sitegen/builds/latest.json`: polled by open tabs to notice a new release. */
export interface LatestRelease {
  id: string;
  timestamp: number;
}

/** `_sitegen/builds/meta/<id>.json`: the release and every route it prerendered. */
export interface ReleaseManifest extends LatestRelease {
  routes: string[];
  locales: string[];
  defaultLocale: string;
}

/** What the build tells the runtime about the page, in `<script type="application/json" id="sitegen-data">`. */
export interface BootData {
  buildId: string;
  locale: string;
  locales: string[];
  defaultLocale: string;
  cookie: { name: string; maxAgeDays: number; sameSite: 'lax' | 'strict' | 'none'; path: string };
  checkIntervalMs: number;
  /**
   * Every rule of the release in one stylesheet. A page inlines only its own CSS; before showing
   * another page in place, the runtime loads this once, so payloads carry no CSS.
   */
  stylesheet: string;
  /** The runtime's content-hashed files: island chunks by name, client message files by locale. */
  assets: {
    islands: Record<string, string>;
    messages: Record<string, string>;
    /** Error pages to show in place, by locale then status (`404`, `500`). */
    errors: Record<string, Record<string, string>>;
  };
  /** The spinner's accessible name, by locale. */
  loadingLabels: Record<string, string>;
  /** Set when the layout renders straight into `<body>` (config `appRoot`); else it is `#app`. */
  appRoot?: 'body';
}

/** What an island's chunk receives from the runtime to hydrate one island. */
export interface IslandContext {
  props: unknown;
  locale: string;
  language: string;
  /** The locale's client messages, pre-parsed (no ICU parser ships). */
  messages: Record<string, unknown>;
}

/** What the detection script (runtime/detect.ts) needs to know, baked in at build time. */
export interface DetectSettings {
  cookieName: string;
  locales: string[];
  defaultLocale: string;
}
