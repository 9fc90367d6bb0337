/**
 * The error page for a status, rendered as a locale copy of `/` (routes/error-pages.ts): the app's
 * ErrorPage inside its Layout. 404 shows the requested path, any other status the error's own
 * text; both are slots filled in where the page is shown (`sitegen serve`, the runtime).
 */
import { SITEGEN_MESSAGES } from '../i18n/builtin-messages.js';
import { ERROR_MESSAGE_SLOT, REQUEST_PATH_SLOT } from '../protocol/dom-markers.js';
import type { Page, PayloadHead } from '../shapes.js';
import { renderDocument } from './document-shell.js';
import { messageSite, pageInfo } from './page-info.js';
import { renderBody } from './render-body.js';
import type { RenderContext, RenderedPage } from './render-context.js';

// Stand-ins React escapes nothing of, swapped for the slots' markup after rendering.
const REQUEST_PATH_TOKEN = '\u0000sitegen-request-path\u0000';
const ERROR_MESSAGE_TOKEN = '\u0000sitegen-error-message\u0000';

export function renderErrorPage(context: RenderContext, page: Page, status: number): RenderedPage {
  const { app } = context.modules;
  const info = { ...pageInfo(context, page), status };
  const intl = context.intls.intl(page.locale);
  return context.intls.checked(messageSite(context, page), () => {
    const own = app.errorHead({ status, intl });
    const head: PayloadHead = { title: app.title({ pageTitle: own.title, intl }), description: own.description, noindex: true };
    const message =
      status === 404 ? intl.formatMessage({ id: SITEGEN_MESSAGES.notFound }, { path: REQUEST_PATH_TOKEN }) : ERROR_MESSAGE_TOKEN;
    const body = renderBody({ intl, info, Layout: app.Layout, Content: app.ErrorPage, props: { ...info, message } })
      .replaceAll(REQUEST_PATH_TOKEN, REQUEST_PATH_SLOT)
      .replaceAll(ERROR_MESSAGE_TOKEN, ERROR_MESSAGE_SLOT);
    return renderDocument(context, page, head, body);
  });
}
