import type { z } from 'zod';
import type { RouteOptions } from '../routes/route-table.js';

export type { ParamSource, RouteOptions } from '../routes/route-table.js';

/** One locale of the site. */
/** Which precompressed copies the build writes beside text files. */
export const COMPRESSIONS = ['gzip', 'brotli', 'both'] as const;
export type Compression = (typeof COMPRESSIONS)[number];

/** `compress` as written in a config or on the command line, to what the build writes. Pure. */
export function resolveCompression(value: Compression | boolean | undefined): Compression | false {
  if (value === true) return 'both';
  return value ?? false;
}

export interface LocaleOptions {
  /** URL prefix and cookie value, e.g. `en`. */
  code: string;
  /** BCP 47 language tag used for `<html lang>` and hreflang, e.g. `en-US`. */
  language: string;
  /** The locale's name in its own language, shown in the language switch. */
  name: string;
  /** The catch-all locale answers unprefixed paths and hreflang `x-default`. Exactly one locale has it. */
  catchAll?: boolean;
}

/** A content collection: one Markdown file per entry and locale, `dir/{locale}/{id}.md`. */
export interface CollectionOptions<Schema extends z.ZodType = z.ZodType> {
  dir: string;
  /** Validates each entry's front matter; the parsed value is what pages receive. */
  schema: Schema;
  /**
   * A date field of the schema, e.g. `validThrough`: an entry whose date has passed when the site
   * is built is left out in every locale. A date without a time counts as the whole day (UTC).
   */
  expires?: DateFieldName<z.output<Schema>>;
}

/** The names of an entry type's Date fields; any string while the schema's type is not known. */
type DateFieldName<Data> = unknown extends Data
  ? string
  : { [Key in keyof Data]-?: NonNullable<Data[Key]> extends Date ? Key : never }[keyof Data] & string;

export interface CookieOptions {
  name: string;
  maxAgeDays: number;
  sameSite: 'lax' | 'strict' | 'none';
  path: string;
}

/**
 * The shape of `generator.config.ts`. `Schemas` maps each collection's name to its zod schema;
 * `defineConfig` infers it, so pages can type entries from the schemas (`CollectionData`).
 */
export interface SitegenConfig<Schemas extends Record<string, z.ZodType> = Record<string, z.ZodType>> {
  /** The public origin the site is served from, used for canonical and hreflang URLs. */
  siteUrl: string;
  locales: LocaleOptions[];
  defaultLocale: string;
  /** Folder with one `{locale}.json` per locale. Default `messages`. */
  messagesDir?: string;
  /** Folder with the page modules. Default `site/pages`. */
  pagesDir?: string;
  /** The app module: layout, error page and title format. Default `site/app.tsx`. */
  app?: string;
  routes: RouteOptions[];
  /** Content collections by name, e.g. `{ careers: { dir: 'site/content/careers', schema: posting } }`. */
  collections?: { [Name in keyof Schemas]: CollectionOptions<Schemas[Name]> };
  cookie?: Partial<CookieOptions>;
  release?: { checkIntervalMs?: number };
  /**
   * Navigation in place: how long (ms) a click waits for the target's payload, styles and island
   * code before it gives up for a full load of the page. Default 5000.
   */
  navigation?: { payloadTimeoutMs?: number };
  /** Files copied as they are to the output root (favicons, images). Default `site/public`. */
  publicDir?: string;
  /** Icon files in the public folder, linked from every page's head. */
  icons?: { svg?: string; png?: string; appleTouchIcon?: string };
  /** `<meta name="theme-color">`, e.g. the brand colour. */
  themeColor?: string;
  /** Output folder. Default `dist`. */
  outDir?: string;
  /**
   * Precompressed copies beside text files of 1 KB or more, for hosts that send them as they are
   * (nginx `gzip_static`/`brotli_static`): `'gzip'` (.gz), `'brotli'` (.br), `'both'` (`true` is
   * `'both'`). Default false: Netlify, Cloudflare Pages, GitHub Pages and Vercel compress on the
   * fly and never read the copies, which would triple the number of files.
   */
  compress?: Compression | boolean;
  /**
   * Interactive components hydrated in the browser, by name: `{ 'contact-form': 'site/islands/contact-form.tsx' }`.
   * The module's default export is the component; pages render it with `<Island name=… component=… props=…>`.
   */
  islands?: Record<string, string>;
  /** Message id prefixes the browser needs (islands' texts), shipped per locale, e.g. `['contact.form']`. */
  clientMessages?: string[];
  /** Site-specific settings handed to pages untouched (e.g. a contact form endpoint). */
  site?: Record<string, unknown>;
  /**
   * Where the site's forms post and its scripts send data, e.g. a contact form's backend: an
   * http(s) URL's origin is added to the Content-Security-Policy's `form-action` and
   * `connect-src`; a path on this site is covered by `'self'` already. Default none.
   */
  formTargets?: string[];
  /** The picture link previews (Open Graph, Twitter cards) show for every page. */
  share?: ShareOptions;
  /**
   * Open Graph (`og:*`) and Twitter card (`twitter:*`) meta tags in every page's head, so shared
   * links show a preview with title, description and the `share` picture. Default true; false
   * leaves them out of every page and payload (JSON-LD, canonical and hreflang stay).
   */
  socialTags?: boolean;
  /**
   * Where the layout renders. `'div'` (default): inside `<body><div id="app">…</div></body>`.
   * `'body'`: straight into `<body>`, with no wrapper, for layouts whose CSS or markup expects
   * header, main and footer as children of `<body>`. Client navigation swaps the body's content
   * in either case, keeping the elements the runtime adds (loading overlay, live region).
   */
  appRoot?: 'div' | 'body';
  /**
   * What Markdown bodies of collection entries may contain. They are sanitised when the site is
   * built, to a safe subset that suits postings: headings, paragraphs, lists, emphasis, links
   * (http(s), mailto, tel, relative), images (http(s), relative), tables, code, blockquote, hr,
   * br. Anything else, such as `<script>`, event handlers (`onerror=…`), `javascript:` and `data:`
   * URLs, `<iframe>` and `<form>`, is removed, so a page is safe even on a host that sends no
   * Content-Security-Policy. Widen the set here only for markup you trust:
   * `markdown: { allowTags: ['iframe'], allowAttributes: { iframe: ['src', 'title'] } }`.
   * `<script>`, `<style>` and the like, and event-handler attributes, can never be allowed; URLs
   * keep to the schemes above and a `style` that could run code or load a URL is dropped.
   */
  markdown?: MarkdownConfig;
  /** `sitegen dev` only. */
  dev?: DevOptions;
}

