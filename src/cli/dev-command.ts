import { startDevServer } from '../dev/dev-server.js';

export interface DevCommandOptions {
  config?: string;
  port: number;
  host: string;
}

export async function runDev(options: DevCommandOptions): Promise<void> {
  const dev = await startDevServer({
    root: process.cwd(),
    configFile: options.config,
    port: options.port,
    host: options.host,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  await new Promise<void>((resolve) => {
    const stop = () => void dev.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
