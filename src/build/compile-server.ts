/** Bundles the site's app and page modules with sitegen's renderer into one Node module. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findPageModule } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/define-config.js';
import { SitegenError } from '../errors.js';
import { SRC_DIR } from '../package-root.js';
import type { createRenderer, SiteModules } from '../render/create-renderer.js';
import { compileModule } from './compile-module.js';
import type { runRenderWorker } from './render-worker.js';

export interface ServerModule {
  createRenderer: typeof createRenderer;
  modules: SiteModules;
  runRenderWorker: typeof runRenderWorker;
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
  const pageNames = [...new Set(config.routes.map((route) => route.page))].sort();
  const lines = [`import app from ${JSON.stringify(config.app)};`];
  pageNames.forEach((name, index) => lines.push(`import page${index} from ${JSON.stringify(findPageModule(config.pagesDir, name))};`));
  lines.push(`export { createRenderer } from ${JSON.stringify(path.join(SRC_DIR, 'render/create-renderer.tsx'))};`);
  // Render workers import this bundle too, and run its runRenderWorker.
  lines.push(`export { runRenderWorker } from ${JSON.stringify(path.join(SRC_DIR, 'build/render-worker.ts'))};`);
  lines.push(`export const modules = { app, pages: { ${pageNames.map((name, index) => `${JSON.stringify(name)}: page${index}`).join(', ')} } };`);
  const compiled = await compileModule<ServerModule>({ root: config.root, entry: { contents: lines.join('\n'), resolveDir: config.root, name: 'sitegen-server-entry.tsx' }, what: 'the site\'s app and page modules' });
  if (!compiled.exports.modules.app) {
    throw new SitegenError(`${path.relative(config.root, config.app)} has no default export`, { file: path.relative(config.root, config.app), hint: 'Write `export default defineApp({ … })`.' });
  }
  return { server: compiled.exports, file: compiled.file, code: compiled.portableCode };
}
