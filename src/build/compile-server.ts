/**
 * Bundles the site's app and page modules into one Node module. sitegen's renderer is not in it:
 * the bundle's `sitegen/page` imports resolve to the installed package, the same modules this
 * process renders with (render-all.ts and render-worker.ts import render/create-renderer.ts), so
 * the page context a page reads is the one the renderer provides.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { findPageModule } from '../compile/load-config.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { SitegenError } from '../errors.js';
import type { SiteModules } from '../render/render-context.js';
import { compileModule } from '../compile/compile-module.js';
import { installedPackageDir } from '../compile/missing-packages.js';
import { PACKAGE_ROOT } from '../package-root.js';

/** What the compiled bundle exports: the site's modules by name, for the renderer. */
export interface ServerModule {
  modules: SiteModules;
}

export interface CompiledServer {
  server: ServerModule;
  /** The bundle's file, which render workers import. */
  file: string;
  /** The bundle without path comments, part of the build id. */
  code: string;
}

export async function compileServer(config: ResolvedConfig): Promise<CompiledServer> {
  if (!existsSync(config.app)) {
    throw new SitegenError(`App module ${path.relative(config.root, config.app)} not found`, {
      file: path.relative(config.root, config.configFile),
      key: 'app',
      hint: 'Create it with `export default defineApp({ Layout, ErrorPage, errorHead, title })`, or point the "app" key at it.',
    });
  }
  assertSameSitegen(config.root);
  const pageNames = [...new Set(config.routes.map((route) => route.page))].sort();
  const lines = [`import app from ${JSON.stringify(config.app)};`];
  pageNames.forEach((name, index) => lines.push(`import page${index} from ${JSON.stringify(findPageModule(config.pagesDir, name))};`));
  lines.push(
    `export const modules = { app, pages: { ${pageNames.map((name, index) => `${JSON.stringify(name)}: page${index}`).join(', ')} } };`,
  );
  const compiled = await compileModule<ServerModule>({
    root: config.root,
    entry: { contents: lines.join('\n'), resolveDir: config.root, name: 'sitegen-server-entry.tsx' },
    what: "the site's app and page modules",
  });
  if (!compiled.exports.modules.app) {
    throw new SitegenError(`${path.relative(config.root, config.app)} has no default export`, {
      file: path.relative(config.root, config.app),
      hint: 'Write `export default defineApp({ … })`.',
    });
  }
  return {
    server: { modules: compiled.exports.modules },
    file: compiled.file,
    code: compiled.portableCode,
  };
}

/**
 * Pages read the page context of the sitegen their `sitegen/page` import finds; it must be the
 * sitegen rendering them, or every page would render without one (a global CLI on a site with
 * its own sitegen, say).
 */
function assertSameSitegen(root: string): void {
  const sites = installedPackageDir('sitegen', root);
  if (!sites || realpathSync(sites) === realpathSync(PACKAGE_ROOT)) return; // a missing one is named with the other missing packages
  throw new SitegenError(`This site has its own sitegen (${sites}), but the command runs another one (${PACKAGE_ROOT})`, {
    hint: 'Run the site\'s own: "npx sitegen …" or an npm script in the site\'s folder.',
  });
}
