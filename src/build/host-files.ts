/**
 * `_headers`, `_redirects` and `.nojekyll` for static hosts, from what the build wrote: a sink in front of the
 * real one notes every file's name and hashes the inline CSS of every HTML document, so the
 * Content-Security-Policy allows exactly the styles the pages carry.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import { formEndpointOf, renderHeadersFile, renderRedirectsFile } from './host-headers.js';
import { InlineStyleHashes } from './inline-styles.js';
import type { OutputSink } from './output.js';

export class HostingRecorder implements OutputSink {
  private readonly files: string[] = [];
  private readonly styles = new InlineStyleHashes();

  constructor(private readonly sink: OutputSink) {}

  get stats() {
    return this.sink.stats;
  }

  write(file: string, content: string | Uint8Array): Promise<void> {
    this.files.push(file);
    if (typeof content === 'string' && file.endsWith('.html')) this.styles.add(content);
    return this.sink.write(file, content);
  }

  /** The host files, once every other file has been written. */
  hostFiles(config: ResolvedConfig, publicFiles: string[]): Record<string, string> {
    return {
      _headers: renderHeadersFile({
        styleHashes: this.styles.styleHashes,
        styleAttributeHashes: this.styles.attributeHashes,
        files: this.files,
        publicFiles,
        formEndpoint: formEndpointOf(config.site),
        islands: Object.keys(config.islands).length > 0,
      }),
      _redirects: renderRedirectsFile(config.locales.map((locale) => locale.code)),
      // GitHub Pages runs Jekyll on a branch deploy, which drops every path starting with `_`
      // (`_sitegen/`, `_payload.json`) unless this file exists.
      '.nojekyll': '',
    };
  }
}
