/**
 * `_headers`, `_redirects` and `.nojekyll` for static hosts, from what the build wrote: a sink in front of the
 * real one notes every file's name and hashes the inline CSS of every HTML document, so the
 * Content-Security-Policy allows exactly the styles the pages carry.
 */
import type { ResolvedConfig } from '../config/define-config.js';
import { renderHeadersFile, renderRedirectsFile } from '../hosting/host-headers.js';
import { InlineStyleHashes, type InlineStyles } from '../hosting/inline-styles.js';
import { PassThroughSink, type CarriedFiles } from '../output/sinks.js';
import type { WrittenFile } from '../output/written-file.js';

export class HostingRecorder extends PassThroughSink {
  private readonly written: string[] = [];
  private readonly styles = new InlineStyleHashes();

  override write(file: string, content: string | Uint8Array, styles?: InlineStyles): Promise<void> {
    this.written.push(file);
    if (styles) this.styles.addStyles(styles);
    else if (typeof content === 'string' && file.endsWith('.html')) this.styles.add(content);
    return this.next.write(file, content, styles);
  }

  override record(written: WrittenFile): void {
    this.written.push(written.file);
    if (written.styles) this.styles.addHashes(written.styles);
    this.next.record(written);
  }

  override recordCarried(carried: CarriedFiles): void {
    for (const name of carried.names()) this.written.push(name);
    for (const styles of carried.styles()) this.styles.addHashes(styles);
    this.next.recordCarried(carried);
  }

  /** Writes the host files once every other file has been written; past this recorder, as `_headers` describes the others, not itself. */
  async writeHostFiles(config: ResolvedConfig, publicFiles: string[]): Promise<void> {
    await Promise.all(Object.entries(this.hostFiles(config, publicFiles)).map(([file, content]) => this.next.write(file, content)));
  }

  /** The host files, once every other file has been written. */
  private hostFiles(config: ResolvedConfig, publicFiles: string[]): Record<string, string> {
    return {
      _headers: renderHeadersFile({
        styleHashes: this.styles.styleHashes,
        styleAttributeHashes: this.styles.attributeHashes,
        files: this.written,
        publicFiles,
        formTargets: config.formTargets,
        islands: Object.keys(config.islands).length > 0,
        siteUrl: config.siteUrl,
      }),
      _redirects: renderRedirectsFile(config.locales.map((locale) => locale.code)),
      // GitHub Pages runs Jekyll on a branch deploy, which drops every path starting with `_`
      // (`_sitegen/`, `_payload.json`) unless this file exists.
      '.nojekyll': '',
    };
  }
}
