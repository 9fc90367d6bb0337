/**
 * An entry file's YAML front matter and its body, as gray-matter reads them. The usual file
 * (`---` alone on the first line, YAML, a line starting with `---`) is split here and its YAML
 * parsed by gray-matter's own YAML engine (js-yaml's safeLoad), with the same call: gray-matter
 * would first copy the file into a Buffer and merge its options five times over, about a third of
 * its time on the peer site's 2,000 postings (185 ms with js-yaml's 107 ms, profiled). Every other
 * form (a language after the dashes, no front matter, no closing line) goes to gray-matter itself.
 * Flat blocks of strings and whole numbers are read without js-yaml (flat-front-matter.ts), and
 * gray-matter is not even loaded while every file's block is one.
 */
import type matterType from 'gray-matter';
import { readFlatFrontMatter } from './flat-front-matter.js';
import { loadGrayMatter } from './front-matter.js';

export interface FrontMatter {
  /** What the YAML holds: an object for any valid entry (a scalar or list fails the schema), as gray-matter types it. */
  data: Record<string, unknown>;
  content: string;
}

// Loaded on the first file whose front matter needs it (front-matter.ts).
let matter: typeof matterType | undefined;

/** Throws js-yaml's error when the YAML is not valid, as gray-matter does. */
export function parseFrontMatter(text: string): FrontMatter {
  const opening = /^---\r?\n/.exec(text);
  const close = opening ? text.indexOf('\n---', 3) : -1;
  if (close === -1) {
    matter ??= loadGrayMatter();
    // An empty options object keeps gray-matter from caching by content across collections.
    const parsed = matter(text, {});
    return { data: parsed.data, content: parsed.content };
  }
  // From here as gray-matter's parseMatter: the block between the dashes (after `---`, so it starts
  // with the line break), empty when only comments; the body after the closing `\n---`, less one
  // leading `\r` and one leading `\n`.
  const block = text.slice(3, close);
  let content = text.slice(close + 4);
  if (content.startsWith('\r')) content = content.slice(1);
  if (content.startsWith('\n')) content = content.slice(1);
  const flat = readFlatFrontMatter(block);
  if (flat) return { data: flat, content };
  if (block.replace(/^\s*#[^\n]+/gm, '').trim() === '') return { data: {}, content };
  matter ??= loadGrayMatter();
  const { engines } = matter as unknown as { engines: { yaml: { parse: (yaml: string) => unknown } } };
  // gray-matter's excerpt step turns a document of no value (`~`) into an empty object.
  return { data: (engines.yaml.parse(block) ?? {}) as Record<string, unknown>, content };
}
