/**
 * Whether a collection schema's field holds a date, so `expires` can be checked before any
 * content is read. Pure. Reads zod 4's definition objects (`_zod.def`), which every copy of
 * zod 4 shares: the config's zod may be another copy than ours.
 */

interface ZodLike {
  _zod?: { def?: ZodDef };
}

interface ZodDef {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  out?: ZodLike;
}

/** Wrappers that keep the inner schema's output type (or add null/undefined to it). */
const TRANSPARENT = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The type a field parses to, seen through optional(), default(), z.preprocess() and the like. */
function outputType(schema: ZodLike | undefined): string {
  let def = schema?._zod?.def;
  while (def) {
    if (TRANSPARENT.has(def.type) && def.innerType) def = def.innerType._zod?.def;
    // A pipe's output is its second half: z.preprocess(f, z.date()) gives a date.
    else if (def.type === 'pipe' && def.out) def = def.out._zod?.def;
    else return def.type;
  }
  return 'unknown';
}

/**
 * Why `field` cannot serve as the expiry date of `collection`, or undefined when it is a date
 * (optional allowed: an entry without it never expires).
 */
export function dateFieldProblem(schema: unknown, field: string, collection: string): string | undefined {
  const def = (schema as ZodLike | null)?._zod?.def;
  if (def?.type !== 'object' || !def.shape) {
    return `the ${collection} schema is not a z.object({ … }), so its field "${field}" cannot be checked; write the schema as z.object({ ${field}: strictDate(), … })`;
  }
  const fields = Object.keys(def.shape);
  const dateFields = fields.filter((name) => outputType(def.shape![name]) === 'date');
  if (!fields.includes(field)) {
    const choice = dateFields.length > 0 ? `name one of its date fields (${dateFields.join(', ')})` : `add it as ${field}: strictDate()`;
    return `the ${collection} schema has no field "${field}"; ${choice}`;
  }
  const type = outputType(def.shape[field]);
  if (type === 'date') return undefined;
  const kind = type === 'transform' ? 'transformed' : type;
  return `"${field}" is a ${kind} field in the ${collection} schema, not a date; declare it as ${field}: strictDate()`;
}
