/**
 * What `sitegen dev` watches: the files and folders the config names, never fixed folder names.
 * The app's, pages' and islands' folders are watched whole, since what they import (components,
 * company data) usually lives beside them. Pure.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { CONFIG_FILES } from '../compile/load-config.js';

type WatchedKeys = 'root' | 'configFile' | 'messagesDir' | 'publicDir' | 'pagesDir' | 'app' | 'collections' | 'islands';
type WatchedConfig = Pick<ResolvedConfig, WatchedKeys>;

/** Before a config loaded: the config files it may be in. */
export function configCandidates(root: string): string[] {
  return CONFIG_FILES.map((name) => path.join(root, name));
}

/** Absolute paths, sorted, each once. */
export function watchedPaths(config: WatchedConfig): string[] {
  const paths = [
    ...configCandidates(config.root),
    config.configFile,
    config.messagesDir,
    config.publicDir,
    config.pagesDir,
    path.dirname(config.app),
    ...Object.values(config.collections).map((collection) => collection.dir),
    ...Object.values(config.islands).map((module) => path.dirname(module)),
  ];
  return [...new Set(paths)].sort();
}

/** Files a change of must not rebuild: installed packages, sitegen's cache, the output itself. */
export function isIgnored(file: string, outDir: string): boolean {
  const inside = (dir: string) => {
    const relative = path.relative(dir, file);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  return file.includes(`${path.sep}node_modules${path.sep}`) || file.includes(`${path.sep}.sitegen${path.sep}`) || inside(outDir);
}
