/**
 * `sitegen serve` under load, beside sirv-cli and nginx (with the repository's deploy/ config)
 * on the same folder in the same run: wrk with 100 connections on a page, a payload and a 404.
 * A server whose tool is not installed (wrk, nginx, the sirv-cli dev dependency) gets a row saying so.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PAYLOAD_FILE_NAME } from '../lib/protocol/output-files.js';

const TARGETS = [
  ['page', '/'],
  ['payload', `/about-us/${PAYLOAD_FILE_NAME}`],
  ['404', '/no-such-page/'],
];

function installed(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server process and resolves once it answers `/`; a start-up probe, not a timed step. */
async function start(name, command, args, port) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start: ${errors}`);
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) return { name, port, pid: child.pid, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${name} did not answer on port ${port} within 15 s: ${errors}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * How long a process's main thread was ready to run but waited for a CPU, in ms (Linux's
 * schedstat; NaN elsewhere). On this shared machine that wait, not the server, is most of a bad p99.
 */
function runQueueMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return NaN;
  }
}

/** wrk's figures: requests per second, p99 latency in ms, and responses that were 5xx or broken. */
function wrk(url, seconds, connections) {
  // One wrk thread, so the server under test keeps a core of this 2-core machine to itself.
  const output = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], {
    encoding: 'utf8',
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const [, value, unit] = /99%\s+([\d.]+)(us|ms|s)/.exec(output) ?? [];
  const p99 = Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  const errors = Number(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(output)
      ?.slice(1)
      .reduce((a, b) => a + Number(b), 0) ?? 0,
  );
  return { rps, p99, errors };
}

/**
 * Rows for bench/run.js: per target, sitegen's requests per second and p99 (budget < 50 ms), and
 * its ratio to sirv-cli (budget ≥ 1) and to nginx. gzip is asked for everywhere, since Debian's
 * nginx has no brotli module: every server sends the same precompressed bytes.
 */
export async function measureServeLoad({ cli, root, dist, seconds = 5, connections = 100, row }) {
  if (!installed('wrk')) {
    row('serve under load', 'wrk not installed', '', 'apt-get install wrk');
    return;
  }
  const servers = [];
  const portFor = await Promise.all([freePort(), freePort(), freePort()]);
  servers.push(await start('sitegen serve', process.execPath, [cli, 'serve', '--dir', dist, '--port', String(portFor[0])], portFor[0]));
  const sirv = path.join(root, 'node_modules/.bin/sirv');
  if (existsSync(sirv))
    servers.push(
      await start('sirv-cli', sirv, [dist, '--port', String(portFor[1]), '--host', '127.0.0.1', '--etag', '--quiet'], portFor[1]),
    );
  else row('  sirv-cli', 'not installed', '', 'npm install');
  if (installed('nginx'))
    servers.push(await start('nginx (deploy/)', path.join(root, 'deploy/run-nginx.sh'), [dist, String(portFor[2])], portFor[2]));
  else row('  nginx', 'not installed', '', 'apt-get install nginx');
  try {
    for (const [label, target] of TARGETS) {
      const results = new Map();
      for (const server of servers) {
        // A short warm-up, so caches and the JIT are the same for every server.
        wrk(`http://127.0.0.1:${server.port}${target}`, 1, connections);
        const waited = runQueueMs(server.pid);
        const result = wrk(`http://127.0.0.1:${server.port}${target}`, seconds, connections);
        results.set(server.name, { ...result, waited: (runQueueMs(server.pid) - waited) / (seconds * 1000) });
      }
      const own = results.get('sitegen serve');
      row(`serve ${label} ${target}, ${connections} connections: req/s`, `${Math.round(own.rps)}`, '', '');
      row(`  p99 latency`, `${own.p99.toFixed(1)} ms`, '< 50 ms', own.p99 < 50 ? 'ok' : 'OVER');
      row(`  socket errors`, `${own.errors}`, '0', own.errors === 0 ? 'ok' : 'OVER');
      // A server that waited for a CPU much of the run had its p99 set by the machine's other work.
      if (!Number.isNaN(own.waited)) row(`  share of the run sitegen serve waited for a CPU`, `${Math.round(own.waited * 100)} %`, '', '');
      for (const [name, other] of results) {
        if (name === 'sitegen serve') continue;
        const ratio = own.rps / other.rps;
        // sirv-cli answers a 404 with an empty body, not the site's 404 page: not the same work.
        const comparable = name !== 'sirv-cli' || label !== '404';
        const budget = name === 'sirv-cli' && comparable ? '≥ 1.0×' : '';
        const note = comparable ? '' : ', an empty 404';
        row(
          `  sitegen ÷ ${name} (req/s; theirs ${Math.round(other.rps)}${note}, p99 ${other.p99.toFixed(1)} ms)`,
          `${ratio.toFixed(2)}×`,
          budget,
          budget ? (ratio >= 1 ? 'ok' : 'UNDER') : '',
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
