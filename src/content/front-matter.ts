/**
 * gray-matter, which parses an entry's front matter (YAML, by js-yaml's safeLoad), required when
 * the first file is parsed: an incremental build whose entries all come from the entry cache
 * parses none. In lib/ this module is gray-matter and js-yaml bundled into one file
 * (scripts/build-lib.js): requiring their ~45 CommonJS files one by one took a cold build ~25 ms,
 * the one file ~10.
 */
import { createRequire } from 'node:module';
import type matterType from 'gray-matter';

const requireHere = createRequire(import.meta.url);

export function loadGrayMatter(): typeof matterType {
  return requireHere('gray-matter') as typeof matterType;
}
