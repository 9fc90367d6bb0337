/** What the main thread learns of a file a render worker wrote: enough for stats, _headers and the site checks. */
import type { PageScan } from '../check/scan-page.js';
import type { InlineStyleHashList } from '../hosting/inline-styles.js';

export interface WrittenFile {
  file: string;
  bytes: number;
  /** HTML only: the CSP hashes of its inline styles. */
  styles?: InlineStyleHashList;
  /** HTML only, when the build checks the site: what the checker needs of the page. */
  scan?: PageScan;
}
