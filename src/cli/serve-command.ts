import path from 'node:path';
import { assertBuiltSite, createSiteServer, listen } from '../serve/create-server.js';

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
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
