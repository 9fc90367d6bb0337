/**
 * The entry cache's texts on disk: `<collection>.<locale>.blocks` beside its index (entry-cache.ts),
 * the data blocks then the body blocks one after another, after an id the index repeats. A block
 * is read by position when first needed, through a descriptor opened with the index: a build that
 * renders a few pages reads a few blocks, not the whole file (the bench's synthetic postings: 32 MB
 * a locale, read and copied whole on every build before), and a save that replaces the file while
 * entries of the old one are still to be read (`sitegen dev` keeps them) cannot mix the two layouts.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

const ID_LENGTH = 16;

/** What the index keeps of its blocks file: its id and each block's length, data blocks then bodies. */
export interface BlockLayout {
  id: string;
  data: number[];
  bodies: number[];
}

/** Blocks as TextBlocks reads them: an array of them, or a file's (FileBlocks). */
export interface Blocks {
  readonly length: number;
  at(block: number): Uint8Array | undefined;
}

/** One kind of block (data or bodies) of an open blocks file. */
class FileBlocks implements Blocks {
  constructor(
    private readonly file: { fd: number },
    private readonly offsets: number[],
    private readonly lengths: number[],
  ) {}

  get length(): number {
    return this.lengths.length;
  }

  at(block: number): Uint8Array | undefined {
    const [offset, length] = [this.offsets[block], this.lengths[block]];
    if (offset === undefined || length === undefined) return undefined;
    const bytes = Buffer.allocUnsafe(length);
    for (let read = 0; read < length;) {
      const got = readSync(this.file.fd, bytes, read, length - read, offset + read);
      if (got === 0) throw new Error('entry cache: its blocks file ended early');
      read += got;
    }
    return bytes;
  }
}

/** The descriptor closes once nothing can read through it any more. */
const closing = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
});

/** The blocks of `file` as `layout` describes them; undefined when it is missing or another file (another id or size). */
export function openBlocks(file: string, layout: BlockLayout): { data: Blocks; bodies: Blocks } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  const lengths = [...layout.data, ...layout.bodies];
  const offsets: number[] = [];
  let end = ID_LENGTH;
  for (const length of lengths) {
    offsets.push(end);
    end += length;
  }
  const id = Buffer.alloc(ID_LENGTH);
  try {
    if (fstatSync(fd).size !== end || readSync(fd, id, 0, ID_LENGTH, 0) !== ID_LENGTH || id.toString('hex') !== layout.id) {
      closeSync(fd);
      return undefined;
    }
  } catch {
    closeSync(fd);
    return undefined;
  }
  const count = layout.data.length;
  // Both kinds share one descriptor, closed when neither is reachable.
  const handle = { fd };
  closing.register(handle, fd);
  return {
    data: new FileBlocks(handle, offsets.slice(0, count), layout.data),
    bodies: new FileBlocks(handle, offsets.slice(count), layout.bodies),
  };
}

/** Writes the blocks as a new file in place of `file` (temporary file, then rename); returns the layout for the index. */
export async function writeBlocks(file: string, data: Uint8Array[], bodies: Uint8Array[]): Promise<BlockLayout> {
  const id = randomBytes(ID_LENGTH);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, [id, ...data, ...bodies]);
  await rename(temporary, file);
  return { id: id.toString('hex'), data: data.map((block) => block.length), bodies: bodies.map((block) => block.length) };
}
