/**
 * An entry file's front matter and its body, split as gray-matter split them: `---` on the first
 * line, the block, a line starting with `---`; the body after it, less one line break. The block is
 * YAML (`---yaml` and `---json` name it too; JSON is YAML) and only ever data: any other language
 * after the dashes (gray-matter ran `---js` as JavaScript) is refused. Flat blocks of strings and
 * whole numbers are read without the YAML parser (flat-front-matter.ts), which is not even loaded
 * while every file's block is one. Dates must be real days and strings free of control characters
 * (front-matter-values.ts).
 */
import { readFlatFrontMatter } from './flat-front-matter.js';
import { findValueProblem } from './front-matter-values.js';
import { parseYamlBlock, YamlProblem } from './yaml-front-matter.js';

export interface FrontMatter {
  /** What the YAML holds: an object for any valid entry (a scalar or list fails the schema). */
  data: Record<string, unknown>;
  content: string;
}

/** Why an entry's front matter cannot be used: a message for the user, and the field when one is at fault. */
export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

const YAML_NAMES = new Set(['', 'yaml', 'yml', 'json']);

/** Throws a FrontMatterError when the front matter is not YAML data the site can use. */
export function parseFrontMatter(text: string): FrontMatter {
  // Not front matter: no dashes, or a line of four or more (a Markdown rule).
  if (!text.startsWith('---') || text[3] === '-') return { data: {}, content: text };
  const lineEnd = text.indexOf('\n');
  const firstLine = (lineEnd === -1 ? text : text.slice(0, lineEnd)).replace(/\r$/, '');
  const language = firstLine.slice(3).trim();
  if (!YAML_NAMES.has(language.toLowerCase())) {
    throw new FrontMatterError(
      `front matter is marked as ${JSON.stringify(language.slice(0, 40))}, which sitegen does not read: front matter is YAML data, never code; start the file with a line of just ---`,
    );
  }
  // The block starts with the first line's break, so YAML's line numbers are the file's.
  const start = firstLine.length;
  const close = text.indexOf('\n---', start);
  const block = close === -1 ? text.slice(start) : text.slice(start, close);
  let content = close === -1 ? '' : text.slice(close + 4);
  if (content.startsWith('\r')) content = content.slice(1);
  if (content.startsWith('\n')) content = content.slice(1);
  return { data: readBlock(block), content };
}

/** Front matter is a few fields; YAML past this takes the parser seconds (a 10 MB block: minutes). */
export const MAX_FRONT_MATTER = 64 * 1024;

function readBlock(block: string): Record<string, unknown> {
  if (block.length > MAX_FRONT_MATTER) {
    throw new FrontMatterError(
      `front matter is ${Math.ceil(block.length / 1024)} KB, more than the ${MAX_FRONT_MATTER / 1024} KB sitegen reads; move long text into the Markdown body`,
    );
  }
  const flat = readFlatFrontMatter(block);
  let data: unknown = flat;
  if (!flat) {
    if (block.replace(/^\s*#[^\n]+/gm, '').trim() === '') return {};
    try {
      data = parseYamlBlock(block);
    } catch (error) {
      if (error instanceof YamlProblem) throw new FrontMatterError(error.message);
      throw error;
    }
  }
  const problem = findValueProblem(data);
  if (problem) throw new FrontMatterError(problem.message, problem.key.slice(0, 200) || undefined);
  // A document of no value (`~`) is no fields, as gray-matter had it.
  return (data ?? {}) as Record<string, unknown>;
}
