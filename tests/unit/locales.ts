/** The site's two locales as the contract fixes them, shared by the unit tests. */
import type { Locale } from '../../src/shapes.js';

export const de: Locale = { code: 'de', language: 'de-DE', name: 'Deutsch', catchAll: true };
export const en: Locale = { code: 'en', language: 'en-US', name: 'English', catchAll: false };
export const locales: Locale[] = [de, en];
