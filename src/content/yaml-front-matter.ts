/**
 * A front matter block read as YAML data only, with the `yaml` package: the core schema (no
 * JavaScript, no YAML 1.1 `yes`/`no` booleans), timestamps as `Date`s when they name a real day,
 * merge keys (`<<`) as js-yaml read them, and at most 100 aliases, so a few hundred bytes of
 * nested aliases cannot expand into gigabytes.
 */
import type * as yamlType from 'yaml';
import { showValue } from '../config/show-value.js';
import { dateOfMatch } from '../config/strict-date.js';
import { loadYaml } from './front-matter.js';

/** A YAML timestamp that names no real day (`2026-02-31`), kept so the value check can name its field. */
export class ImpossibleDate {
  constructor(readonly text: string) {}
}

/** A problem with the block as YAML, its message already for the user. */
export class YamlProblem extends Error {}

export const MAX_ALIASES = 100;

// YAML 1.1's timestamp (what js-yaml and `yaml` read as dates): a day, optionally a time and a zone.
const TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d?):(\d\d?)(?:\.(\d+))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?)?$/;

/** The timestamp's moment, or an ImpossibleDate when one of its fields does not round-trip (month 13, February 31). */
export function readTimestamp(text: string): Date | ImpossibleDate {
  const match = TIMESTAMP.exec(text);
  return (match && dateOfMatch(match)) ?? new ImpossibleDate(text);
}

let options: yamlType.DocumentOptions & yamlType.ParseOptions & yamlType.SchemaOptions;

function yamlOptions(): typeof options {
  const timestamp: yamlType.ScalarTag = {
    tag: 'tag:yaml.org,2002:timestamp',
    identify: (value) => value instanceof Date,
    default: true,
    test: TIMESTAMP,
    resolve: readTimestamp,
  };
  // logLevel 'silent': warnings are reported as problems below, not printed. Repeated keys are found
  // by repeatedKey, in one pass: yaml's own check compares every pair (7,000 keys: 3 s).
  options ??= {
    version: '1.2',
    schema: 'core',
    customTags: [timestamp],
    merge: true,
    uniqueKeys: false,
    prettyErrors: false,
    logLevel: 'silent',
  };
  return options;
}

let yaml: typeof yamlType | undefined;

/** Collections inside collections, at most: `yaml` composes nested nodes by recursion, and past a few thousand levels V8 aborts the process. */
export const MAX_DEPTH = 100;

/** The block's data; throws a YamlProblem when it is not YAML the site can use. */
export function parseYamlBlock(block: string): unknown {
  yaml ??= loadYaml();
  const lines = new yaml.LineCounter();
  let document: yamlType.Document.Parsed | undefined;
  try {
    // The syntax tree is made without recursion; its depth is checked before it is composed.
    const tokens = [...new yaml.Parser(lines.addNewLine).parse(block)];
    const past = pastLimits(tokens);
    if (past) throw new YamlProblem(past);
    const documents = [...new yaml.Composer(yamlOptions()).compose(tokens, true, block.length)];
    document = documents[0];
    if (documents.length > 1) throw new YamlProblem('front matter holds two YAML documents; remove the line of --- or ... inside it');
  } catch (error) {
    if (error instanceof YamlProblem) throw error;
    throw new YamlProblem(describeFailure(error));
  }
  if (!document) return null;
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) throw new YamlProblem(describeProblem(problem, lines));
  const repeated = repeatedKey(document.contents, yaml);
  if (repeated) {
    const { line, col } = lines.linePos(repeated.range?.[0] ?? 0);
    throw new YamlProblem(
      `front matter repeats the key ${showValue(String(repeated.value))} at line ${line}, column ${col}; keep one of them`,
    );
  }
  try {
    return document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    throw new YamlProblem(describeFailure(error));
  }
}

/** The first key a map of the document repeats, found with one set per map, without recursion. */
function repeatedKey(root: unknown, { isMap, isPair, isScalar, isSeq }: typeof yamlType): yamlType.Scalar | undefined {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isSeq(node)) for (const item of node.items) stack.push(item);
    else if (isPair(node)) stack.push(node.key, node.value);
    else if (isMap(node)) {
      const keys = new Set<string>();
      for (const { key, value } of node.items) {
        // Only scalar keys can repeat here; merge keys (`<<`) may.
        if (isScalar(key) && key.value !== '<<') {
          // As a JavaScript key: `1` and `"1"` are one field.
          const name = String(key.value);
          if (keys.has(name)) return key;
          keys.add(name);
        }
        stack.push(key, value);
      }
    }
  }
  return undefined;
}

/** What the syntax tree, walked without recursion, holds past the limits, or undefined. */
function pastLimits(tokens: yamlType.CST.Token[]): string | undefined {
  const stack: [unknown, number][] = tokens.map((token) => [token, 0]);
  let aliases = 0;
  while (stack.length > 0) {
    const [token, depth] = stack.pop()!;
    if (typeof token !== 'object' || token === null) continue;
    const { type, items, value } = token as { type?: string; items?: { key?: unknown; value?: unknown }[]; value?: unknown };
    // Each alias is resolved when composed: 20,000 of them took seconds before the count below refused them.
    if (type === 'alias' && ++aliases > MAX_ALIASES) return TOO_MANY_ALIASES;
    if (Array.isArray(items)) {
      if (depth + 1 > MAX_DEPTH) return NESTED_TOO_DEEPLY;
      for (const item of items) stack.push([item.key, depth + 1], [item.value, depth + 1]);
    } else if (typeof value === 'object') stack.push([value, depth]);
  }
  return undefined;
}

function describeProblem(problem: yamlType.YAMLError, lines: yamlType.LineCounter): string {
  if (/Maximum call stack/.test(problem.message)) return NESTED_TOO_DEEPLY;
  // The block starts with the opening line's break, so its lines are the file's.
  const { line, col } = lines.linePos(problem.pos[0]);
  const what = `${firstLine(problem.message)} at line ${line}, column ${col}`;
  if (problem.code === 'TAG_RESOLVE_FAILED')
    return `front matter uses a YAML tag sitegen does not read (${what}); front matter is data: remove the tag`;
  return `front matter is not valid YAML: ${what}`;
}

const NESTED_TOO_DEEPLY = 'front matter is nested too deeply to read; write it as a few flat fields';

const TOO_MANY_ALIASES = `front matter uses YAML aliases (*name) that expand past ${MAX_ALIASES} copies; write the values out instead`;

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/alias count/i.test(message)) return TOO_MANY_ALIASES;
  if (error instanceof RangeError) return NESTED_TOO_DEEPLY;
  return `front matter is not valid YAML: ${firstLine(message)}`;
}

function firstLine(message: string): string {
  const line = message.split('\n')[0]!.replace(/:$/, '');
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
