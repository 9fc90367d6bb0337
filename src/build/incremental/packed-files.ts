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
export type PackedFile = [file: Text, bytes: number, styles: [Text[], Text[]] | 0, scan: PackedScan | 0];

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
    if (at === undefined) this.index.set(text, (at = this.strings.push(text) - 1));
    return at;
  }
}

export function packFile(written: WrittenFile, table: StringTable): PackedFile {
  const add = (text: string) => table.add(text);
  const { styles, scan } = written;
  return [
    add(written.file),
    written.bytes,
    styles ? [styles.blocks.map(add), styles.attributes.map(add)] : 0,
    scan
      ? [
          scan.problems === undefined ? -1 : add(JSON.stringify(scan.problems)),
          table.add(scan.lang),
          scan.canonicals.map(add),
          scan.alternates.map(add),
          scan.ids.map(add),
          // The packed list's parts (kind and source, URL, …), which pages share, not the list, which is each page's own.
          scan.references === '' ? [] : scan.references.slice(0, -1).split('\0').map(add),
          table.add(scan.base),
          table.add(scan.boot),
        ]
      : 0,
  ];
}

/**
 * The file as recorded; throws on a table that does not fit (a corrupt cache: the caller builds
 * cold). The scan is unpacked when first read: an incremental build whose check verdict is known
 * reads none of the carried pages' scans.
 */
export function unpackFile([file, bytes, styles, scan]: PackedFile, strings: string[]): WrittenFile {
  const text = textOf(strings);
  const written: WrittenFile = { file: text(file), bytes };
  if (styles) written.styles = { blocks: styles[0].map(text), attributes: styles[1].map(text) };
  if (scan) {
    let unpacked: PageScan | undefined;
    Object.defineProperty(written, 'scan', {
      enumerable: true,
      configurable: true,
      get: () => (unpacked ??= unpackScan(scan, text)),
      set: (value: PageScan) => void (unpacked = value),
    });
  }
  return written;
}

function textOf(strings: string[]) {
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
