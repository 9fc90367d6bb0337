/**
 * The `_headers` file that Netlify and Cloudflare Pages read: rules as data, the file's text, and
 * the headers a request path gets from it. Pure. `sitegen serve` reads the same file, so a
 * hand-edited `dist/_headers` is honoured there too.
 */
import { SitegenError, type Problem } from '../errors.js';

export interface HeaderRule {
  /** `/*`, `/_sitegen/chunks/*`, `/favicon.svg`: `*` matches anything (slashes too), `:name` one segment. */
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

const patternCache = new Map<string, RegExp | null>();

/** The pattern as a regular expression over the path; null for absolute-URL rules, which name a host. */
function patternRegExp(pattern: string): RegExp | null {
  let regExp = patternCache.get(pattern);
  if (regExp !== undefined) return regExp;
  regExp = pattern.startsWith('/')
    ? new RegExp(
        `^${pattern
          .split(/(\*|:[A-Za-z_]\w*)/)
          .map((part) =>
            part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('')}$`,
      )
    : null;
  patternCache.set(pattern, regExp);
  return regExp;
}

/**
 * The headers for a request path: every matching rule applies, and a header that several matching
 * rules set gets their values joined with ", " (Cloudflare Pages does the same; the generated file
 * never sets a header twice for one path, so Netlify agrees).
 */
export function headersFor(pathname: string, rules: HeaderRule[]): Map<string, string> {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern)?.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key);
      if (entry) entry.values.push(value);
      else merged.set(key, { name, values: [value] });
    }
  }
  return new Map([...merged.values()].map(({ name, values }) => [name, values.join(', ')]));
}
