/**
 * Runs command lines the way a user types them into a shell (`npm install && npm start`), for the
 * tests that follow the README word for word. A long-running line (a server) runs in its own
 * process group, so stopping it stops npm and everything npm started.
 */
import { spawn } from 'node:child_process';

export interface ShellResult {
  code: number;
  output: string;
}

/** Runs one line with `sh -c` in `cwd`; resolves with its exit code and output (stdout and stderr interleaved). */
export function sh(line: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ShellResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Like `sh`, but a non-zero exit fails with the line and everything it printed. */
export async function shOk(line: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const result = await sh(line, cwd, env);
  if (result.code !== 0) throw new Error(`"${line}" in ${cwd} exited with ${result.code}:\n${result.output}`);
  return result.output;
}

export interface ShellServer {
  /** The URL the server printed. */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a line that ends in a server and resolves once its output shows `pattern` (whose first
 * group is the URL). Rejects, with the output, when the line exits first.
 */
export function startShellServer(line: string, cwd: string, pattern: RegExp, env: NodeJS.ProcessEnv = {}): Promise<ShellServer> {
  const child = spawn('sh', ['-c', line], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
    // npm may leave the server it started; the group takes it along.
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // nothing left
    }
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = pattern.exec(output)?.[1];
      if (url) {
        child.stdout.off('data', onData);
        child.stdout.on('data', (more: Buffer) => (output += more.toString()));
        resolve({ url, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`"${line}" exited with ${code} before serving:\n${output}`)));
  });
}
