/**
 * The 404 documents of a release, read once per release and kept as bytes split around the slot
 * where the requested path goes: a 404 writes the two parts as they are with the escaped path
 * between them, never through `String.replace` (whose `$&`, `` $` `` and `$'` would copy the
 * document). Building and encoding a 40 KB string per 404 made the garbage collector pause for
 * 100 ms and more under load.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../render/head.js';
import { REQUEST_PATH_SLOT } from '../protocol/dom-markers.js';
import { RELEASE_POINTER_FILE, releaseManifestFile } from '../protocol/output-files.js';
import type { LatestRelease, ReleaseManifest } from '../shapes.js';
import { notFoundFile } from './request-path.js';
import { closeFile, readWhole, type SiteFolder } from './site-folder.js';

interface SplitDocument {
  before: Buffer;
  /** Undefined when the document has no slot for the path. */
  after?: Buffer;
}

/** A 404 document as the chunks to send, in order. */
export type NotFoundDocument = Buffer[];

interface ReleasePages {
  release: string;
  locales: Promise<string[]>;
  documents: Map<string, Promise<SplitDocument>>;
}

const FALLBACK = `<!doctype html><title>404</title><h1>Page Not Found</h1><p>Page not found: ${REQUEST_PATH_SLOT}</p>`;
/** Releases kept: the current one and the one before, for requests that began before a swap. */
const KEPT = 2;

export function createNotFoundPages(folder: SiteFolder, transformHtml?: (html: string) => string) {
  const releases: ReleasePages[] = [];

  function pagesOf(release: string): ReleasePages {
    let pages = releases.find((entry) => entry.release === release);
    if (!pages) {
      pages = { release, locales: readLocales(folder.root), documents: new Map() };
      releases.unshift(pages);
      releases.length = Math.min(releases.length, KEPT);
    }
    return pages;
  }

  async function readDocument(file: string): Promise<SplitDocument> {
    let html = FALLBACK;
    const lookup = await folder.openFirst([file]).catch(() => undefined);
    if (lookup?.type === 'found') {
      try {
        html = readWhole(lookup.file).toString('utf8');
      } finally {
        closeFile(lookup.file);
      }
    }
    if (transformHtml) html = transformHtml(html);
    return split(html);
  }

  /** The 404 document for `pathname` in `release`, the path shown as text. */
  return async function notFoundDocument(pathname: string, release: string | undefined): Promise<NotFoundDocument> {
    const pages = release === undefined ? undefined : pagesOf(release);
    const file = notFoundFile(pathname, pages ? await pages.locales : []);
    let document = pages?.documents.get(file);
    if (!document) {
      document = readDocument(file);
      // A failed read is not kept: the next 404 tries again.
      if (pages)
        pages.documents.set(
          file,
          document.catch(() => (pages.documents.delete(file), split(FALLBACK))),
        );
    }
    const { before, after } = await document;
    if (after === undefined) return [before];
    return [before, Buffer.from(`<span data-sitegen-request-path>${escapeHtml(showablePath(pathname))}</span>`), after];
  };
}

/**
 * The decoded path as it may stand in HTML text: control characters (NUL, CR, ESC, C1) and
 * noncharacters, which HTML forbids, shown percent-encoded as they were requested. Pure.
 */
export function showablePath(pathname: string): string {
  return pathname.replace(/[\p{Cc}\p{Noncharacter_Code_Point}]/gu, (char) =>
    [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

function split(html: string): SplitDocument {
  const at = html.indexOf(REQUEST_PATH_SLOT);
  if (at === -1) return { before: Buffer.from(html) };
  return { before: Buffer.from(html.slice(0, at)), after: Buffer.from(html.slice(at + REQUEST_PATH_SLOT.length)) };
}

async function readLocales(root: string): Promise<string[]> {
  try {
    const latest = JSON.parse(await readFile(path.join(root, RELEASE_POINTER_FILE), 'utf8')) as LatestRelease;
    const manifest = JSON.parse(await readFile(path.join(root, releaseManifestFile(latest.id)), 'utf8')) as ReleaseManifest;
    return manifest.locales;
  } catch {
    return [];
  }
}
