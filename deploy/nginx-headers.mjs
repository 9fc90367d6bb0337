#!/usr/bin/env node
/**
 * Turns a built site's `_headers` into nginx directives, so nginx sends the same headers as
 * Netlify, Cloudflare Pages and `sitegen serve`. The Content-Security-Policy holds hashes of the
 * pages' inline CSS, which change with the CSS: run this after every build.
 *
 *   node deploy/nginx-headers.mjs dist/_headers > /etc/nginx/sitegen-headers.conf && nginx -s reload
 *
 * `/*` becomes add_header at server level; `/folder/*` a `location ^~ /folder/`, an exact path a
 * `location =`. nginx drops inherited add_header in any block that has its own, so each location
 * repeats the `/*` headers; nor does it inherit try_files, so each names `$sitegen_file` (a map
 * in deploy/nginx.conf) to answer a folder without index.html with 404 rather than 403. Other patterns (`:name`, `*` inside a path, absolute URLs) have no
 * nginx equivalent here and stop the script with the line that has one.
 */
import { readFileSync } from 'node:fs';

const [file = 'dist/_headers'] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The rules of a `_headers` file: `{ pattern, line, headers: [name, value][] }`. */
function parse(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (!/^\s/.test(raw)) return void rules.push({ pattern: line, line: index + 1, headers: [] });
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1)
      fail(`${file}:${index + 1}: "${line}" is not a header under a path; write it as "  Name: value" below a path line`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** A value in double quotes; nginx would read a `$` as a variable, and no header of ours needs one. */
const quote = (value) => {
  if (value.includes('$')) fail(`${file}: the header value ${value} holds a "$", which nginx would read as a variable; remove it`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
};
const addHeaders = (headers, indent) => headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);

function location(rule) {
  if (/^\/[^*:]*\/\*$/.test(rule.pattern)) return `location ^~ ${rule.pattern.slice(0, -1)}`;
  if (/^\/[^*:]*$/.test(rule.pattern)) return `location = ${rule.pattern}`;
  return fail(`${file}:${rule.line}: the pattern "${rule.pattern}" has no nginx equivalent here; use "/*", "/folder/*" or an exact path`);
}

let text;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file} (${error.code}); build the site first ("npx sitegen build") or pass the path of its _headers`);
}
const rules = parse(text);
const everywhere = rules.filter((rule) => rule.pattern === '/*').flatMap((rule) => rule.headers);
// What `sitegen serve` sends where no rule names a Cache-Control: pages, payloads, 404 pages.
const defaults = everywhere.some(([name]) => name.toLowerCase() === 'cache-control') ? [] : [['Cache-Control', 'no-cache']];
const output = [
  `# Generated from ${file} by deploy/nginx-headers.mjs; regenerate after every build.`,
  ...addHeaders([...everywhere, ...defaults], ''),
];
for (const rule of rules.filter((candidate) => candidate.pattern !== '/*')) {
  output.push('', `${location(rule)} {`, '  try_files $sitegen_file =404;', ...addHeaders([...everywhere, ...rule.headers], '  '), '}');
}
process.stdout.write(`${output.join('\n')}\n`);
