/**
 * The error pages of a build, beside the pages of expand-pages.ts: a 404 document per locale
 * (the one in the default locale unprefixed, answering unprefixed paths) and, per locale and
 * status, the error payload the runtime shows in place. Pure.
 */
import { errorPayloadFile, notFoundPageFile } from '../protocol/output-files.js';
import type { Locale, Page, Variant } from '../shapes.js';
import { localizePath, pathToFile } from './route-path.js';

/** The statuses a locale has an error payload for; the runtime shows 500 for anything but a 404. */
export const ERROR_STATUSES = [404, 500] as const;

export interface ErrorPage {
  /** The locale copy of the home page the error page is rendered as (layout, switch links). */
  page: Page;
  status: number;
  /** Where it is written: a document (`404.html`, `en/404.html`) or a payload under `_sitegen/errors/`. */
  file: string;
  kind: 'document' | 'payload';
}

export interface ErrorPagesOptions {
  locales: Locale[];
  defaultLocale: string;
  /** Error payloads are named by the build id (protocol/output-files.ts). */
  buildId: string;
}

/** The 404 documents (default locale first, then every locale's), then every locale's error payloads. */
export function errorPages({ locales, defaultLocale, buildId }: ErrorPagesOptions): ErrorPage[] {
  const documents: ErrorPage[] = [
    { page: errorHome(defaultLocale, 'default'), status: 404, file: notFoundPageFile(), kind: 'document' },
    ...locales.map((locale): ErrorPage => ({
      page: errorHome(locale.code, 'prefixed'),
      status: 404,
      file: notFoundPageFile(locale.code),
      kind: 'document',
    })),
  ];
  const payloads = locales.flatMap((locale) =>
    ERROR_STATUSES.map((status): ErrorPage => ({
      page: errorHome(locale.code, 'prefixed'),
      status,
      file: errorPayloadFile(buildId, locale.code, status),
      kind: 'payload',
    })),
  );
  return [...documents, ...payloads];
}

/** A locale copy of `/`, rendered with no page module: the app's ErrorPage takes the module's place. */
function errorHome(locale: string, variant: Variant): Page {
  const pagePath = localizePath('/', { code: locale }, variant);
  return { route: '/', module: '', params: {}, locale, variant, defaultPath: '/', path: pagePath, file: pathToFile(pagePath) };
}
