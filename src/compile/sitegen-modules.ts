/**
 * The import names a site uses for sitegen's own modules (the package's `exports`), and the
 * module behind each. For Node they stay imports of the installed package, so the site's pages
 * and sitegen's renderer share one copy of each module; for the browser esbuild bundles the
 * module of the sitegen that runs, so islands hydrate with the runtime this build ships.
 */
import type { Plugin } from 'esbuild';
import { sitegenModuleFile } from '../package-root.js';

export const SITEGEN_MODULES: Record<string, string> = {
  'sitegen/config': 'config/public',
  'sitegen/page': 'render/page-api',
  'sitegen/island': 'islands/island',
  'sitegen/runtime': 'runtime/index',
};

export function sitegenModulesPlugin(target: 'node' | 'browser'): Plugin {
  return {
    name: 'sitegen-modules',
    setup(build) {
      build.onResolve({ filter: /^sitegen(\/|$)/ }, (args) => {
        const module = SITEGEN_MODULES[args.path];
        if (!module)
          return { errors: [{ text: `"${args.path}" is not a sitegen module; use one of ${Object.keys(SITEGEN_MODULES).join(', ')}` }] };
        return target === 'node' ? { path: args.path, external: true } : { path: sitegenModuleFile(module) };
      });
    },
  };
}
