/**
 * What the `markdown` config key may never allow, because no sanitiser can make it safe: read by
 * the config's validation and by the sanitiser (content/sanitize-markup.ts). Pure.
 */

/** Elements that run code or bring markup of their own. */
export const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'math',
  'svg',
]);

/**
 * Event handlers (onclick, onerror…; `open` of <details> is no handler), and attributes that hold
 * a document or a URL the sanitiser's scheme check does not look at.
 */
export function isForbiddenAttribute(name: string): boolean {
  return (/^on/i.test(name) && name.toLowerCase() !== 'open') || /^(formaction|srcdoc|xmlns|xlink:)/i.test(name);
}
