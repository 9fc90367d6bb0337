/**
 * Renders one page (or an error page) to an HTML document and its payload. Pure apart from
 * React's and emotion's in-memory caches: no file system, so it runs in the main thread or a worker.
 */
import { cache as emotionCache } from '@emotion/css';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape, type MessageDescriptor } from 'react-intl';
import { renderToString } from 'react-dom/server';
import type { CookieOptions, RouteOptions } from '../config/define-config.js';
import type { CollectionEntry, Collections } from '../content/collection-entry.js';
import { withMarkdownHtml } from '../content/markdown.js';
import type { MarkdownOptions } from '../content/sanitize-markup.js';
import { SitegenError } from '../errors.js';
import type { CompiledCatalogues } from '../i18n/check-messages.js';
import { SITEGEN_MESSAGES } from '../i18n/builtin-messages.js';
import { unknownMessageError } from '../i18n/load-messages.js';
import { canonicalUrl } from '../routes/head-links.js';
import { localizePath, preferredPath } from '../routes/route-path.js';
import type { HeadData, Locale, Page, Payload, ShareImage } from '../shapes.js';
import { collectSiteCss, createCssExtractor, mergeRules, snapshotRules, type CssRules } from './extract-css.js';
import { ERROR_MESSAGE_SLOT, REQUEST_PATH_SLOT } from '../protocol/dom-markers.js';
import { renderHead, styleElementText, type DocumentIcons } from './head.js';
import { findInlineStyles, type InlineStyles } from './inline-styles.js';
import { collectIslands } from './islands-in-html.js';
import { PageContext, type AppDefinition, type HeadInput, type PageDefinition, type PageInfo } from './page-api.js';
import { pageHeadData, sitemapDate } from './page-head.js';
import { detectTag, runtimeTags, type RuntimeAssets } from './runtime-tags.js';

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
  /** Boot data per locale and the URLs of the runtime, the detection script and island chunks; tags made in runtime-tags.ts. */
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
}

const REQUEST_PATH_TOKEN = '\u0000sitegen-request-path\u0000';
const ERROR_MESSAGE_TOKEN = '\u0000sitegen-error-message\u0000';

