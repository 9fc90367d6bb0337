/**
 * An exception from the site's own code (a page that throws while rendering, a module that
 * throws when loaded) is the user's to fix, not a sitegen bug: it is reported with where it
 * happened, the page it broke, and the line of site code that threw, without a stack trace.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSitegenError, SitegenError, type ProblemLocation } from '../errors.js';
import { boundMessage } from '../config/show-value.js';
import { sourcePosition } from './bundle-source-map.js';

export interface UserCodeContext extends ProblemLocation {
  root: string;
  /** What was happening, e.g. "Rendering page /about/". */
  doing: string;
  /** The content file the page was rendering (a posting's Markdown): its text may be what the code could not handle. */
  content?: string;
}

export function userCodeError(error: unknown, { root, doing, content, ...location }: UserCodeContext): SitegenError {
  if (isSitegenError(error)) return atCallSite(error, root);
  const err = error instanceof Error ? error : new Error(String(error));
  const where = firstProjectFrame(err, root);
  // A message of megabytes (a thrown 'x'.repeat(5e6)) would flood the terminal and every dev tab.
  const name = err.name === 'Error' ? '' : `${boundMessage(String(err.name), 100)}: `;
  const rendering = content ? `\n  while rendering ${content}` : '';
  const text = `${doing} failed: ${name}${boundMessage(String(err.message))}${where ? `\n  thrown at ${where}` : ''}${rendering}`;
  const code = where ? `Fix the code at ${where}` : 'Fix the error in the site code named above';
  return new SitegenError(text, {
    ...location,
    file: location.file ?? where?.replace(/:\d+:\d+$/, ''),
    hint: content ? `${code}, or the content in ${content} it could not handle.` : `${code}.`,
    cause: error,
  });
}

/**
 * A sitegen error raised on behalf of site code (a page asking for a message id no file has)
 * carries the stack of that call as its cause, named `CallSite`: it is reported at the site's line.
 */
function atCallSite(error: SitegenError, root: string): SitegenError {
  const cause = error.cause as Error | undefined;
  // By name, not instanceof: the error may come from the site bundle's copy of sitegen.
  if (typeof cause !== 'object' || cause === null || cause.name !== 'CallSite') return error;
  const where = firstProjectFrame(cause, root);
  if (!where) return error;
  return new SitegenError(`${error.message}\n  used at ${where}`, {
    ...error.location,
    file: where.replace(/:\d+:\d+$/, ''),
    hint: error.hint,
    problems: error.problems,
  });
}

/**
 * The first stack frame in the project's own files, e.g. `site/pages/about.tsx:12:9`: a frame in a
 * compiled bundle in `.sitegen/cache/` is mapped back to the site's source by the bundle's source
 * map (bundle-source-map.ts); frames in node_modules and sitegen are skipped.
 */
export function firstProjectFrame(error: Error, root: string): string | undefined {
  for (const line of (error.stack ?? '').split('\n')) {
    const match = /\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!match) continue;
    const frame = {
      file: match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!,
      line: Number(match[2]),
      column: Number(match[3]),
    };
    const { file, line: at, column } = isBundle(frame.file, root) ? (sourcePosition(frame.file, frame.line, frame.column) ?? frame) : frame;
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || relative.split(path.sep).some((part) => part === 'node_modules' || part === '.sitegen')) continue;
    return `${relative}:${at}:${column}`;
  }
  return undefined;
}

function isBundle(file: string, root: string): boolean {
  return file.endsWith('.mjs') && path.dirname(file) === path.join(root, '.sitegen', 'cache');
}
