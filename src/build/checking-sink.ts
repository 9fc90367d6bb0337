/** A sink that shows every file to the site checker on its way to the real sink, and the checks' verdict at the end. */
import path from 'node:path';
import { checkFailedError } from '../check/check-error.js';
import type { CheckProblem } from '../check/problem.js';
import type { SiteChecker } from '../check/site-checker.js';
import { scanPage, type PageScan } from '../check/scan-page.js';
import { PassThroughSink, type CarriedFiles, type OutputSink } from '../output/sinks.js';
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
  /**
   * What the checker is to be shown, kept until `finish`: an incremental build whose checker would
   * see what the last one saw takes its verdict instead (incremental.ts), and shows it nothing.
   */
  private readonly pending: (() => void)[] = [];
  /** The files handed to `write` (rendered, not carried over), by name. */
  readonly writtenFiles: string[] = [];
  /** Set by `checkAsWritten`: files are shown to the checker as they come, not kept until `finish`. */
  private asWritten = false;

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
    this.writtenFiles.push(file);
    if (this.onPageScan && typeof content === 'string' && file.endsWith('.html')) {
      const scan = scanPage(content);
      this.show(() => this.checker.addScannedPage(file, scan));
      this.onPageScan(file, scan);
    } else this.show(() => this.checker.add(file, content));
    this.ms += performance.now() - started;
    return this.next.write(file, content, styles);
  }

  override record(written: WrittenFile): void {
    // The scan is read only if the checker runs: a carried page's is unpacked on first use (packed-files.ts).
    const started = performance.now();
    this.show(() => (written.scan ? this.checker.addScannedPage(written.file, written.scan) : this.checker.add(written.file)));
    if (this.asWritten) this.ms += performance.now() - started;
    this.next.record(written);
  }

  /** Carried files, shown to the checker in one go if it runs; their scans are unpacked only then. */
  override recordCarried(carried: CarriedFiles): void {
    const started = performance.now();
    this.show(() => {
      for (const written of carried.files())
        if (written.scan) this.checker.addScannedPage(written.file, written.scan);
        else this.checker.add(written.file);
    });
    if (this.asWritten) this.ms += performance.now() - started;
    this.next.recordCarried(carried);
  }

  /**
   * For a build that cannot take the last build's verdict (one not in place, incremental.ts): each
   * file goes to the checker as it comes, so the main thread indexes the pages while the render
   * workers render them (about 100 ms at 3,030 pages, 400 ms at 15,030, profiled), not after.
   */
  checkAsWritten(): void {
    this.asWritten = true;
    for (const show of this.pending.splice(0)) show();
  }

  private show(show: () => void): void {
    if (this.asWritten) show();
    else this.pending.push(show);
  }

  /**
   * Runs the cross-page rules (unless `crossPage` is false: a shard's) once every file has been written: errors fail the build (naming
   * `outDir`, when the build writes one), warnings are returned. `known`: the verdict when the checker would see what a passed
   * build's saw (its warnings), or undefined.
   */
  finish(outDir: string | undefined, options: { crossPage?: boolean; known?: () => CheckProblem[] | undefined } = {}): CheckOutcome {
    const started = performance.now();
    const known = options.known?.();
    if (known) return { warnings: known, ms: this.ms + performance.now() - started };
    for (const show of this.pending.splice(0)) show();
    const { problems } = this.checker.finish(options);
    const ms = this.ms + performance.now() - started;
    if (problems.some((problem) => problem.severity === 'error'))
      throw checkFailedError(problems, outDir === undefined ? undefined : path.relative(process.cwd(), outDir) || '.');
    return { warnings: problems, ms };
  }
}
