/** The front of the sink chain for the pages an incremental build renders: notes what the chain is told of each file. */
import { findInlineStyles, hashInlineStyles } from '../../hosting/inline-styles.js';
import { byteLength, PassThroughSink, type OutputSink } from '../../output/sinks.js';
import type { WrittenFile } from '../../output/written-file.js';
import type { InlineStyles } from '../../render/inline-styles.js';

/** Passes every file on, noting what the chain is told of it (size, CSP hashes of an HTML document). */
export class PageRecorder extends PassThroughSink {
  constructor(
    next: OutputSink,
    private readonly styleMemo: Map<string, string>,
    private readonly note: (written: WrittenFile) => void,
  ) {
    super(next);
  }

  override write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    if (file.endsWith('.html') && typeof content === 'string')
      this.note({ file, bytes: byteLength(content), styles: hashInlineStyles(styles ?? findInlineStyles(content), this.styleMemo) });
    else this.note({ file, bytes: byteLength(content) });
    return this.next.write(file, content, styles);
  }

  override record(written: WrittenFile): void {
    this.note(written);
    this.next.record(written);
  }
}
