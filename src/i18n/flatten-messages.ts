/**
 * A message file's tree → dotted message ids (`{"home": {"title": "…"}}` → `home.title`), so
 * editors may group messages either way. Pure; every mistake is a problem naming file and key:
 * a value that is not a string, one id written two ways, absurd nesting, characters no page may show.
 */
import type { Problem } from '../errors.js';
import { describeUnsafeCharacter, findUnsafeCharacter } from '../text-characters.js';

export type Messages = Record<string, string>;

/** Deeper than any catalogue anyone groups by hand; a generated or hostile file is refused before it costs anything. */
export const MAX_MESSAGE_DEPTH = 32;

/** Keys and values are shown at most this long in a message. */
const SHOWN_CHARACTERS = 200;

/** A dotted id for a message: `home.title`, or `a.a.a…a.a` cut in the middle when it is long. */
export function shownId(id: string): string {
  if (id.length <= SHOWN_CHARACTERS) return id;
  const half = SHOWN_CHARACTERS / 2;
  return `${id.slice(0, half)}…${id.slice(-half)} (${id.length.toLocaleString('en-US')} characters)`;
}

interface Group {
  /** The group's id, '' at the top. */
  id: string;
  /** How the user wrote the group's id, for "defined twice" (`home → title`). */
  written: string;
  depth: number;
  entries: [string, unknown][];
  next: number;
}

/**
 * The messages of one file, in the file's order. Depth-first over an explicit stack, so a file
 * nested 10,000 deep is one problem rather than a stack overflow.
 */
export function flattenMessages(tree: unknown, file: string, problems: Problem[]): Messages {
  // No prototype: an id such as `__proto__` or `constructor` is an ordinary message here.
  const messages: Messages = Object.create(null) as Messages;
  if (!isGroup(tree)) {
    problems.push({ file, key: undefined, message: 'must be an object of message ids to strings' });
    return messages;
  }
  /** id → how it was written, to name both places of an id defined twice. */
  const writtenAs = new Map<string, string>();
  const stack: Group[] = [{ id: '', written: '', depth: 0, entries: Object.entries(tree), next: 0 }];
  while (stack.length > 0) {
    const group = stack[stack.length - 1]!;
    const entry = group.entries[group.next++];
    if (!entry) {
      stack.pop();
      continue;
    }
    const [key, value] = entry;
    const id = group.id ? `${group.id}.${key}` : key;
    const quoted = JSON.stringify(key.length > 60 ? `${key.slice(0, 60)}…` : key);
    const written = group.written ? `${group.written} → ${quoted}` : quoted;
    const badKey = keyProblem(key);
    if (badKey) {
      problems.push({ file, key: shownId(id), message: badKey });
      continue;
    }
    if (isGroup(value)) {
      if (group.depth + 1 >= MAX_MESSAGE_DEPTH) {
        problems.push({
          file,
          key: shownId(id),
          message: `is nested more than ${MAX_MESSAGE_DEPTH} levels deep; group messages in a few levels (e.g. "page": {"section": {"title": …}})`,
        });
        continue;
      }
      stack.push({ id, written, depth: group.depth + 1, entries: Object.entries(value), next: 0 });
      continue;
    }
    const problem = leafProblem(value, written, writtenAs.get(id));
    if (problem !== undefined || typeof value !== 'string') {
      problems.push({ file, key: shownId(id), message: problem ?? '' });
      continue;
    }
    writtenAs.set(id, written);
    messages[id] = value;
  }
  return messages;
}

/** What is wrong with a message that is not a group: not a string, a second definition of its id (`first`), characters no page can show. */
function leafProblem(value: unknown, written: string, first: string | undefined): string | undefined {
  if (typeof value !== 'string') return `must be a string or an object of strings, found ${kindOf(value)}`;
  if (first !== undefined) return `is defined twice, as ${first} and as ${written}; keep one of them`;
  const unsafe = findUnsafeCharacter(value);
  return unsafe
    ? `contains ${describeUnsafeCharacter(unsafe)}, which no page can show; remove it (an editor may show nothing there)`
    : undefined;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'a boolean' : typeof value;
}

/** What is wrong with a key itself: empty (an id like `home.` or `..`), or characters a terminal or editor hides. */
function keyProblem(key: string): string | undefined {
  if (key === '') return 'has an empty key ("") in it; give the message a name';
  const unsafe = findUnsafeCharacter(key);
  return unsafe ? `contains ${describeUnsafeCharacter(unsafe)} in its key; remove it` : undefined;
}
