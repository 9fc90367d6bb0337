/**
 * emotion's `cx`, remembered per combination. `cx` merges two or more emotion classes into a new
 * one (so the later one wins whatever order the rules were inserted in), which serializes and
 * hashes their styles on every call; the result for the same classes never changes, and the same
 * few combinations repeat on every page.
 */
import { cx as emotionCx } from '@emotion/css';

type ClassName = string | false | null | undefined;

const merged = new Map<string, string>();

export function cx(...classNames: ClassName[]): string {
  const key = classNames.filter(Boolean).join(' ');
  let className = merged.get(key);
  if (className === undefined) merged.set(key, (className = emotionCx(...classNames)));
  return className;
}
