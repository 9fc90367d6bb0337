/**
 * Keys written twice in one JSON object, which `JSON.parse` resolves silently by keeping the last
 * value. jsonc-parser's visitor reports every property with its decoded name, line and path. Pure.
 */
import { visit } from 'jsonc-parser';

export interface DuplicateKey {
  /** Keys from the top down to the duplicate, as `JSON.parse` decodes them (array items as their index). */
  path: string[];
  /** 1-based lines of the first and the later definition. */
  firstLine: number;
  line: number;
}

/** The duplicate keys of a valid JSON text, in the order they appear, at most `limit` of them. */
export function findDuplicateKeys(text: string, limit = 20): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  // One map of key → line per open object; arrays push undefined to keep the stack in step.
  const objects: (Map<string, number> | undefined)[] = [];
  try {
    visit(text, {
      onObjectBegin: () => void objects.push(new Map()),
      onObjectEnd: () => void objects.pop(),
      onArrayBegin: () => void objects.push(undefined),
      onArrayEnd: () => void objects.pop(),
      onObjectProperty(key, _offset, _length, startLine, _startCharacter, pathSupplier) {
        const keys = objects[objects.length - 1]!;
        const firstLine = keys.get(key);
        if (firstLine === undefined) keys.set(key, startLine + 1);
        else if (found.length < limit) found.push({ path: [...pathSupplier().map(String), key], firstLine, line: startLine + 1 });
      },
    });
  } catch (error) {
    // The parser recurses: a file nested thousands deep overflows it. flattenMessages refuses
    // such a file by its depth, naming the key path, so there is nothing more to say here.
    if (!(error instanceof RangeError)) throw error;
  }
  return found;
}
