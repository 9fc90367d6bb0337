/**
 * The files the runtime loads by URL from a page's boot data (release stylesheet, island chunks,
 * client messages, error pages): they appear in no tag, yet a missing one breaks the page in the
 * browser. Pure.
 */
import type { BootData } from '../shapes.js';

export function bootAssetUrls(text: string): { urls: string[] } | { error: string } {
  let boot: Partial<BootData>;
  try {
    boot = JSON.parse(text) as Partial<BootData>;
  } catch (error) {
    return {
      error: `<script id="sitegen-boot"> is not valid JSON (${(error as Error).message}); this is a bug in sitegen, please report it`,
    };
  }
  const urls: string[] = [];
  if (typeof boot.stylesheet === 'string') urls.push(boot.stylesheet);
  collectStrings(boot.assets, urls);
  return { urls };
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collectStrings(child, into);
}
