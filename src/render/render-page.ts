/** One page of the route table → its document and payload: the page module's head() and component inside the app. */
import { SitegenError } from '../errors.js';
import { canonicalUrl } from '../protocol/head-links.js';
import type { Page, PayloadHead } from '../shapes.js';
import { shareImage } from './boot-data.js';
import { renderDocument } from './document-shell.js';
import type { HeadInput, PageHead } from './page-api.js';
import { payloadHead, sitemapDate } from './page-head.js';
import { messageSite, pageInfo } from './page-info.js';
import { renderBody } from './render-body.js';
import type { RenderContext, RenderedPage } from './render-context.js';

export function renderPage(context: RenderContext, page: Page): RenderedPage {
  const { modules, entries } = context;
  const definition = modules.pages[page.module];
  if (!definition)
    throw new SitegenError(`Page module "${page.module}" has no default export from definePage()`, {
      route: page.route,
      hint: 'Export default definePage({ head, component }) from the page module.',
    });
  const info = pageInfo(context, page);
  const intl = context.intls.intl(page.locale);
  const props = { ...info, entry: entries.entry(page), content: entries.content(page.locale) };
  context.pageReads.begin();
  return context.intls.checked(messageSite(context, page), () => {
    const input: HeadInput = {
      ...props,
      intl,
      siteUrl: context.setup.siteUrl,
      canonicalUrl: (defaultPath) => canonicalUrl(context.setup.siteUrl, defaultPath, info.locale),
      shareImage: shareImage(context, intl),
    };
    const own = definition.head(input);
    const head = ownHead(context, input, own);
    const body = renderBody({ intl, info, Layout: modules.app.Layout, Content: definition.component, props });
    const rendered = { ...renderDocument(context, page, head, body), reads: context.pageReads.end(body) };
    return own.lastModified === undefined ? rendered : { ...rendered, lastModified: sitemapDate(own.lastModified, page) };
  });
}

/** The page's own head() inside the app's title and structured data. */
function ownHead({ modules: { app } }: RenderContext, input: HeadInput, own: PageHead): PayloadHead {
  return payloadHead({
    page: input.page,
    own,
    appJsonLd: app.jsonLd?.({ ...input, head: own }),
    title: app.title({ pageTitle: own.title, intl: input.intl }),
  });
}
