import path from 'node:path';
import { parseStarterLocales } from '../init/starter-locales.js';
import { STARTER_SCRIPTS } from '../init/starter-package.js';
import { writeStarter } from '../init/write-starter.js';
import { readSitegenManifest } from '../package-root.js';

export interface InitCommandOptions {
  /** `de,en`: the locale codes, the default first. */
  locales: string;
}

export async function runInit(dir: string | undefined, options: InitCommandOptions): Promise<void> {
  const locales = parseStarterLocales(options.locales);
  const target = path.resolve(dir ?? '.');
  const result = await writeStarter({ dir: target, locales, sitegen: readSitegenManifest() });
  const shown = path.relative(process.cwd(), target);
  const out = process.stdout;
  out.write(`Wrote a new site (${locales.map((locale) => locale.code).join(', ')}; default ${locales[0]!.code}) into ${shown || '.'}/:\n`);
  for (const file of result.written)
    out.write(
      `  ${file}${file === 'package.json' && result.packageJson === 'merged' ? ' (merged: scripts and dependencies added, nothing removed)' : ''}\n`,
    );
  for (const name of result.keptScripts) {
    process.stderr.write(`package.json already has a "${name}" script; it was kept. The starter's would be "${STARTER_SCRIPTS[name]}".\n`);
  }
  out.write('\nNext steps:\n');
  if (shown) out.write(`  cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}\n`);
  out.write('  npm install\n  npm run dev\n');
}
