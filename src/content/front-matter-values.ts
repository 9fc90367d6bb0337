/**
 * What front matter may hold once parsed: plain data (strings, numbers, booleans, null, real dates,
 * lists and maps) whose strings carry no control character or lone surrogate, since titles go raw
 * into `<title>`, `h1` and `og:title`. Pure; walks without recursion, so no nesting overflows it.
 */
import { showValue } from '../config/show-value.js';
import { describeUnsafeCharacter, findUnsafeCharacter } from '../text-characters.js';
import { ImpossibleDate } from './yaml-front-matter.js';

export interface ValueProblem {
  /** The field's path, `salary.min` or `tags.2`. */
  key: string;
  message: string;
}

/** The first value of `data` a page must not get, or undefined. */
export function findValueProblem(data: unknown): ValueProblem | undefined {
  // An entry of `exit` marks the end of its object's fields: until then it is on the path.
  const stack: [unknown, string, exit?: true][] = [[data, '']];
  // Aliases share objects, walked once; an alias inside its own anchor makes a cycle, which no schema or hash can take.
  const seen = new Set<object>();
  const path = new Set<object>();
  while (stack.length > 0) {
    const [value, key, exit] = stack.pop()!;
    if (exit) {
      path.delete(value as object);
      continue;
    }
    if (typeof value === 'object' && value !== null) {
      if (path.has(value))
        return { key, message: 'is a YAML alias (*name) inside its own anchor (&name), which never ends; write the value out' };
      if (seen.has(value)) continue;
      seen.add(value);
      path.add(value);
      stack.push([value, key, true]);
    }
    if (typeof value === 'string') {
      const found = findUnsafeCharacter(value);
      if (found) return { key, message: `holds ${describeUnsafeCharacter(found)}; remove it (an editor may not show it)` };
    } else if (value instanceof ImpossibleDate) {
      return {
        key,
        message: `${showValue(value.text)} is not a real date; write it as YYYY-MM-DD with a month of 01–12 and a day that month has`,
      };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push([value[index], join(key, String(index))]);
    } else if (value instanceof Date || value === null || typeof value !== 'object') {
      continue;
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, item] = entries[index]!;
        const unsafe = findUnsafeCharacter(name);
        if (unsafe)
          return { key: join(key, name.slice(0, 200)), message: `the field name holds ${describeUnsafeCharacter(unsafe)}; remove it` };
        stack.push([item, join(key, name)]);
      }
    } else {
      return {
        key,
        message: 'is not plain data (a YAML tag such as !!binary or !!set made it); write a string, number, date, list or map',
      };
    }
  }
  return undefined;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
