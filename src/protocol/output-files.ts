/**
 * Where every file the build writes for the browser lives in the output folder, for the build
 * that writes them, the runtime that fetches them, and `sitegen serve` and the host headers that
 * serve them. Paths are relative to the output folder; a URL is `/` + the path. No Node imports.
 *
 * The runtime spells these names as literals checked against the types here (`'…' satisfies
 * typeof NAME`): esbuild does not inline constants imported from another module, so importing
 * the values would grow the runtime and change its bytes; `satisfies` is erased, the check stays.
 */

/**
 * The rule the caching of a release stands on: every file under `_sitegen/` is named by a hash of
 * what it is made from (its content, or the build id), so a name never comes back with other bytes
 * and hosts may cache these files forever (`immutable`). The exception is the release folder
 * `_sitegen/builds/`: the pointer names the current release, and the manifest and the release
 * stylesheet are named by the build id, which does not cover the text of collection entries (an
 * edited posting keeps the id so unchanged pages stay byte for byte the same, see
 * build/incremental/): their bytes may change under one name, so they are revalidated on every use.
 */
export const HASHED_DIR = '_sitegen/';

/** The release files: the pointer open tabs poll, one manifest per release, and the release stylesheet. */
export const RELEASES_DIR = `${HASHED_DIR}builds/` as const;
export const RELEASE_POINTER_FILE = `${RELEASES_DIR}latest.json` as const;

/** True for a file hosts may cache forever (see HASHED_DIR). */
export function isImmutableFile(file: string): boolean {
  return file.startsWith(HASHED_DIR) && !isReleaseFile(file);
}

/** True for a file of `_sitegen/builds/`: revalidated on every use (see HASHED_DIR). */
export function isReleaseFile(file: string): boolean {
  return file.startsWith(RELEASES_DIR);
}

/**
 * True for a file whose bytes are fixed by its name alone, so its compressed copies can be reused
 * from an earlier build: the immutable files, the same set (the release files keep their names
 * while their bytes change: the manifest's timestamp, the stylesheet's rules).
 */
export function isContentNamedFile(file: string): boolean {
  return isImmutableFile(file);
}

/** `_sitegen/builds/meta/<id>.json`: the release and every route it prerendered (ReleaseManifest). */
export type ReleaseManifestFile = `${typeof RELEASES_DIR}meta/${string}.json`;
export function releaseManifestFile(buildId: string): ReleaseManifestFile {
  return `${RELEASES_DIR}meta/${buildId}.json`;
}

/** A page's payload sits beside its document: `en/about-us/_payload.json`. */
export const PAYLOAD_FILE_NAME = '_payload.json';

/** The payload of the page whose document is `htmlFile` (`…/index.html`). */
export function payloadFile(htmlFile: string): string {
  return htmlFile.replace(/index\.html$/, PAYLOAD_FILE_NAME);
}

/** The payload URL of a page path ending in `/`. */
export type PayloadUrl = `${string}/${typeof PAYLOAD_FILE_NAME}`;
export function payloadUrl(pagePath: `${string}/`): PayloadUrl {
  return `${pagePath}${PAYLOAD_FILE_NAME}`;
}

/** `404.html` (the default locale's, answering unprefixed paths) or `<locale>/404.html`. */
export function notFoundPageFile(locale?: string): string {
  return locale === undefined ? '404.html' : `${locale}/404.html`;
}

/** The error page a locale shows in place for a status, as a payload. */
export type ErrorPayloadFile = `${typeof HASHED_DIR}errors/${string}/${string}-${number}.json`;
export function errorPayloadFile(buildId: string, locale: string, status: number): ErrorPayloadFile {
  return `${HASHED_DIR}errors/${buildId}/${locale}-${status}.json`;
}

/** A locale's client messages; `hash` is a hash of the content (one for every locale of a build). */
export type ClientMessagesFile = `${typeof HASHED_DIR}messages/${string}-${string}.json`;
export function clientMessagesFile(locale: string, hash: string): ClientMessagesFile {
  return `${HASHED_DIR}messages/${locale}-${hash}.json`;
}

/**
 * The stylesheet of a release (every page's CSS rules), for pages navigated to in place. Named by
 * the build id, but its rules may change with entry text (entry data can pick a class), so it sits
 * with the release files and is revalidated (see HASHED_DIR).
 */
export type ReleaseStylesheetFile = `${typeof RELEASES_DIR}styles/${string}.css`;
export function releaseStylesheetFile(buildId: string): ReleaseStylesheetFile {
  return `${RELEASES_DIR}styles/${buildId}.css`;
}
