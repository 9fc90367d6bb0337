/**
 * The files of the pages an incremental build carried over, told to the sink chain at once
 * (`OutputSink.recordCarried`) in their packed form: the sinks take the sums, the names and the
 * few distinct CSP hash lists they need, and a file is unpacked only for a checker that runs. At
 * 15,030 pages this replaced 30,060 unpacked files passed one by one through three sinks (~45 ms
 * of main-thread time and the garbage they left, profiled). Also: which of them are gone from the output folder.
 */
import type { InlineStyleHashList } from '../../hosting/inline-styles.js';
import type { CarriedFiles } from '../../output/sinks.js';
import type { WrittenFile } from '../../output/written-file.js';
import { unpackFile, type PackedFile } from './packed-files.js';

export class CarriedFileSet implements CarriedFiles {
  readonly count: number;
  readonly bytes: number;

  /** `packed`: the carried pages' files in page order (document, then payload), as recorded with `strings`. */
  constructor(
    private readonly packed: PackedFile[],
    private readonly strings: string[],
  ) {
    this.count = packed.length;
    let bytes = 0;
    for (const file of packed) bytes += file[1];
    this.bytes = bytes;
  }

  names(): string[] {
    const { strings } = this;
    return this.packed.map(([file]) => strings[file]!);
  }

  styles(): InlineStyleHashList[] {
    // Pages share a few style blocks: each distinct list of string indexes is unpacked once.
    const distinct = new Map<string, InlineStyleHashList>();
    const text = (at: number) => this.strings[at]!;
    for (const [, , styles] of this.packed) {
      if (!styles) continue;
      const key = `${styles[0].join(',')}|${styles[1].join(',')}`;
      if (!distinct.has(key)) distinct.set(key, { blocks: styles[0].map(text), attributes: styles[1].map(text) });
    }
    return [...distinct.values()];
  }

  *files(): Iterable<WrittenFile> {
    for (const file of this.packed) yield unpackFile(file, this.strings);
  }
}
