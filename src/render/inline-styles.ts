/**
 * The inline CSS of an HTML document: the text of each `<style>` element and each `style`
 * attribute, as a browser hashes them for a Content-Security-Policy. Pure.
 */
export interface InlineStyles {
  /** The text of each `<style>` element, as the browser hashes it. */
  blocks: string[];
  /** The value of each `style="…"` attribute, entities decoded. */
  attributes: string[];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;

export function findInlineStyles(html: string): InlineStyles {
  const blocks = Array.from(html.matchAll(STYLE_ELEMENT), (match) => match[1]!);
  // Most pages have no style attribute at all; skip the regular expression then.
  const attributes = /\sstyle="/i.test(html) ? Array.from(html.matchAll(STYLE_ATTRIBUTE), (match) => decodeEntities(match[1]!)) : [];
  return { blocks, attributes };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The entities React and our head renderer write into attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return NAMED[body.toLowerCase()] ?? entity;
  });
}
