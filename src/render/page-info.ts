/** What every page, its layout and its head() know of the page being rendered (PageInfo), and where its messages come from. Pure. */
import type { MessageSite } from '../i18n/intl-cache.js';
import { localizePath, preferredPath } from '../routes/route-path.js';
import type { Page } from '../shapes.js';
import type { PageInfo } from './page-api.js';
import type { RenderContext } from './render-context.js';

export function pageInfo({ setup, localeByCode }: RenderContext, page: Page): PageInfo {
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

/** The page and the message file a message problem on it is reported with. */
export function messageSite({ setup }: RenderContext, page: Page): MessageSite {
  return { path: page.path, locale: page.locale, file: setup.messageFiles[page.locale] ?? `${page.locale}.json` };
}
