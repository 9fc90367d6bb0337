/**
 * The incremental cache's form of what a page's files told the sink chain (WrittenFile: size, CSP
 * hashes, the site check's scan), with every string replaced by its index in one table. Pages
 * repeat the same boot data, navigation links and hashes, so this keeps the cache of 15,000
 * pages a few megabytes, quick to parse and to write. Pure.
 */
import type { PageScan } from '../../check/scan-page.js';
import type { WrittenFile } from '../../output/written-file.js';

/** -1 for none. */
type Text = number;
type PackedScan = [
  problems: Text,
  lang: Text,
  canonicals: Text[],
  alternates: Text[],
  ids: Text[],
  references: Text[],
  base: Text,
  boot: Text,
];
/**
 * `scan`: the packed scan as JSON text, parsed only when read: one string per page instead of a
 * dozen arrays halves the time to parse the cache (and what the collector then traces).
 */
export type PackedFile = [file: Text, bytes: number, styles: [Text[], Text[]] | 0, scan: string | 0];

export class StringTable {
  private readonly index = new Map<string, number>();
  readonly strings: string[];

  /** `strings`: a table to extend (the last cache's, whose packed pages are kept). */
  constructor(strings: string[] = []) {
    this.strings = [...strings];
    strings.forEach((text, at) => this.index.set(text, at));
  }

  add(text: string | undefined): Text {
    if (text === undefined) return -1;
    let at = this.index.get(text);
    if (at === undefined) {
      // A copy: a part cut from a page's scan (a URL of its references) would keep the whole scan alive, V8 slices sharing their parent's memory.
      const copy = ` ${text}`.slice(1);
      this.index.set(copy, (at = this.strings.push(copy) - 1));
    }
    return at;
  }
}

export function packFile(written: WrittenFile, table: StringTable): PackedFile {
  const add = (text: string) => table.add(text);
  const { styles, scan } = written;
  return [
    add(written.file),
    written.bytes,
    // No lists for a page without inline styles (most): three arrays less per page to parse, the same hashes for _headers.
    styles && styles.blocks.length + styles.attributes.length > 0 ? [styles.blocks.map(add), styles.attributes.map(add)] : 0,
    scan ? JSON.stringify(packScan(scan, table)) : 0,
  ];
}

function packScan(scan: PageScan, table: StringTable): PackedScan {
  const add = (text: string) => table.add(text);
  return [
    scan.problems === undefined ? -1 : add(JSON.stringify(scan.problems)),
    table.add(scan.lang),
    scan.canonicals.map(add),
    scan.alternates.map(add),
    scan.ids.map(add),
    // The packed list's parts (kind and source, URL, …), which pages share, not the list, which is each page's own.
    scan.references === '' ? [] : scan.references.slice(0, -1).split('\0').map(add),
    table.add(scan.base),
    table.add(scan.boot),
  ];
}

/**
 * The file as recorded; throws on a table that does not fit (a corrupt cache: the caller builds
 * cold). The scan is unpacked when first read: an incremental build whose check verdict is known
 * reads none of the carried pages' scans.
 */
export function unpackFile([file, bytes, styles, scan]: PackedFile, strings: string[]): WrittenFile {
  const text = textOf(strings);
  const written = new UnpackedFile(text(file), bytes, scan || undefined, text);
  if (styles) written.styles = { blocks: styles[0].map(text), attributes: styles[1].map(text) };
  return written;
}

/**
 * A recorded file whose scan is unpacked on first use. A class rather than an accessor defined on
 * each object: 30,000 of them are made per incremental build, and per-object accessors cost ~3x.
 */
class UnpackedFile implements WrittenFile {
  styles?: WrittenFile['styles'];
  // Private fields: not the object's own enumerable properties, so it compares and prints as the plain record it stands for.
  #unpacked: PageScan | undefined;
  readonly #packed: string | undefined;
  readonly #text: (at: Text | undefined) => string;

  constructor(
    readonly file: string,
    readonly bytes: number,
    packed: string | undefined,
    text: (at: Text | undefined) => string,
  ) {
    this.#packed = packed;
    this.#text = text;
  }

  get scan(): PageScan | undefined {
    if (this.#unpacked === undefined && this.#packed) this.#unpacked = unpackScan(JSON.parse(this.#packed) as PackedScan, this.#text);
    return this.#unpacked;
  }

  set scan(value: PageScan | undefined) {
    this.#unpacked = value;
  }
}

/** One lookup function per table: 30,000 files are unpacked per incremental build. */
const lookups = new WeakMap<string[], (at: Text | undefined) => string>();

function textOf(strings: string[]): (at: Text | undefined) => string {
  let lookup = lookups.get(strings);
  if (!lookup) lookups.set(strings, (lookup = lookupIn(strings)));
  return lookup;
}

function lookupIn(strings: string[]) {
  return (at: Text | undefined) => {
    const value = at === undefined ? undefined : strings[at];
    if (value === undefined) throw new Error(`incremental cache: no string ${String(at)}; build once with --force`);
    return value;
  };
}

function unpackScan(
  [problems, lang, canonicals, alternates, ids, references, base, boot]: PackedScan,
  text: (at: Text | undefined) => string,
): PageScan {
  const optional = (at: Text) => (at === -1 ? undefined : text(at));
  return {
    ...(problems === -1 ? {} : { problems: JSON.parse(text(problems)) as PageScan['problems'] }),
    lang: optional(lang),
    canonicals: canonicals.map(text),
    alternates: alternates.map(text),
    ids: ids.map(text),
    references: references.length === 0 ? '' : `${references.map(text).join('\0')}\0`,
    base: optional(base),
    boot: optional(boot),
  };
}

/** Whether a packed file's strings are all in `strings`, so it can be named unpacked (carried-files.ts): a corrupt record is not carried. */
export function holdsTogether([file, bytes, styles]: PackedFile, strings: string[]): boolean {
  if (typeof strings[file] !== 'string' || typeof bytes !== 'number') return false;
  return !styles || (inTable(styles[0], strings) && inTable(styles[1], strings));
}

function inTable(indexes: Text[], strings: string[]): boolean {
  for (const at of indexes) if (typeof strings[at] !== 'string') return false;
  return true;
}
