/**
 * Characters a user's text (messages, front matter) must not carry into HTML: C0 and C1 control
 * characters other than tab, line feed and carriage return are parse errors in HTML and invisible
 * in an editor, and a lone UTF-16 surrogate (from a JSON or YAML `\ud800` escape) can only be
 * written out as U+FFFD. Sources report the first one, naming their file and key.
 */

export interface UnsafeCharacter {
  /** Index in the text (UTF-16 code units). */
  index: number;
  /** `U+0000`-style name of the character, for the message. */
  codePoint: string;
  kind: 'control character' | 'lone surrogate';
}

// No `u` flag: with it a pattern cannot match half of a surrogate pair.
const UNSAFE_PATTERN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first unsafe character of `text`, or undefined when there is none. */
export function findUnsafeCharacter(text: string): UnsafeCharacter | undefined {
  const match = UNSAFE_PATTERN.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  return {
    index: match.index,
    codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
    kind: code >= 0xd800 && code <= 0xdfff ? 'lone surrogate' : 'control character',
  };
}

/** "a control character (U+0007) at character 12": the part of a message that says what and where. */
export function describeUnsafeCharacter(found: UnsafeCharacter): string {
  return `a ${found.kind} (${found.codePoint}) at character ${found.index + 1}`;
}