export interface DevOptions {
  /**
   * Host names `sitegen dev` answers besides localhost, `*.localhost`, IP addresses and the
   * `--host` name; any other `Host` gets 403, so a page elsewhere cannot read the dev server
   * through DNS rebinding. `'.example.com'` allows it and its subdomains; `true` allows any host
   * (only on a network you trust).
   */
  allowedHosts?: string[] | true;
}

/** The `markdown` key: what Markdown bodies may keep in addition to the safe default set. */
export interface MarkdownConfig {
  /** Extra elements to keep, lowercase, e.g. `['figure', 'figcaption']`. */
  allowTags?: string[];
  /** Extra attributes to keep, by element (`'*'` for every element), e.g. `{ iframe: ['src', 'title'] }`. */
  allowAttributes?: Record<string, string[]>;
}

export interface ShareOptions {
  /** A PNG or JPEG in the public folder, ideally 1200 × 630 px, e.g. `/share/card.png`. */
  image: string;
  /** The message id of the picture's description, e.g. `share.imageAlt`. */
  alt: string;
}

/** The config after validation, with every default filled in and paths made absolute. */
export interface ResolvedConfig {
  root: string;
  configFile: string;
  siteUrl: string;
  locales: Required<LocaleOptions>[];
  defaultLocale: string;
  messagesDir: string;
  pagesDir: string;
  app: string;
  routes: RouteOptions[];
  collections: Record<string, CollectionOptions>;
  cookie: CookieOptions;
  release: { checkIntervalMs: number };
  /** Only when the config has it: the build id hashes the resolved config, and sites without it keep their ids. */
  navigation?: { payloadTimeoutMs: number };
  publicDir: string;
  icons: { svg?: string; png?: string; appleTouchIcon?: string };
  themeColor?: string;
  outDir: string;
  compress: Compression | false;
  /** Island name → absolute module path. */
  islands: Record<string, string>;
  clientMessages: string[];
  site: Record<string, unknown>;
  formTargets: string[];
  share?: ShareOptions;
  socialTags: boolean;
  appRoot: 'div' | 'body';
  /** The `markdown` key with its defaults: nothing allowed beyond the safe set. */
  markdown: { allowTags: string[]; allowAttributes: Record<string, string[]> };
  /** Only when the config has it, so sites without it keep their build ids. */
  dev?: DevOptions;
}

/**
 * Identity function that gives `generator.config.ts` its types. It keeps each collection's
 * schema type, so `typeof config` tells pages what their entries hold:
 * `const config = defineConfig({ … }); export default config;`, then in a page
 * `PageProps<typeof config>` or `definePage<typeof config, 'careers'>(…)`.
 */
export function defineConfig<Schemas extends Record<string, z.ZodType> = Record<never, never>>(
  config: SitegenConfig<Schemas>,
): SitegenConfig<Schemas> {
  return config;
}

/** The names of a config's collections, e.g. `CollectionName<typeof config>` is `'careers'`. */
export type CollectionName<Config extends SitegenConfig> = Extract<keyof NonNullable<Config['collections']>, string>;

/**
 * What an entry of a collection holds in `data`: the output of the collection's zod schema
 * (after coercion and defaults), e.g. `CollectionData<typeof config, 'careers'>`.
 */
export type CollectionData<Config extends SitegenConfig, Name extends CollectionName<Config>> = z.output<
  NonNullable<Config['collections']>[Name]['schema']
>;
