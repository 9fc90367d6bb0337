/** Pure functions over route paths: parameters and files (locale prefixes and absolute URLs live in protocol/, which the runtime shares). */
export { absoluteUrl, localizePath, preferredPath } from '../protocol/head-links.js';

const PARAM = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The `{name}` parameters of a route path, in order. */
export function routeParamNames(routePath: string): string[] {
  return [...routePath.matchAll(PARAM)].map((match) => match[1]!);
}

/** `/career/{id}/` with `{ id: 'pv' }` → `/career/pv/`. */
export function fillRoutePath(routePath: string, params: Record<string, string>): string {
  return routePath.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${routePath} is missing param "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The file a page path is written to: `/en/about-us/` → `en/about-us/index.html`. */
export function pathToFile(pagePath: string): string {
  return `${pagePath.slice(1)}index.html`;
}
