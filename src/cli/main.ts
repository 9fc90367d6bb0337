/** The commander program: every command declared here, each handled in its own module. */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { formatError } from '../errors.js';
import { DEFAULT_STARTER_LOCALES } from '../init/starter-locales.js';
import { readSitegenManifest } from '../package-root.js';
import type { BuildCommandOptions } from './build-command.js';
import type { CheckCommandOptions } from './check-command.js';
import type { DevCommandOptions } from './dev-command.js';
import type { InitCommandOptions } from './init-command.js';
import type { MergeCommandOptions } from './merge-command.js';
import type { ServeCommandOptions } from './serve-command.js';

// Each handler is imported when its command runs, so `serve` does not load the build's
// dependencies (esbuild, zod, marked…) and every start stays fast.
const runBuild = async (options: BuildCommandOptions) => {
  (await import('./peer-check.js')).assertPeersInstalled(process.cwd());
  // esbuild bundles the config in its own process, and the writer thread starts on the other
  // core, while Node loads the build's modules.
  (await import('../compile/config-file.js')).prefetchConfig({ root: process.cwd(), configFile: options.config });
  (await import('../output/file-writer.js')).prestartWriterThread();
  return (await import('./build-command.js')).runBuild(options);
};
const runMerge = async (folders: string[], options: MergeCommandOptions) => {
  (await import('./peer-check.js')).assertPeersInstalled(process.cwd());
  return (await import('./merge-command.js')).runMerge(folders, options);
};
const runServe = async (options: ServeCommandOptions) => (await import('./serve-command.js')).runServe(options);
const runCheck = async (options: CheckCommandOptions) => (await import('./check-command.js')).runCheck(options);
const runDev = async (options: DevCommandOptions) => {
  (await import('./peer-check.js')).assertPeersInstalled(process.cwd());
  return (await import('./dev-command.js')).runDev(options);
};
const runInit = async (dir: string | undefined, options: InitCommandOptions) => (await import('./init-command.js')).runInit(dir, options);

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('must be a port number from 0 to 65535.');
  return parsed;
}

/** Hosts and process managers name the port in $PORT; a value that is no port is ignored. */
function defaultPort(): number {
  const value = Number(process.env.PORT);
  return Number.isInteger(value) && value >= 0 && value <= 65535 && process.env.PORT?.trim() ? value : 3000;
}

function workerCount(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 64)
    throw new InvalidArgumentError('must be a whole number from 0 to 64 (0 renders on the main thread).');
  return parsed;
}

function createProgram(): Command {
  const program = new Command('sitegen')
    .description('Build, serve and watch a multilingual static site rendered with React.')
    .showHelpAfterError('(run "sitegen --help" for usage)')
    .version(readSitegenManifest().version, '-v, --version', "print sitegen's version")
    .exitOverride();

  program
    .command('build')
    .description('render every page in every locale into the output folder')
    .option('-c, --config <file>', 'config file (default: generator.config.ts)')
    .option('-o, --out <dir>', 'output folder (default: the config\'s outDir, "dist")')
    .option('--site-url <url>', "public URL of the site (default: $SITE_URL, else the config's siteUrl)")
    .option('--compress [kind]', 'write precompressed copies beside text files: gzip, brotli or both (default both; overrides the config)')
    .option('--no-compress', 'write no precompressed .gz/.br copies (overrides the config)')
    .option('--no-check', 'skip the site checks that otherwise fail the build (see sitegen check)')
    .option('--workers <n>', 'render threads (default: one per core up to 4 from 400 pages, 5,000 on two cores; 0: none)', workerCount)
    .option('--force', 'render every page; by default pages whose inputs did not change are carried over from the last build')
    .option('--shard <i/N>', 'render only share i of N (all variants of a page in one share) with a manifest, for sitegen merge')
    .action(runBuild);

  addMergeCommand(program);

  program
    .command('serve')
    // The name Vite and Astro users type for the same thing.
    .alias('preview')
    .description('serve a built site like a static host: 404 page, trailing-slash redirects, caching, compression')
    .option('-d, --dir <dir>', 'folder to serve', 'dist')
    .option('-p, --port <port>', 'port ($PORT when set)', port, defaultPort())
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(runServe);

  program
    .command('check')
    .description(
      'check a built site: links, assets and fragments resolve; one h1, a title and a description per page; hreflang, JSON-LD, sitemap',
    )
    .option('-d, --dir <dir>', 'built folder to check', 'dist')
    .option('--site-url <url>', "public URL the site was built for (default: read from the home page's canonical link)")
    .action(runCheck);

  program
    .command('dev')
    .description('build, serve and rebuild on changes, reloading open tabs')
    .option('-c, --config <file>', 'config file (default: generator.config.ts)')
    .option('-p, --port <port>', 'port ($PORT when set)', port, defaultPort())
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(runDev);

  program
    .command('init')
    .description('write a new bilingual starter site into a folder (default: the current one); never overwrites a file')
    .argument('[dir]', 'folder for the new site, created if missing')
    .option('--locales <codes>', 'locale codes separated by commas, the default locale first', DEFAULT_STARTER_LOCALES)
    .action(runInit);

  return program;
}

/** `sitegen merge`: the last step of a build past one machine (build/shards.ts). */
function addMergeCommand(program: Command): void {
  program
    .command('merge')
    .description('join the folders of `sitegen build --shard i/N` (all N), run the cross-page checks and write the site')
    .argument('<folders...>', 'the shard folders, e.g. shard-*')
    .option('-c, --config <file>', 'config file (default: generator.config.ts)')
    .option('-o, --out <dir>', 'output folder (default: the config\'s outDir, "dist")')
    .option('--site-url <url>', "as given to the shards' builds")
    .option('--compress [kind]', "as given to the shards' builds: gzip, brotli or both")
    .option('--no-compress', "as given to the shards' builds")
    .option('--no-check', 'skip the site checks')
    .action(runMerge);
}

/** Runs the CLI and returns the exit code; the only place that prints errors. */
export async function main(argv: string[]): Promise<number> {
  // `sitegen build | head -1`: a reader that stops reading ends us quietly, as it would a Unix tool.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  try {
    await createProgram().parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    process.stderr.write(`${formatError(error)}\n`);
    return 1;
  }
}
