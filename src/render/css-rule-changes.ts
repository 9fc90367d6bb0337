/**
 * Tells whether an emotion cache gained rules since a page last looked, without listing them:
 * `Object.keys` of a cache's few hundred rules on every page (the CSS extractor and the page's
 * classes each looked) cost ~0.1 ms a page, more than the page's own CSS. Emotion inserts every
 * rule through `cache.insert`, so counting its calls tells of every new rule; a cache without one
 * (a plain object in tests) is counted by its keys. Rules added from another renderer
 * (`mergeRules`) are counted by `noteRulesAdded`.
 */
export interface RuleCache {
  inserted: Record<string, string | true | undefined>;
  insert?: (...args: never[]) => unknown;
}

const counters = new WeakMap<object, { count: number }>();

/** A number that changes whenever rules were added to the cache (one counter per cache, whoever asks). */
export function ruleChanges(cache: RuleCache): () => number {
  const insert = cache.insert;
  if (typeof insert !== 'function') return () => Object.keys(cache.inserted).length;
  let counter = counters.get(cache);
  if (!counter) {
    const state = { count: 0 };
    cache.insert = function (this: unknown, ...args: never[]) {
      state.count += 1;
      return insert.apply(this, args);
    };
    counters.set(cache, (counter = state));
  }
  const state = counter;
  return () => state.count;
}

/** Rules were written into the cache directly, not through `insert`. */
export function noteRulesAdded(cache: RuleCache): void {
  const counter = counters.get(cache);
  if (counter) counter.count += 1;
}
