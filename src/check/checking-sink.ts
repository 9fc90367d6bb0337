/** An output sink that shows every file to the site checker on its way to the real sink. */
import type { OutputSink } from '../build/output.js';
import type { SiteChecker } from './site-checker.js';

export class CheckingSink implements OutputSink {
  /** Time spent scanning files, in ms: the check's share of the build. */
  ms = 0;

  constructor(
    private readonly sink: OutputSink,
    private readonly checker: SiteChecker,
  ) {}

  get stats(): OutputSink['stats'] {
    return this.sink.stats;
  }

  write(file: string, content: string | Uint8Array): Promise<void> {
    const started = performance.now();
    this.checker.add(file, content);
    this.ms += performance.now() - started;
    return this.sink.write(file, content);
  }
}
