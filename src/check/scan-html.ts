/**
 * One pass over an HTML document, collecting what the site checks need: head facts, headings,
 * ids, every URL the page references, JSON-LD blocks and the runtime's boot data.
 *
 * A hand-written scanner rather than a parser: the check runs on every build, and building a tree
 * of 15,000 pages would cost more than rendering them. The regex engine finds the few tags that
 * matter, raw text (scripts, styles) and comments are jumped over, and a second native pass
 * collects the body's ids. That pass also sees ` id="…"` written as text, which HTML writers
 * escape (`&quot;`), and at worst it would hide a broken fragment, never report a false one. Pure.
 */
import { BOOT_DATA_ID } from '../protocol/dom-markers.js';
import { decodeEntities } from './html-entities.js';
import { equalsIgnoringCase, isNameEnd, readAttributes } from './read-attributes.js';
import { parseSrcset, urlsInCss } from './css-and-srcset.js';

/** A URL the document points to, with what points to it (for the message). */
export interface Reference {
  /** `link`: `<a>`/`<area>` a visitor follows; `asset`: a file the page loads; `json-ld`: a URL in structured data. */
  kind: 'link' | 'asset' | 'json-ld';
  /** How the problem message names the reference: `link to`, `<img src>`, `url() in <style>`… */
  source: string;
  url: string;
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface HtmlFacts {
  /** `<html lang>`. */
  lang?: string;
  /** Text of each `<title>` in the head. */
  titles: string[];
  /** `content` of each `<meta name="description">`. */
  descriptions: string[];
  h1Count: number;
  /** Every `id`, and `name` of `<a>`: what a `#fragment` can point to. */
  ids: string[];
  /** `<base href>`, when the document sets one. */
  base?: string;
  canonicals: string[];
  alternates: AlternateLink[];
  /** Links and assets: `a`, `link` (except canonical and hreflang), `script`, `img`, `srcset`, CSS `url()`. */
  references: Reference[];
  /** Raw text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** Raw text of `<script id="sitegen-boot">`, whose asset URLs the runtime loads. */
  boot?: string;
}

/** Attributes holding one URL, per element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};
/** The attributes read, per element; the rest (classes, SVG paths…) are skipped without being cut out. */
const READ_ATTRIBUTES: Record<string, string[]> = {
  ...URL_ATTRIBUTES,
  a: ['href', 'name'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  html: ['lang'],
  base: ['href'],
  meta: ['name', 'property', 'content'],
  link: ['rel', 'href', 'hreflang', 'imagesrcset'],
  script: ['src', 'type', 'id'],
};
const INTERESTING = new Set(Object.keys(READ_ATTRIBUTES));
const NONE: string[] = [];
/** Elements whose text is not markup: everything up to their end tag is skipped. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'iframe']);
/**
 * The only tags the scanner stops at, found by the regex engine in native code: on a typical page
 * that is one tag in five. Then `</head>` and comments (skipped whole).
 */
const TAGS = new RegExp(`<(${[...new Set([...INTERESTING, ...RAW_TEXT, 'h1', 'body'])].join('|')})(?=[\\s/>])|<\\/head[\\s>]|<!--`, 'gi');
/** `id` attributes anywhere in the body: a separate native pass beats stopping at every tag. */
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

export function scanHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = {
    titles: [],
    descriptions: [],
    h1Count: 0,
    ids: [],
    canonicals: [],
    alternates: [],
    references: [],
    jsonLd: [],
  };
  let inHead = true;
  let bodyStart = 0;
  TAGS.lastIndex = 0;
  for (let match = TAGS.exec(html); match; match = TAGS.exec(html)) {
    const name = match[1]?.toLowerCase();
    if (name === undefined) {
      if (match[0] === '<!--') TAGS.lastIndex = endOf(html, '-->', TAGS.lastIndex);
      else inHead = false;
      continue;
    }
    const { attributes, end } = readAttributes(html, TAGS.lastIndex, READ_ATTRIBUTES[name] ?? NONE);
    TAGS.lastIndex = end;
    if (name === 'h1') facts.h1Count += 1;
    else if (name === 'body') {
      inHead = false;
      bodyStart = end;
    } else collectFromTag(facts, name, attributes);
    if (!RAW_TEXT.has(name)) continue;
    const close = findEndTag(html, name, end);
    const text = html.slice(end, close);
    if (name === 'title' && inHead) facts.titles.push(normalizeSpace(decodeEntities(text)));
    else if (name === 'style') collectCssUrls(facts, text, 'url() in <style>');
    else if (name === 'script') collectScriptData(facts, attributes, text);
    TAGS.lastIndex = close;
  }
  collectBodyAttributes(facts, html, bodyStart);
  return facts;
}

/** Ids, and `url()` in style attributes, from the body on. */
function collectBodyAttributes(facts: HtmlFacts, html: string, from: number): void {
  ID_ATTRIBUTE.lastIndex = from;
  for (let match = ID_ATTRIBUTE.exec(html); match; match = ID_ATTRIBUTE.exec(html)) {
    const id = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
    if (id) facts.ids.push(id);
  }
  if (!html.includes('url(', from)) return;
  STYLE_ATTRIBUTE.lastIndex = from;
  for (let match = STYLE_ATTRIBUTE.exec(html); match; match = STYLE_ATTRIBUTE.exec(html)) {
    collectCssUrls(facts, decodeEntities(match[1] ?? match[2] ?? ''), 'url() in a style attribute');
  }
}

function collectFromTag(facts: HtmlFacts, name: string, attributes: Map<string, string>): void {
  switch (name) {
    case 'html':
      facts.lang ??= attributes.get('lang');
      return;
    case 'base':
      facts.base ??= attributes.get('href');
      return;
    case 'meta':
      collectMeta(facts, attributes);
      return;
    case 'link':
      collectLink(facts, attributes);
      return;
    case 'a': {
      const anchorName = attributes.get('name');
      if (anchorName) facts.ids.push(anchorName);
      break;
    }
    case 'img':
    case 'source':
      for (const url of parseSrcset(attributes.get('srcset') ?? ''))
        facts.references.push({ kind: 'asset', source: sourceName(name, 'srcset'), url });
      break;
  }
  for (const attribute of URL_ATTRIBUTES[name] ?? []) {
    const url = attributes.get(attribute);
    if (url === undefined) continue;
    if (name === 'a' || name === 'area') facts.references.push({ kind: 'link', source: 'link to', url });
    else facts.references.push({ kind: 'asset', source: sourceName(name, attribute), url });
  }
}

/** Open Graph and Twitter card properties whose content is a URL of the site. */
const META_URLS: Record<string, Reference['kind']> = {
  'og:url': 'link',
  'og:image': 'asset',
  'og:image:url': 'asset',
  'og:image:secure_url': 'asset',
  'twitter:image': 'asset',
};

function collectMeta(facts: HtmlFacts, attributes: Map<string, string>): void {
  const name = (attributes.get('name') ?? attributes.get('property'))?.toLowerCase();
  if (name === undefined) return;
  const content = attributes.get('content') ?? '';
  if (name === 'description') facts.descriptions.push(normalizeSpace(content));
  const kind = META_URLS[name];
  if (kind && content)
    facts.references.push({ kind, source: `<meta ${attributes.has('property') ? 'property' : 'name'}="${name}">`, url: content });
}

function collectLink(facts: HtmlFacts, attributes: Map<string, string>): void {
  const relations = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const href = attributes.get('href');
  const hreflang = attributes.get('hreflang');
  if (href !== undefined) {
    if (relations.includes('canonical')) facts.canonicals.push(href);
    else if (relations.includes('alternate') && hreflang !== undefined) facts.alternates.push({ hreflang, href });
    else facts.references.push({ kind: 'asset', source: sourceName('link', `rel="${relations.join(' ')}" href`), url: href });
  }
  for (const url of parseSrcset(attributes.get('imagesrcset') ?? ''))
    facts.references.push({ kind: 'asset', source: '<link imagesrcset>', url });
}

function collectScriptData(facts: HtmlFacts, attributes: Map<string, string>, text: string): void {
  const type = attributes.get('type')?.toLowerCase();
  if (type === 'application/ld+json') facts.jsonLd.push(text);
  else if (attributes.get('id') === BOOT_DATA_ID) facts.boot = text;
}

function collectCssUrls(facts: HtmlFacts, css: string, source: string): void {
  for (const url of urlsInCss(css)) facts.references.push({ kind: 'asset', source, url });
}

/** Where the text of a raw-text element ends: at its end tag, any case, or the end of the file. */
function findEndTag(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (equalsIgnoringCase(html, at + 2, name) && isNameEnd(html.charCodeAt(at + 2 + name.length))) return at;
  }
  return html.length;
}

/** The position after `marker` searching from `from`, or the end of the file. */
function endOf(html: string, marker: string, from: number): number {
  const at = html.indexOf(marker, from);
  return at === -1 ? html.length : at + marker.length;
}

function normalizeSpace(text: string): string {
  return /\s\s|[\t\n\r\f]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

const SOURCE_NAMES = new Map<string, string>();

/** `<img srcset>`: one string per kind of reference, shared by every page, not one per tag. */
function sourceName(element: string, attribute: string): string {
  const key = `${element} ${attribute}`;
  let name = SOURCE_NAMES.get(key);
  if (name === undefined) SOURCE_NAMES.set(key, (name = `<${key}>`));
  return name;
}
