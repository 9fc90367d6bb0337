/**
 * The import names a site uses for sitegen's own modules, and the source file behind each.
 * esbuild resolves them with `sitegenModulesPlugin`; tsconfig's `paths` mirror this table.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

export const SITEGEN_MODULES: Record<string, string> = {
  'sitegen/config': 'config/public.ts',
  'sitegen/page': 'render/page-api.ts',
  'sitegen/island': 'islands/island.tsx',
  'sitegen/runtime': 'runtime/index.ts',
};

export function sitegenModulesPlugin(srcDir: string): Plugin {
  return {
    name: 'sitegen-modules',
    setup(build) {
      build.onResolve({ filter: /^sitegen(\/|$)/ }, (args) => {
        const file = SITEGEN_MODULES[args.path];
        if (!file) return { errors: [{ text: `"${args.path}" is not a sitegen module; use one of ${Object.keys(SITEGEN_MODULES).join(', ')}` }] };
        return { path: path.join(srcDir, file) };
      });
    },
  };
}
