/**
 * The inline CSS of a built HTML document, and its Content-Security-Policy hashes. Pure apart
 * from hashing. Hashes let a strict `style-src` allow exactly the CSS the build wrote, where
 * `'unsafe-inline'` would allow any injected style too.
 */
import { createHash } from 'node:crypto';

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

/** The CSP source expression for a text: `'sha256-<base64>'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The entities React and our head renderer write into attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** Collects the distinct inline styles of many documents; pages that share CSS share one hash. */
export class InlineStyleHashes {
  private readonly blocks = new Map<string, string>();
  private readonly attributes = new Map<string, string>();

  add(html: string): void {
    const found = findInlineStyles(html);
    for (const block of found.blocks) if (!this.blocks.has(block)) this.blocks.set(block, cspHash(block));
    for (const attribute of found.attributes) if (!this.attributes.has(attribute)) this.attributes.set(attribute, cspHash(attribute));
  }

  /** Sorted, so the output does not depend on the order pages were written in. */
  get styleHashes(): string[] {
    return [...new Set(this.blocks.values())].sort();
  }

  get attributeHashes(): string[] {
    return [...new Set(this.attributes.values())].sort();
  }
}
