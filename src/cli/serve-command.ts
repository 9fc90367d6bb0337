import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertBuiltSite, closeSiteServer, createSiteServer, listen } from '../serve/create-server.js';
import { HEADERS_FILE } from '../serve/response-headers.js';

export interface ServeCommandOptions {
  dir: string;
  port: number;
  host: string;
}

export async function runServe(options: ServeCommandOptions): Promise<void> {
  const dir = path.resolve(options.dir);
  assertBuiltSite(dir);
  const server = createSiteServer({ dir });
  const url = await listen(server, { port: options.port, host: options.host });
  process.stdout.write(`Serving ${path.relative(process.cwd(), dir) || '.'}/ at ${url}  (Ctrl+C to stop)\n`);
  warnAboutHeadersFile(dir);
  await new Promise<void>((resolve) => {
    // A client that never reads its response would otherwise hold server.close() open for good.
    const stop = () => void closeSiteServer(server).then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** The server itself names the lines of _headers it ignores, at start and whenever the file changes. */
function warnAboutHeadersFile(dir: string): void {
  if (!existsSync(path.join(dir, HEADERS_FILE))) {
    process.stderr.write(
      `No ${HEADERS_FILE} in this folder: serving without security headers and with no-cache everywhere. Rebuild with "npx sitegen build" to get one.\n`,
    );
  }
}
