/**
 * Which public file names the build refuses, and why: a name the `_headers` file cannot carry
 * (a line break would add headers to other paths, `*` and `:name` are patterns there), and a name
 * that would overwrite a file the build writes. Pure.
 */
import { HASHED_DIR, notFoundPageFile, PAYLOAD_FILE_NAME } from '../protocol/output-files.js';

/** Written by the build from its own policy (src/hosting/host-headers.ts). */
const HOST_FILES = ['_headers', '_redirects', '.nojekyll'];

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export interface PublicNameContext {
  /** The site's locale codes: each has its own `<code>/404.html`. */
  localeCodes: string[];
  /** Every public file, relative to the public folder: a public `sitemap.xml` replaces the numbered sitemaps too. */
  files: ReadonlySet<string>;
}

/** The problem with a public file's path (relative to the public folder, with `/`), or undefined. */
export function publicNameProblem(file: string, { localeCodes, files }: PublicNameContext): string | undefined {
  const control = CONTROL_CHARACTER.exec(file);
  if (control) {
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return `its name holds a control character (${code}) at character ${control.index + 1}, which would add lines to the _headers file hosts read; rename it`;
  }
  if (file.split('/').some((part) => part.includes('*') || part.startsWith(':')))
    return 'its name holds "*" or a part starting with ":", which the _headers file hosts read takes as a pattern for other paths; rename it';
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (file.startsWith(HASHED_DIR)) return `would overwrite a file under ${HASHED_DIR}, which the build writes; rename or move it`;
  if (base === 'index.html' || base === PAYLOAD_FILE_NAME)
    return `would overwrite the ${base} of a page the build writes; make the page a route in the config, or rename the file`;
  if (file === notFoundPageFile() || localeCodes.some((code) => file === notFoundPageFile(code)))
    return `would overwrite the generated ${file}; the 404 pages are rendered from the app's ErrorPage and messages, so remove it and change those instead`;
  if (HOST_FILES.includes(file))
    return `would overwrite the ${file} file the build writes for static hosts; remove it (see "Deployment" in the README)`;
  if (/^sitemap-\d+\.xml$/.test(file) && !files.has('sitemap.xml'))
    return 'would overwrite a part of the sitemap the build writes for large sites; rename it, or put your own sitemap.xml beside it';
  return undefined;
}
