/** "Did you mean" for an unknown config key: the known key at the same place that is a close match, if any. */
import { distance } from 'fastest-levenshtein';
import { z } from './zod.js';

/** The keys an object of `schema` may have at `path` (array indexes and record names pass through); none when that is not an object. */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const segment of path) {
    if (current instanceof z.ZodObject) current = (current.shape as Record<string, z.ZodType>)[String(segment)];
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return [];
    current = current && unwrap(current);
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
}

/**
 * The known key `key` was most likely meant to be: equal but for case, or at most two edits away
 * and no more than half the key changed (`pgae` → `page`, `outdir` → `outDir`, not `x` → `app`).
 */
export function suggestKey(key: string, known: readonly string[]): string | undefined {
  if (key.length > 100) return undefined;
  const lower = key.toLowerCase();
  let best: { name: string; edits: number } | undefined;
  for (const name of known) {
    const edits = distance(lower, name.toLowerCase());
    if (edits <= 2 && edits <= lower.length / 2 && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}
