/** Which clicks the runtime takes over. Pure over plain values, so it is a table test. */
import type { HASHED_DIR } from '../protocol/output-files.js';

export interface ClickFacts {
  /** The link's resolved URL. */
  href: string;
  /** The page's origin. */
  origin: string;
  /** The current URL. */
  current: string;
  button: number;
  modified: boolean;
  /** The link's `target`, `download` and `rel` attributes. */
  target: string | null;
  download: boolean;
  rel: string | null;
}

/**
 * A same-origin link to a site path (ending in `/`), clicked plainly: the runtime navigates.
 * Everything else is the browser's: other origins, files, modified or middle clicks, `target`,
 * `download`, and a hash change on the same page.
 */
export function shouldIntercept(facts: ClickFacts): boolean {
  if (facts.button !== 0 || facts.modified || facts.download) return false;
  if (facts.target && facts.target !== '_self') return false;
  if (facts.rel && /\bexternal\b/.test(facts.rel)) return false;
  let url: URL;
  let current: URL;
  try {
    url = new URL(facts.href);
    current = new URL(facts.current);
  } catch {
    return false;
  }
  if (url.origin !== facts.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (!url.pathname.endsWith('/') || url.pathname.startsWith('/_sitegen/' satisfies `/${typeof HASHED_DIR}`)) return false;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash !== '');
}

/**
 * The route a path names: hosts that answer `/x` or `/x/index.html` with the page of `/x/` (no
 * slash redirect, as `netlify dev` does) leave such paths in the history, which Back returns to.
 */
export const routeOf = (path: string): string => path.replace(/\/index\.html$|(?<!\/)$/, '/');
