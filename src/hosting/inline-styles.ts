/**
 * The inline CSS of a built HTML document, and its Content-Security-Policy hashes. Pure apart
 * from hashing. Hashes let a strict `style-src` allow exactly the CSS the build wrote, where
 * `'unsafe-inline'` would allow any injected style too.
 */
import { createHash } from 'node:crypto';
import { findInlineStyles, type InlineStyles } from '../render/inline-styles.js';

export { findInlineStyles, type InlineStyles } from '../render/inline-styles.js';

/** The CSP source expression for a text: `'sha256-<base64>'`. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP hashes of a document's inline styles. */
export interface InlineStyleHashList {
  blocks: string[];
  attributes: string[];
}

/** The CSP hashes of inline styles found (the renderer reports a page's own); `memo` (text → hash) spares hashing repeated CSS. */
export function hashInlineStyles(found: InlineStyles, memo: Map<string, string>): InlineStyleHashList {
  const hash = (text: string) => {
    let value = memo.get(text);
    if (value === undefined) memo.set(text, (value = cspHash(text)));
    return value;
  };
  return { blocks: found.blocks.map(hash), attributes: found.attributes.map(hash) };
}

/** Collects the distinct inline styles of many documents; pages that share CSS share one hash. */
export class InlineStyleHashes {
  private readonly memo = new Map<string, string>();
  private readonly blocks = new Set<string>();
  private readonly attributes = new Set<string>();

  add(html: string): void {
    this.addStyles(findInlineStyles(html));
  }

  addStyles(styles: InlineStyles): void {
    this.addHashes(hashInlineStyles(styles, this.memo));
  }

  /** Takes the hashes of a document scanned elsewhere (a render worker). */
  addHashes({ blocks, attributes }: InlineStyleHashList): void {
    for (const hash of blocks) this.blocks.add(hash);
    for (const hash of attributes) this.attributes.add(hash);
  }

  /** Sorted, so the output does not depend on the order pages were written in. */
  get styleHashes(): string[] {
    return [...this.blocks].sort();
  }

  get attributeHashes(): string[] {
    return [...this.attributes].sort();
  }
}
