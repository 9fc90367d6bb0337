/**
 * `sitegen/runtime` for site code running in the browser (islands): the runtime's navigate(),
 * which throws for another origin unless `{ external: true }` is given.
 */
import type { NavigateOptions } from './navigator.js';

export type { NavigateOptions };

export function navigate(url: string | URL, options?: NavigateOptions): Promise<void> {
  if (!window.sitegen) throw new Error('sitegen: the runtime is not loaded on this page');
  return window.sitegen.navigate(url, options);
}
