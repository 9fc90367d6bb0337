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

/** A JSON-LD object, e.g. `{ "@context": "https://schema.org", "@type": "BreadcrumbList", … }`. */
export type JsonLdBlock = Record<string, unknown>;

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

/**
 * A page's `_payload.json`: what the browser needs to show it without its HTML document, and no
 * more. The rest of its head (lang, canonical, alternates, link preview) follows from the page's
 * path and the boot data by `protocol/page-head.ts`, as it did for the document.
 */
export interface Payload {
  head: PayloadHead;
  /** The inner HTML of the document's `#app` element (or of `<body>`, config `appRoot`): header, content and footer. */
  html: string;
  /** Names of the islands on the page, whose code the browser loads before showing it. */
  islands: string[];
}

/** The part of a page's head that is its own. */
export interface PayloadHead {
  title: string;
  description: string;
  /** Error pages: no canonical, alternates or link preview, and search engines are asked not to index them. */
  noindex?: true;
  /** Structured data, one `<script type="application/ld+json">` per block, each as that element's text (`serializeJsonForHtml`). */
  jsonLd?: string[];
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
  /** The boot data every page shares, for the runtime to show pages in place. */
  boot: ReleaseBoot;
}

/**
 * What the build tells the runtime about a page, in `<script type="application/json"
 * id="sitegen-boot">`: only what the runtime needs before the release manifest is in (its boot
 * part, ReleaseBoot, is the same for every page of a build). URLs that follow from the build id or
 * a hash (release stylesheet, error payloads, client message files) are in neither: the runtime
 * makes them with the names of `protocol/output-files.ts`. Settings at their default are left out.
 */
export interface PageBoot {
  buildId: string;
  /** The page's locale. */
  locale: string;
  /** The language cookie as written but for its value (`protocol/boot-data.ts`), for the switch links. */
  cookie: string;
  /** Left out at the default, `DEFAULT_CHECK_INTERVAL_MS`. */
  checkIntervalMs?: number;
  /** Left out at the default, `DEFAULT_PAYLOAD_TIMEOUT_MS`. */
  payloadTimeoutMs?: number;
  /** Set when the layout renders straight into `<body>` (config `appRoot`); else it is `#app`. */
  appRoot?: 'body';
  /** Pages with islands only, which hydrate before the manifest is in: ReleaseBoot's. */
  islands?: Record<string, string>;
  messages?: string;
}

/** The part of the boot data every page of a build shares, in the release manifest (`boot`). */
export interface ReleaseBoot {
  defaultLocale: string;
  locales: BootLocale[];
  /** The site URL (no trailing slash) canonical and hreflang links start with. */
  siteUrl: string;
  /** Island chunks by name. */
  islands: Record<string, string>;
  /** The content hash naming every locale's client message file (`clientMessagesFile`). */
  messages: string;
}

/** What the runtime knows once the release manifest is in. */
export type BootData = PageBoot & ReleaseBoot;

/** A locale as the runtime needs it to show that locale's pages in place. */
export interface BootLocale {
  code: string;
  language: string;
  /** Set on the locale whose pages live unprefixed (canonical, hreflang `x-default`). */
  catchAll?: true;
  /** The spinner's accessible name. */
  loading: string;
  /** Link previews: the site's name and picture in this locale; absent when the config turns social tags off. */
  social?: { siteName: string; image?: ShareImage };
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
