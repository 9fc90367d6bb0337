/**
 * The `_headers` file that Netlify and Cloudflare Pages read: rules as data, the file's text, and
 * the headers a request path gets from it. Pure. `sitegen serve` reads the same file, so a
 * hand-edited `dist/_headers` is honoured there too.
 */
import { SitegenError, type Problem } from '../errors.js';

export interface HeaderRule {
  /** `/*`, `/_sitegen/chunks/*`, `/favicon.svg`: `*` matches anything (slashes too), `:name` one segment; matched in linear time. */
  pattern: string;
  /** Written above the rule as `# …` lines. */
  comment?: string[];
  /** Header name → value, in the order written. */
  headers: [string, string][];
}

/** Cloudflare Pages ignores longer lines (a long Content-Security-Policy is the usual victim). */
export const MAX_LINE_LENGTH = 2000;

export function formatHeadersFile(rules: HeaderRule[], preamble: string[] = []): string {
  // A line break would make the rest of a path a header of its own, for every path (public names are refused earlier).
  const broken = rules.find((rule) => [rule.pattern, ...(rule.comment ?? []), ...rule.headers.flat()].some((text) => /[\r\n]/.test(text)));
  if (broken)
    throw new SitegenError(`Cannot write ${JSON.stringify(broken.pattern).slice(0, 200)} into _headers: it holds a line break`, {
      file: '_headers',
      hint: 'Rename the file or folder whose name holds the line break.',
    });
  const blocks = rules.map((rule) =>
    [...(rule.comment ?? []).map((line) => `# ${line}`), rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  );
  const head = preamble.map((line) => (line ? `# ${line}` : '#')).join('\n');
  return `${[head, ...blocks].filter(Boolean).join('\n\n')}\n`;
}

export interface ParsedHeadersFile {
  rules: HeaderRule[];
  /** Lines a host would reject or ignore, with their line number. */
  problems: Problem[];
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Reads a `_headers` file as hosts do: a path line opens a rule, indented `Name: value` lines follow. */
export function parseHeadersFile(text: string, file = '_headers'): ParsedHeadersFile {
  const rules: HeaderRule[] = [];
  const problems: Problem[] = [];
  let current: HeaderRule | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const where = `${file}:${index + 1}`;
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/') && !/^https?:\/\//.test(line)) {
        problems.push({
          file: where,
          message: `"${line}" is neither a path starting with / nor an indented header; indent header lines by two spaces`,
        });
        current = undefined;
        return;
      }
      current = { pattern: line, headers: [] };
      rules.push(current);
      return;
    }
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = line.slice(colon + 1).trim();
    if (!current)
      problems.push({ file: where, message: `the header "${line}" has no path line above it; start the rule with a path such as /*` });
    else if (!HEADER_NAME.test(name) || !value)
      problems.push({ file: where, message: `"${line}" is not a header; write it as Name: value` });
    else current.headers.push([name, value]);
  });
  return { rules, problems };
}

type PathMatcher = (pathname: string) => boolean;

const matchers = new WeakMap<HeaderRule, PathMatcher>();

/**
 * The rule's pattern as a test of the path, in time linear in the path for each pattern (a
 * regular expression of several `.*` backtracks: three splats took 13 s on a 6 KB path, six hung).
 * Absolute-URL rules name a host and never match a path.
 */
function matcherOf(rule: HeaderRule): PathMatcher {
  let matcher = matchers.get(rule);
  if (!matcher) matchers.set(rule, (matcher = compilePattern(rule.pattern)));
  return matcher;
}

const PLACEHOLDER = /:[A-Za-z_]\w*/;

export function compilePattern(pattern: string): PathMatcher {
  if (!pattern.startsWith('/')) return () => false;
  const pieces = pattern.split('*');
  if (!PLACEHOLDER.test(pattern)) return (pathname) => matchesSplats(pathname, pieces);
  const tokens = patternTokens(pattern);
  return (pathname) => matchesTokens(pathname, tokens);
}

/**
 * Literal pieces around splats, each found at its leftmost place after the one before: the
 * leftmost place leaves the most room to the pieces after it, so no other choice can match
 * where this one fails. The first piece is anchored at the start, the last at the end.
 */
function matchesSplats(pathname: string, pieces: string[]): boolean {
  const first = pieces[0]!;
  if (pieces.length === 1) return pathname === first;
  const last = pieces[pieces.length - 1]!;
  if (pathname.length < first.length + last.length || !pathname.startsWith(first) || !pathname.endsWith(last)) return false;
  let at = first.length;
  const end = pathname.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = pathname.indexOf(piece, at);
    if (found === -1 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** One character of the path: a literal, any but `/` (a placeholder's first), or a loop of any (splat) or any but `/` (placeholder). */
type Token = { type: 'char'; char: string } | { type: 'segment-char' } | { type: 'loop'; slash: boolean };

function patternTokens(pattern: string): Token[] {
  const tokens: Token[] = [];
  for (const part of pattern.split(/(\*|:[A-Za-z_]\w*)/)) {
    if (part === '*') tokens.push({ type: 'loop', slash: true });
    else if (part.startsWith(':') && part.length > 1) tokens.push({ type: 'segment-char' }, { type: 'loop', slash: false });
    else for (const char of part) tokens.push({ type: 'char', char });
  }
  return tokens;
}

/**
 * Placeholders (`:name`, one segment) with splats: the pattern run as a set of positions over the
 * path, one step per character, so the time is the path's length times the pattern's, never more.
 */
function matchesTokens(pathname: string, tokens: Token[]): boolean {
  const end = tokens.length;
  // The positions reached from each one without reading a character: past any loop, which may match nothing.
  const reach = tokens.map((_, index) => {
    const reached = [index];
    while (tokens[index]?.type === 'loop') reached.push(++index);
    return reached;
  });
  reach.push([end]);
  const seen = new Uint32Array(end + 1);
  let states = reach[0]!;
  let step = 0;
  for (const char of pathname) {
    step++;
    const next: number[] = [];
    for (const index of states) {
      const token = tokens[index];
      if (!token) continue;
      if (token.type === 'char' ? token.char !== char : token.type === 'segment-char' ? char === '/' : !token.slash && char === '/')
        continue;
      for (const reached of reach[token.type === 'loop' ? index : index + 1]!) {
        if (seen[reached] === step) continue;
        seen[reached] = step;
        next.push(reached);
      }
    }
    if (next.length === 0) return false;
    states = next;
  }
  return states.includes(end);
}

/**
 * The headers for a request path: every matching rule applies, and a header that several matching
 * rules set gets their values joined with ", " (Cloudflare Pages does the same; the generated file
 * never sets a header twice for one path, so Netlify agrees).
 */
export function headersFor(pathname: string, rules: HeaderRule[]): Map<string, string> {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matcherOf(rule)(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key);
      if (entry) entry.values.push(value);
      else merged.set(key, { name, values: [value] });
    }
  }
  return new Map([...merged.values()].map(({ name, values }) => [name, values.join(', ')]));
}
