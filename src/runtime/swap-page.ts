/** Puts a payload's page in place of the current one: head tags, `lang`, and the app's markup. */
import { JSON_LD_SELECTOR, serializeJsonForHtml, SOCIAL_TAG_SELECTOR, socialTags } from '../protocol/head-tags.js';
import type { KEEP_ATTRIBUTE as KEEP_MARKER } from '../protocol/dom-markers.js';
import type { BootData, HeadData, Payload } from '../shapes.js';

/** Marks an element the runtime (or `sitegen dev`) adds to `<body>`, which a swap leaves in place. */
export const KEEP_ATTRIBUTE = 'data-sitegen-keep' satisfies typeof KEEP_MARKER;

/** The element the layout renders into: `#app`, or `<body>` itself (config `appRoot: 'body'`). */
export function appRoot(boot: BootData): HTMLElement {
  return boot.appRoot === 'body' ? document.body : document.getElementById('app')!;
}

export function swapPage(payload: Payload, root: HTMLElement): void {
  applyHead(payload.head);
  if (root !== document.body) {
    root.innerHTML = payload.html;
    return;
  }
  // The overlay and the live region stay where they are, so they keep working during the swap.
  for (const node of [...root.childNodes]) if (!(node instanceof Element && node.hasAttribute(KEEP_ATTRIBUTE))) node.remove();
  root.insertAdjacentHTML('afterbegin', payload.html);
}

function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta('description', head.description);
  setMeta('robots', head.noindex ? 'noindex' : undefined);
  for (const old of document.head.querySelectorAll(
    `link[rel="canonical"], link[rel="alternate"][hreflang], ${SOCIAL_TAG_SELECTOR}, ${JSON_LD_SELECTOR}`,
  ))
    old.remove();
  const anchor = document.head.querySelector('meta[name="description"]')!;
  const links = [
    ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((alternate) => ({ rel: 'alternate', href: alternate.href, hreflang: alternate.hreflang })),
  ].map((attributes) => Object.assign(document.createElement('link'), attributes));
  const metas = socialTags(head).map(({ attribute, key, content }) => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    meta.content = content;
    return meta;
  });
  // Same text as a full load's; a script element of this type is data and never runs.
  const blocks = (head.jsonLd ?? []).map((block) =>
    Object.assign(document.createElement('script'), { type: 'application/ld+json', textContent: serializeJsonForHtml(block) }),
  );
  anchor.after(...links, ...metas, ...blocks);
}

function setMeta(name: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = Object.assign(document.createElement('meta'), { name });
    document.head.querySelector('title')!.after(meta);
  }
  meta.content = content;
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
