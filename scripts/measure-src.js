#!/usr/bin/env node
/**
 * Measures src/ for the notes of a refactoring: files per folder, the longest functions, lines over
 * 160 and 140 characters, imports that run up the floors given as a comma list (top floor first),
 * and circles between files and between folders.
 *
 *   node scripts/measure-src.js . cli,index,dev,init,serve,build,output,check,bundle,compile,hosting,render,islands,runtime,content,config,i18n,routes,protocol,shapes,errors,package-root,read-text
 */
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const root = process.argv[2] || '.';
const order = (process.argv[3] || '').split(',').filter(Boolean);
const src = path.join(root, 'src');
const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
  .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
const perFolder = {};
for (const f of files) {
  const p = f.split('/');
  const k = p.length > 2 ? p[1] + '/' : p[1];
  perFolder[k] = (perFolder[k] || 0) + 1;
}
console.log('files per folder:', JSON.stringify(perFolder));
let long160 = 0,
  long140 = 0,
  longest = 0;
const funcs = [];
const edges = [];
for (const f of files) {
  const text = readFileSync(path.join(root, f), 'utf8');
  for (const line of text.split('\n')) {
    if (line.length > 160) long160++;
    if (line.length > 140) long140++;
    longest = Math.max(longest, line.length);
  }
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const a = sf.getLineAndCharacterOfPosition(node.getStart()).line,
        b = sf.getLineAndCharacterOfPosition(node.end).line;
      const name = node.name?.getText?.() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
      funcs.push({ f, name, lines: b - a + 1 });
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) edges.push([f, path.normalize(path.join(path.dirname(f), spec)).replace(/\.js$/, '')]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
funcs.sort((x, y) => y.lines - x.lines);
console.log(
  'longest functions:',
  funcs
    .slice(0, 6)
    .map((x) => `${x.f}:${x.name} ${x.lines}`)
    .join('; '),
);
console.log('functions over 60 lines:', funcs.filter((x) => x.lines > 60).length);
console.log(`lines >160: ${long160}, >140: ${long140}, longest line: ${longest}`);
const folder = (m) => {
  const p = m.split('/');
  return p.length > 2 ? p[1] : p[1].replace(/\.tsx?$/, '');
};
const resolve = (m) => files.find((f) => f === m + '.ts' || f === m + '.tsx' || f === m + '/index.ts') ?? m;
const graph = new Map();
for (const [a, b] of edges) {
  const t = resolve(b);
  if (!graph.has(a)) graph.set(a, new Set());
  graph.get(a).add(t);
}
if (order.length) {
  const rank = (fo) => order.indexOf(fo);
  const up = [];
  for (const [a, ts_] of graph)
    for (const b of ts_) {
      const fa = folder(a),
        fb = folder(b);
      if (fa !== fb && rank(fb) >= 0 && rank(fa) >= 0 && rank(fb) < rank(fa)) up.push(`${a} -> ${b}`);
      if (rank(fa) < 0 || rank(fb) < 0) if (fa !== fb) up.push(`UNRANKED ${a} -> ${b}`);
    }
  console.log(`upward imports (${up.length}):\n  ` + up.join('\n  '));
}
// file-level cycles (Tarjan)
let idx = 0;
const st = [],
  on = new Set(),
  ix = new Map(),
  low = new Map(),
  sccs = [];
const sc = (v) => {
  ix.set(v, idx);
  low.set(v, idx);
  idx++;
  st.push(v);
  on.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!ix.has(w)) {
      sc(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w)));
  }
  if (low.get(v) === ix.get(v)) {
    const c = [];
    let w;
    do {
      w = st.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) sccs.push(c);
  }
};
for (const v of files) if (!ix.has(v)) sc(v);
console.log(`file circles (${sccs.length}):`, sccs.map((c) => c.join(' <-> ')).join('; '));
// folder-level cycles
const fg = new Map();
for (const [a, ts_] of graph)
  for (const b of ts_) {
    const fa = folder(a),
      fb = folder(b);
    if (fa !== fb) {
      if (!fg.has(fa)) fg.set(fa, new Set());
      fg.get(fa).add(fb);
    }
  }
console.log(
  'folder imports:',
  [...fg]
    .map(([a, s]) => `${a}->{${[...s].sort().join(',')}}`)
    .sort()
    .join(' '),
);
// folder circles (Tarjan over the folder graph)
{
  let i = 0;
  const stack = [],
    onStack = new Set(),
    index = new Map(),
    lowlink = new Map(),
    found = [];
  const strong = (v) => {
    index.set(v, i);
    lowlink.set(v, i);
    i++;
    stack.push(v);
    onStack.add(v);
    for (const w of fg.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        lowlink.set(v, Math.min(lowlink.get(v), lowlink.get(w)));
      } else if (onStack.has(w)) lowlink.set(v, Math.min(lowlink.get(v), index.get(w)));
    }
    if (lowlink.get(v) === index.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) found.push(c);
    }
  };
  for (const v of fg.keys()) if (!index.has(v)) strong(v);
  console.log(`folder circles (${found.length}):`, found.map((c) => c.sort().join(' <-> ')).join('; '));
}
