/**
 * Reuse of build stages between builds in one process (`sitegen dev`): a change to a message file
 * need not recompile the pages or rebundle the browser code. The dev loop says which stages a
 * changed file invalidates; everything else is taken from the previous build.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';

/** The build's independent inputs, each produced by one stage. */
export type BuildStage = 'messages' | 'collections' | 'public' | 'server' | 'client';

export const ALL_STAGES: readonly BuildStage[] = ['messages', 'collections', 'public', 'server', 'client'];

export class StageCache {
  private readonly results = new Map<BuildStage, Promise<unknown>>();
  /** The config the cached results were made with; another config invalidates everything. */
  private configKey: string | undefined;

  /** The cached result of a stage, or a fresh one. A failed stage is never cached. */
  get<T>(stage: BuildStage, run: () => Promise<T>): Promise<T> {
    const cached = this.results.get(stage) as Promise<T> | undefined;
    if (cached) return cached;
    const result = run();
    this.results.set(stage, result);
    result.catch(() => this.results.delete(stage));
    return result;
  }

  invalidate(stages: Iterable<BuildStage>): void {
    for (const stage of stages) this.results.delete(stage);
  }

  /** Drops every result when the config differs from the last build's. */
  useConfig(key: string): void {
    if (key !== this.configKey) this.results.clear();
    this.configKey = key;
  }
}

/**
 * The stages a changed file invalidates. Code (pages, components, islands, anything unknown)
 * invalidates both bundles; the config file is handled by `useConfig`, so it invalidates all here.
 */
export function stagesForChange(
  file: string,
  config: Pick<ResolvedConfig, 'messagesDir' | 'publicDir' | 'collections' | 'configFile'>,
): BuildStage[] {
  const inside = (dir: string) => {
    const relative = path.relative(dir, file);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  if (path.resolve(file) === path.resolve(config.configFile)) return [...ALL_STAGES];
  if (inside(config.messagesDir)) return ['messages'];
  if (Object.values(config.collections).some((collection) => inside(collection.dir))) return ['collections'];
  if (inside(config.publicDir)) return ['public'];
  return ['server', 'client'];
}
