/** Puts a payload's page in place of the current one: head tags, `lang`, and the app's markup. */
import { PAGE_TAG_SELECTOR, pageTags } from '../protocol/head-tags.js';
import type { KEEP_ATTRIBUTE as KEEP_MARKER } from '../protocol/dom-markers.js';
import type { BootData, PageBoot, Payload } from '../shapes.js';
import { localeOf } from './page-loads.js';

/** Marks an element the runtime (or `sitegen dev`) adds to `<body>`, which a swap leaves in place. */
export const KEEP_ATTRIBUTE = 'data-sitegen-keep' satisfies typeof KEEP_MARKER;

/** The element the layout renders into: `#app`, or `<body>` itself (config `appRoot: 'body'`). */
export function appRoot(boot: PageBoot): HTMLElement {
  return boot.appRoot === 'body' ? document.body : document.getElementById('app')!;
}

/**
 * Elements of a payload's markup that act on their own once inserted, CSP or not: `meta` (a refresh
 * navigates the tab, others set cookies or the referrer policy), `base` (re-points every relative
 * link) and `script`. A page's body needs none of them. `link` stays: React writes image preloads
 * there, and what a link loads is the CSP's to allow; it navigates nowhere.
 */
const ACTIVE_ELEMENTS = 'base,meta,script';

/** The payload's markup, parsed inert (a template loads nothing) and without the elements above. */
function pageMarkup(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(ACTIVE_ELEMENTS)) element.remove();
  return template.content;
}

/** The page at `path`: its head tags are made from the payload's as the build made the document's. */
export function swapPage(boot: BootData, path: string, payload: Payload, root: HTMLElement): void {
  document.documentElement.lang = localeOf(boot, path).language;
  document.title = payload.head.title;
  for (const old of document.head.querySelectorAll(PAGE_TAG_SELECTOR)) old.remove();
  // The very tags a full load has after its title; a JSON-LD script element is data and never runs.
  document.head.querySelector('title')!.insertAdjacentHTML('afterend', pageTags(boot, path, payload.head).join(''));
  const markup = pageMarkup(payload.html);
  if (root !== document.body) {
    root.replaceChildren(markup);
    return;
  }
  // The overlay and the live region stay where they are, so they keep working during the swap.
  for (const node of [...root.childNodes]) if (!(node instanceof Element && node.hasAttribute(KEEP_ATTRIBUTE))) node.remove();
  root.prepend(markup);
}

/** After a swap: scroll to the hash or the top, focus the new heading, tell screen readers. */
export function settleFocus(root: HTMLElement, hash: string, announce: (text: string) => void): void {
  const target = hash ? fragmentTarget(hash.slice(1)) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = root.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  announce(document.title);
}

/**
 * The element a fragment names, found as browsers do: by the fragment as written, then decoded.
 * A fragment that is no valid escape (`#%E0`) names nothing, and focus still settles.
 */
function fragmentTarget(fragment: string): HTMLElement | null {
  const exact = document.getElementById(fragment);
  if (exact) return exact;
  try {
    return document.getElementById(decodeURIComponent(fragment));
  } catch {
    return null;
  }
}
