/** `sitegen/config`: what `generator.config.ts` imports. */
export { defineConfig } from './define-config.js';
export type {
  SitegenConfig,
  RouteOptions,
  LocaleOptions,
  CollectionOptions,
  CookieOptions,
  CollectionName,
  CollectionData,
} from './define-config.js';
export { strictDate } from './strict-date.js';
export { z } from './zod.js';
