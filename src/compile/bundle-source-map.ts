/**
 * Where a line of a bundle in `.sitegen/cache/` came from: the site's source file, line and column,
 * read from the bundle's inline source map (compile-module.ts writes one) when an error is reported.
 * Node's own source map support (`--enable-source-maps`, `process.setSourceMapsEnabled`) would map
 * every stack, but it reads and indexes the map of each module as it loads, on every build and in
 * every render worker; an error reported is rare, and this costs only then. Node's `SourceMap`
 * decodes the map, so no library is needed.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

export interface SourcePosition {
  /** Absolute. */
  file: string;
  /** 1-based, as in a stack trace. */
  line: number;
  column: number;
}

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;
const maps = new Map<string, SourceMap | undefined>();

/** The source of `line`:`column` (1-based) of the bundle `bundle` (absolute), or undefined when it has no map or the map says nothing there. */
export function sourcePosition(bundle: string, line: number, column: number): SourcePosition | undefined {
  const map = sourceMapOf(bundle);
  const entry = map?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string') return undefined;
  // esbuild names sources relative to the bundle's folder (its `outfile`); Node may have made them URLs.
  const source = entry.originalSource.startsWith('file://') ? new URL(entry.originalSource).pathname : entry.originalSource;
  return { file: path.resolve(path.dirname(bundle), source), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

function sourceMapOf(bundle: string): SourceMap | undefined {
  if (!maps.has(bundle)) {
    let map: SourceMap | undefined;
    try {
      const encoded = INLINE_MAP.exec(readFileSync(bundle, 'utf8'))?.[1];
      if (encoded)
        map = new SourceMap(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as ConstructorParameters<typeof SourceMap>[0]);
    } catch {
      // A bundle gone from the cache, or a map that does not parse: the frame is reported as it is.
    }
    maps.set(bundle, map);
  }
  return maps.get(bundle);
}
