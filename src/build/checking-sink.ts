/** A sink that shows every file to the site checker on its way to the real sink, and the checks' verdict at the end. */
import path from 'node:path';
import { checkFailedError } from '../check/check-error.js';
import type { CheckProblem } from '../check/problem.js';
import type { SiteChecker } from '../check/site-checker.js';
import { scanPage, type PageScan } from '../check/scan-page.js';
import { PassThroughSink, type OutputSink } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';
import type { InlineStyles } from '../render/inline-styles.js';

export interface CheckOutcome {
  /** What the checks found that does not fail the build (e.g. recommended JSON-LD properties). */
  warnings: CheckProblem[];
  /** Time spent checking: scanning files as they were written, then the cross-page rules. */
  ms: number;
}

export class CheckingSink extends PassThroughSink {
  /** Time spent checking, in ms: the check's share of the build. */
  private ms = 0;

  constructor(
    next: OutputSink,
    private readonly checker: SiteChecker,
    /** Told of the scan of every HTML page written here (an incremental build keeps them for the next). */
    private readonly onPageScan?: (file: string, scan: PageScan) => void,
  ) {
    super(next);
  }

  override write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    const started = performance.now();
    if (this.onPageScan && typeof content === 'string' && file.endsWith('.html')) {
      const scan = scanPage(content);
      this.checker.addScannedPage(file, scan);
      this.onPageScan(file, scan);
    } else this.checker.add(file, content);
    this.ms += performance.now() - started;
    return this.next.write(file, content, styles);
  }

  override record(written: WrittenFile): void {
    const started = performance.now();
    if (written.scan) this.checker.addScannedPage(written.file, written.scan);
    else this.checker.add(written.file);
    this.ms += performance.now() - started;
    this.next.record(written);
  }

  /**
   * Runs the cross-page rules (unless `crossPage` is false: a shard's) once every file has been written: errors fail the build (naming
   * `outDir`, when the build writes one), warnings are returned.
   */
  finish(outDir: string | undefined, options: { crossPage?: boolean } = {}): CheckOutcome {
    const started = performance.now();
    const { problems } = this.checker.finish(options);
    const ms = this.ms + performance.now() - started;
    if (problems.some((problem) => problem.severity === 'error'))
      throw checkFailedError(problems, outDir === undefined ? undefined : path.relative(process.cwd(), outDir) || '.');
    return { warnings: problems, ms };
  }
}
