/**
 * How deeply a Markdown body nests block quotes and lists, found before marked sees it: marked
 * parses nesting by recursion (10,000 levels overflow the stack) and takes seconds from a few
 * hundred list levels on. A linear scan of each line's start; no real text comes near the limit.
 */

/** Deeper than any real text nests; marked renders 100 list levels in about 0.1 s. */
export const MAX_MARKDOWN_NESTING = 100;

/**
 * Only a line that starts with this many characters that open or indent a container (`>`, list
 * markers, spaces; a tab is two levels) can nest past the limit: looked for first, in one regex pass.
 */
const LONG_CONTAINER_PREFIX = new RegExp(`^[ \\t>*+\\-.)\\d]{${Math.ceil((MAX_MARKDOWN_NESTING + 1) / 2)},}`, 'm');

/** One level per `>` or list marker, and one per two columns of indentation before them (a list's content indent). */
const CONTAINER_MARKER = /[ \t]*(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;

/** The problem of a body nested past the limit, `where` being its line. */
export function deepNestingMessage(depth: number, where: string): string {
  return `Markdown nests ${depth} levels deep at ${where} (block quotes and lists); sitegen renders at most ${MAX_MARKDOWN_NESTING}, so flatten them there`;
}

export const DEEP_NESTING_HINT = `Flatten the block quotes or lists there to at most ${MAX_MARKDOWN_NESTING} levels (each ">", each list marker and every two spaces of indentation before them is a level).`;

export interface DeepNesting {
  /** 1-based line of the body. */
  line: number;
  /** The levels found on that line, at least MAX_MARKDOWN_NESTING + 1. */
  depth: number;
}

/**
 * The first line of `body` that nests more than MAX_MARKDOWN_NESTING levels, or undefined.
 * Lines inside a fenced code block are code, not nesting, and are skipped.
 */
export function findDeepNesting(body: string): DeepNesting | undefined {
  if (!LONG_CONTAINER_PREFIX.test(body)) return undefined;
  const lines = body.split('\n');
  let fence = '';
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    const { depth, rest } = measureLine(text);
    if (rest === '' && !/[^ \t]/.test(text)) continue; // a blank line, however many spaces
    const run = /^(`{3,}|~{3,})/.exec(rest)?.[1];
    if (fence) {
      if (run && run[0] === fence[0] && run.length >= fence.length && rest.slice(run.length).trim() === '') fence = '';
      continue;
    }
    if (run) fence = run;
    if (depth > MAX_MARKDOWN_NESTING) return { line: index + 1, depth };
  }
  return undefined;
}

/** The nesting a line's start implies, and the text after it. */
function measureLine(text: string): { depth: number; rest: string } {
  const indent = /^[ \t]*/.exec(text)![0];
  const columns = [...indent].reduce((column, char) => (char === '\t' ? column + 4 - (column % 4) : column + 1), 0);
  let markers = 0;
  let end = 0;
  CONTAINER_MARKER.lastIndex = 0;
  while (CONTAINER_MARKER.exec(text)) {
    markers += 1;
    end = CONTAINER_MARKER.lastIndex;
  }
  return { depth: Math.floor(columns / 2) + markers, rest: text.slice(end).trimStart() };
}