export function createRenderer(setup: RenderSetup, modules: SiteModules) {
  const intlCache = createIntlCache();
  /** Message problems met while rendering the current page: missing ids, values not passed. */
  const messageErrors: { code: string; id: string; message: string }[] = [];
  const intls = new Map<string, IntlShape>();
  for (const locale of setup.locales) {
    intls.set(
      locale.code,
      withMessageCache(
        messageErrors,
        createIntl(
          {
            locale: locale.language,
            defaultLocale: 'en-US',
            messages: setup.messages[locale.code] ?? {},
            onError: (error) => {
              const id = (error as { descriptor?: { id?: string } }).descriptor?.id ?? '?';
              messageErrors.push({ code: error.code, id, message: error.message });
            },
          },
          intlCache,
        ),
      ),
    );
  }
  // Entries copied to a render worker arrive without their (lazy, not enumerable) html.
  for (const byLocale of Object.values(setup.collections))
    for (const entries of Object.values(byLocale)) for (const entry of entries) withMarkdownHtml(entry, setup.markdown);
  const extractCss = createCssExtractor(emotionCache);
  const localeByCode = new Map(setup.locales.map((locale) => [locale.code, locale]));
  const findEntry = indexEntries(setup);
  const contentByLocale = new Map(setup.locales.map((locale) => [locale.code, localeContent(setup.collections, locale.code)]));

  function pageInfo(page: Page): PageInfo {
    const locale = localeByCode.get(page.locale)!;
    return {
      page,
      locale,
      locales: setup.locales.map((other) => ({
        ...other,
        path: preferredPath(page.defaultPath, other),
        current: other.code === locale.code,
      })),
      link: (defaultPath: string) => localizePath(defaultPath, locale, page.variant),
      site: setup.site,
      cookie: setup.cookie,
    };
  }

  /** Runs a render step and turns any message id that no catalogue has into a build error. */
  function checked<T>(page: Page, step: () => T): T {
    messageErrors.length = 0;
    const result = step();
    const first = messageErrors[0];
    if (!first) return result;
    const file = setup.messageFiles[page.locale] ?? `${page.locale}.json`;
    if (first.code === 'MISSING_TRANSLATION') throw unknownMessageError(first.id, page.locale, page.path, file);
    throw new SitegenError(
      `Page ${page.path} (locale ${page.locale}) could not format message "${first.id}": ${formatErrorReason(first.message)}`,
      {
        key: first.id,
        locale: page.locale,
        route: page.path,
        file,
        hint: `Pass every value the message uses (e.g. intl.formatMessage({ id: '${first.id}' }, { … })), or change the message in ${file}.`,
      },
    );
  }

  function renderDocument(page: Page, head: HeadData, body: string): RenderedPage {
    const css = extractCss(body);
    const islands = collectIslands(body);
    const unknown = islands.find((name) => !setup.islandNames.includes(name));
    if (unknown)
      throw new SitegenError(`Page ${page.path} uses island "${unknown}", which the config does not declare`, {
        route: page.path,
        key: 'islands',
        hint: `Add it to "islands" in the config, e.g. islands: { '${unknown}': 'site/islands/${unknown}.tsx' }.`,
      });
    const extra = runtimeTags(setup.runtimeAssets, page.locale, islands);
    const early = page.path === '/' ? detectTag(setup.runtimeAssets) : undefined;
    const headHtml = renderHead({ head, icons: setup.icons, themeColor: setup.themeColor, css, extra, early });
    const app = setup.appRoot === 'body' ? body : `<div id="app">${body}</div>`;
    const html = `<!doctype html>\n<html lang="${head.lang}">\n<head>\n${headHtml}\n</head>\n<body>\n${app}\n</body>\n</html>\n`;
    // The head's only inline CSS is the page's own; a component may still write some into the body.
    const inBody = findInlineStyles(body);
    const styles = { blocks: css ? [styleElementText(css), ...inBody.blocks] : inBody.blocks, attributes: inBody.attributes };
    return { html, payload: { path: page.path, locale: page.locale, head, html: body, islands }, styles };
  }

  function renderPage(page: Page): RenderedPage {
    const definition = modules.pages[page.module];
    if (!definition)
      throw new SitegenError(`Page module "${page.module}" has no default export from definePage()`, {
        route: page.route,
        hint: 'Export default definePage({ head, component }) from the page module.',
      });
    const info = pageInfo(page);
    const intl = intls.get(page.locale)!;
    const props = { ...info, entry: findEntry(page), content: contentByLocale.get(page.locale)! };
    return checked(page, () => {
      const input: HeadInput = {
        ...props,
        intl,
        siteUrl: setup.siteUrl,
        canonicalUrl: (defaultPath) => canonicalUrl(setup.siteUrl, defaultPath, info.locale),
        shareImage: shareImage(intl),
      };
      const own = definition.head(input);
      const { app } = modules;
      const head = pageHeadData({
        page,
        locale: info.locale,
        locales: setup.locales,
        siteUrl: setup.siteUrl,
        own,
        appJsonLd: app.jsonLd?.({ ...input, head: own }),
        title: app.title({ pageTitle: own.title, intl }),
        siteName: app.title({ intl }),
        shareImage: input.shareImage,
        socialTags: setup.socialTags,
      });
      const Component = definition.component;
      const { Layout } = modules.app;
      const body = renderToString(
        <RawIntlProvider value={intl}>
          <PageContext.Provider value={info}>
            <Layout {...info}>
              <Component {...props} />
            </Layout>
          </PageContext.Provider>
        </RawIntlProvider>,
      );
      const rendered = renderDocument(page, head, body);
      return own.lastModified === undefined ? rendered : { ...rendered, lastModified: sitemapDate(own.lastModified, page) };
    });
  }

  function shareImage(intl: IntlShape): ShareImage | undefined {
    if (!setup.shareImage) return undefined;
    const { altMessage, ...image } = setup.shareImage;
    return { ...image, alt: intl.formatMessage({ id: altMessage }) };
  }

  /** The error page for a locale copy of `/`: 404 shows the requested path, filled in when served. */
  function renderErrorPage(page: Page, status: number): RenderedPage {
    const info = { ...pageInfo(page), status };
    const intl = intls.get(page.locale)!;
    return checked(page, () => {
      const own = modules.app.errorHead({ status, intl });
      const head: HeadData = {
        lang: info.locale.language,
        title: modules.app.title({ pageTitle: own.title, intl }),
        description: own.description,
        canonical: '',
        alternates: [],
        noindex: true,
      };
      // The path (404) or the error's own text (other statuses) is filled in where it is shown.
      const message =
        status === 404 ? intl.formatMessage({ id: SITEGEN_MESSAGES.notFound }, { path: REQUEST_PATH_TOKEN }) : ERROR_MESSAGE_TOKEN;
      const { Layout, ErrorPage } = modules.app;
      const body = renderToString(
        <RawIntlProvider value={intl}>
          <PageContext.Provider value={info}>
            <Layout {...info}>
              <ErrorPage {...info} message={message} />
            </Layout>
          </PageContext.Provider>
        </RawIntlProvider>,
      )
        .replaceAll(REQUEST_PATH_TOKEN, REQUEST_PATH_SLOT)
        .replaceAll(ERROR_MESSAGE_TOKEN, ERROR_MESSAGE_SLOT);
      return renderDocument(page, head, body);
    });
  }

  /** Every rule the pages rendered so far used: the release stylesheet client navigation loads. */
  const siteCss = () => collectSiteCss(emotionCache);
  /** The rules rendered here, to hand to another renderer (render workers → the main thread). */
  const cssRules = (): CssRules => snapshotRules(emotionCache);
  const addCssRules = (rules: CssRules) => mergeRules(emotionCache, rules);

  return { renderPage, renderErrorPage, siteCss, cssRules, addCssRules };
}

