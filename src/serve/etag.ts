/** The strong ETag of some bytes: their SHA-256, so the same bytes keep their tag across rebuilds. */
import { createHash, type Hash } from 'node:crypto';

export function etagOf(content: Buffer): string {
  return etagOfHash(createHash('sha256').update(content));
}

/** The tag of a hash fed piece by piece (a streamed file). */
export function etagOfHash(hash: Hash): string {
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}
