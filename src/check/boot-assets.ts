/**
 * The files the runtime loads by URL from what a page's boot data says (release manifest and
 * stylesheet, the error pages of the page's locale, island chunks and client messages): they
 * appear in no tag, yet a missing one breaks the page in the browser. The URLs are made as the
 * runtime makes them, with the names of protocol/output-files.ts. Every locale's pages name that
 * locale's files, so the whole site's are checked. Pure.
 */
import { clientMessagesFile, errorPayloadFile, releaseManifestFile, releaseStylesheetFile } from '../protocol/output-files.js';
import { ERROR_STATUSES } from '../routes/error-pages.js';
import type { PageBoot } from '../shapes.js';

export function bootAssetUrls(text: string): { urls: string[] } | { error: string } {
  let boot: Partial<PageBoot>;
  try {
    boot = JSON.parse(text) as Partial<PageBoot>;
  } catch (error) {
    return {
      error: `<script id="sitegen-boot"> is not valid JSON (${(error as Error).message}); this is a bug in sitegen, please report it`,
    };
  }
  const { buildId, locale, messages, islands } = boot;
  if (typeof buildId !== 'string' || typeof locale !== 'string')
    return { error: '<script id="sitegen-boot"> lacks buildId or locale; this is a bug in sitegen, please report it' };
  const files: string[] = [releaseManifestFile(buildId), releaseStylesheetFile(buildId)];
  for (const status of ERROR_STATUSES) files.push(errorPayloadFile(buildId, locale, status));
  if (typeof messages === 'string') files.push(clientMessagesFile(locale, messages));
  return { urls: [...files.map((file) => `/${file}`), ...Object.values(islands ?? {})] };
}
