/**
 * The 404 documents of a release, read once per release and kept split around the slot where the
 * requested path goes: a 404 costs a string concatenation, and the path is inserted as escaped
 * text, never through `String.replace` (whose `$&`, `` $` `` and `$'` would copy the document).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../render/head.js';
import { REQUEST_PATH_SLOT } from '../protocol/dom-markers.js';
import type { LatestRelease, ReleaseManifest } from '../shapes.js';
import { notFoundFile } from './request-path.js';
import { closeFile, readWhole, type SiteFolder } from './site-folder.js';

interface SplitDocument {
  before: string;
  /** Undefined when the document has no slot for the path. */
  after?: string;
}

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
    const at = html.indexOf(REQUEST_PATH_SLOT);
    if (at === -1) return { before: html };
    return { before: html.slice(0, at), after: html.slice(at + REQUEST_PATH_SLOT.length) };
  }

  /** The 404 document for `pathname` in `release`, the path shown as text. */
  return async function notFoundDocument(pathname: string, release: string | undefined): Promise<string> {
    const pages = release === undefined ? undefined : pagesOf(release);
    const file = notFoundFile(pathname, pages ? await pages.locales : []);
    let document = pages?.documents.get(file);
    if (!document) {
      document = readDocument(file);
      // A failed read is not kept: the next 404 tries again.
      if (pages) pages.documents.set(file, document.catch(() => (pages.documents.delete(file), { before: FALLBACK })));
    }
    const { before, after } = await document;
    if (after === undefined) return before;
    return `${before}<span data-sitegen-request-path>${escapeHtml(pathname)}</span>${after}`;
  };
}

async function readLocales(root: string): Promise<string[]> {
  try {
    const latest = JSON.parse(await readFile(path.join(root, '_sitegen/builds/latest.json'), 'utf8')) as LatestRelease;
    const manifest = JSON.parse(await readFile(path.join(root, `_sitegen/builds/meta/${latest.id}.json`), 'utf8')) as ReleaseManifest;
    return manifest.locales;
  } catch {
    return [];
  }
}
