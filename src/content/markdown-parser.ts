/**
 * marked's `Marked`, for markdown.ts. In lib/ this module is marked bundled into one file whose code
 * runs on the first call (scripts/build-lib.js), so a build whose pages read no entry's `html` does
 * not pay for it (~8 ms of every start); src/ imports it, as Node 20 cannot require marked (ESM only).
 */
import { Marked } from 'marked';

export function loadMarked(): typeof Marked {
  return Marked;
}
