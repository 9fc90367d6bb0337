/**
 * The carried pages' files as the sink chain is told of them at once (src/build/incremental/carried-files.ts):
 * what each sink takes must be what recording every file one by one told it.
 */
import { describe, expect, it } from 'vitest';
import { CarriedFileSet } from '../../src/build/incremental/carried-files.js';
import { holdsTogether, packFile, StringTable } from '../../src/build/incremental/packed-files.js';
import type { WrittenFile } from '../../src/output/written-file.js';

const scan = { lang: 'en-US', canonicals: ['https://example.com/a/'], alternates: [], ids: ['main'], references: 'a\0/b/\0' };
const written: WrittenFile[] = [
  { file: 'a/index.html', bytes: 120, styles: { blocks: ['sha256-x'], attributes: [] }, scan },
  { file: 'a/_payload.json', bytes: 80 },
  { file: 'b/index.html', bytes: 100, styles: { blocks: ['sha256-x'], attributes: [] }, scan },
  { file: 'b/_payload.json', bytes: 70 },
  { file: 'c/index.html', bytes: 90, styles: { blocks: ['sha256-y'], attributes: ['sha256-z'] } },
  { file: 'd/index.html', bytes: 60, styles: { blocks: [], attributes: [] } },
];
const table = new StringTable();
const packed = written.map((file) => packFile(file, table));

describe('the carried files told to the sinks at once', () => {
  const carried = new CarriedFileSet(packed, table.strings);

  it('counts the files and their bytes as recording each would', () => {
    expect([carried.count, carried.bytes]).toEqual([6, 520]);
  });

  it('names every file in page order', () => {
    expect(carried.names()).toEqual(written.map(({ file }) => file));
  });

  it('gives each distinct list of CSP hashes once (a page without inline styles adds none)', () => {
    expect(carried.styles()).toEqual([
      { blocks: ['sha256-x'], attributes: [] },
      { blocks: ['sha256-y'], attributes: ['sha256-z'] },
    ]);
  });

  it('unpacks each file, its scan included, for a checker that runs', () => {
    const files = [...carried.files()];
    const shape = ({ file, bytes, styles }: WrittenFile) => ({
      file,
      bytes,
      styles: styles?.blocks.length || styles?.attributes.length ? styles : undefined,
    });
    expect(files.map(shape)).toEqual(written.map(shape));
    expect(files.map((file) => file.scan?.references)).toEqual(written.map((file) => file.scan?.references));
  });

  it('does not carry a file whose record names a string the table lacks', () => {
    expect(packed.every((file) => holdsTogether(file, table.strings))).toBe(true);
    expect(holdsTogether(packed[0]!, table.strings.slice(0, 1))).toBe(false);
  });
});
