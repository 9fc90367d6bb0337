/**
 * Where the threads that write output files find their code: the writer thread (writer-thread.ts)
 * and the render workers (build/render-worker-thread.ts) start by path, as the JavaScript sitegen ships in lib/.
 */
import path from 'node:path';
import { PACKAGE_ROOT, sitegenModuleFile } from '../package-root.js';

/**
 * The file of one of sitegen's modules as Node runs it in a thread. Running from src/ (the
 * tests), it is the compiled copy in lib/, which the tests compile first: Node 20 runs no TypeScript.
 */
export function threadModuleFile(name: string): string {
  const file = sitegenModuleFile(name);
  return file.endsWith('.js') ? file : path.join(PACKAGE_ROOT, 'lib', `${name}.js`);
}
