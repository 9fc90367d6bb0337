/**
 * `_headers`, `_redirects` and `.nojekyll` for static hosts, from what the build wrote: a sink in front of the
 * real one notes every file's name and hashes the inline CSS of every HTML document, so the
 * Content-Security-Policy allows exactly the styles the pages carry.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import { renderHeadersFile, renderRedirectsFile } from '../hosting/host-headers.js';
import { InlineStyleHashes, type InlineStyles } from '../hosting/inline-styles.js';
import type { OutputSink } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';

export class HostingRecorder implements OutputSink {
  private readonly files: string[] = [];
  private readonly styles = new InlineStyleHashes();

  constructor(private readonly sink: OutputSink) {}

  get stats() {
    return this.sink.stats;
  }

  write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    this.files.push(file);
    if (styles) this.styles.addStyles(styles);
    else if (typeof content === 'string' && file.endsWith('.html')) this.styles.add(content);
    return this.sink.write(file, content, styles);
  }

  record(written: WrittenFile): void {
    this.files.push(written.file);
    if (written.styles) this.styles.addHashes(written.styles);
    this.sink.record(written);
  }

  /** The host files, once every other file has been written. */
  hostFiles(config: ResolvedConfig, publicFiles: string[]): Record<string, string> {
    return {
      _headers: renderHeadersFile({
        styleHashes: this.styles.styleHashes,
        styleAttributeHashes: this.styles.attributeHashes,
        files: this.files,
        publicFiles,
        formTargets: config.formTargets,
        islands: Object.keys(config.islands).length > 0,
      }),
      _redirects: renderRedirectsFile(config.locales.map((locale) => locale.code)),
      // GitHub Pages runs Jekyll on a branch deploy, which drops every path starting with `_`
      // (`_sitegen/`, `_payload.json`) unless this file exists.
      '.nojekyll': '',
    };
  }
}