/**
 * The text of a message is the same on every page that formats it with the same values, so it is
 * formatted once: formatjs would otherwise serialize the message's syntax tree into a cache key on
 * every call, which costs more than rendering a typical component. Only messages without values
 * or with string and number values are kept (rich text holds React elements); a message that
 * failed (an unknown id) is not kept, so every page that uses it reports the error.
 */
function withMessageCache(errors: readonly unknown[], intl: IntlShape): IntlShape {
  const format = intl.formatMessage;
  const formatted = new Map<string, string>();
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: { ignoreTag?: boolean }) => {
    const key =
      typeof descriptor.id === 'string' && descriptor.defaultMessage === undefined ? cacheKey(descriptor.id, values, options) : undefined;
    if (key === undefined) return format(descriptor, values as never, options as never);
    let text = formatted.get(key);
    if (text === undefined) {
      const errorsBefore = errors.length;
      const result = format(descriptor, values as never, options as never);
      if (errors.length !== errorsBefore || typeof result !== 'string') return result;
      // Per-page values (a posting's title) would grow the cache without end.
      if (formatted.size >= 10_000) formatted.clear();
      formatted.set(key, (text = result));
    }
    return text;
  }) as IntlShape['formatMessage'];
  intl.formatMessage = formatMessage;
  return intl;
}

/** `id`, plus its values when they are all strings or numbers; undefined when it cannot be cached. */
function cacheKey(
  id: string,
  values: Record<string, unknown> | undefined,
  options: { ignoreTag?: boolean } | undefined,
): string | undefined {
  // <FormattedMessage> always passes { ignoreTag }, which changes how a message with tags reads.
  let key = options?.ignoreTag ? `${id}\u0000ignoreTag` : id;
  if (values === undefined) return key;
  for (const name in values) {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    key += `\u0000${name}\u0001${typeof value === 'number' ? 'n' : 's'}${value}`;
  }
  return key;
}

/** Looks up the entry a page with a collection param is about, by route, locale and id. */
function indexEntries(setup: RenderSetup): (page: Page) => CollectionEntry | undefined {
  const index = new Map<string, CollectionEntry>();
  for (const [collection, byLocale] of Object.entries(setup.collections)) {
    for (const [locale, entries] of Object.entries(byLocale)) {
      for (const entry of entries) index.set(`${collection}/${locale}/${entry.id}`, entry);
    }
  }
  const sourceByRoute = new Map(
    setup.routes.flatMap((route) =>
      Object.entries(route.params ?? {})
        .slice(0, 1)
        .map(([name, source]) => [route.path, { name, collection: source.collection }] as const),
    ),
  );
  return (page) => {
    const source = sourceByRoute.get(page.route);
    return source && index.get(`${source.collection}/${page.locale}/${page.params[source.name]}`);
  };
}

function localeContent(collections: Collections, locale: string): Record<string, CollectionEntry[]> {
  return Object.fromEntries(Object.entries(collections).map(([name, byLocale]) => [name, byLocale[locale] ?? []]));
}

/** formatjs wraps the reason in a header, ids and a stack; keep the sentence that says what is wrong. */
function formatErrorReason(message: string): string {
  const lines = message.split('\n').map((line) => line.trim());
  const reason = lines.find((line) => line && !/^(\[@formatjs|MessageID:|Default Message:|Description:|Locale:|Error:|at )/.test(line));
  // Messages are passed pre-parsed, so formatjs has no source string to quote.
  return (reason ?? lines[0] ?? message).replace(/ to the string "undefined"$/, '');
}
