/** An output sink that shows every file to the site checker on its way to the real sink. */
import type { OutputSink } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';
import type { InlineStyles } from '../render/inline-styles.js';
import type { CheckResult, SiteChecker } from '../check/site-checker.js';
import { scanPage, type PageScan } from '../check/scan-page.js';

export class CheckingSink implements OutputSink {
  /** Time spent checking, in ms: the check's share of the build. */
  private ms = 0;

  constructor(
    private readonly sink: OutputSink,
    private readonly checker: SiteChecker,
    /** Told of the scan of every HTML page written here (an incremental build keeps them for the next). */
    private readonly onPageScan?: (file: string, scan: PageScan) => void,
  ) {}

  get stats(): OutputSink['stats'] {
    return this.sink.stats;
  }

  write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    const started = performance.now();
    if (this.onPageScan && typeof content === 'string' && file.endsWith('.html')) {
      const scan = scanPage(content);
      this.checker.addScannedPage(file, scan);
      this.onPageScan(file, scan);
    } else this.checker.add(file, content);
    this.ms += performance.now() - started;
    return this.sink.write(file, content, styles);
  }

  record(written: WrittenFile): void {
    const started = performance.now();
    if (written.scan) this.checker.addScannedPage(written.file, written.scan);
    else this.checker.add(written.file);
    this.ms += performance.now() - started;
    this.sink.record(written);
  }

  /** Runs the cross-page rules once every file has been written; `ms` is the whole check's time. */
  finish(): CheckResult & { ms: number } {
    const started = performance.now();
    const result = this.checker.finish();
    return { ...result, ms: this.ms + performance.now() - started };
  }
}
