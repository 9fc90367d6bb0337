/**
 * Time from saving a file to the reload event `sitegen dev` sends open tabs (the moment the
 * browser starts reloading), measured with a server-sent-events client like the page's own.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Starts `sitegen dev` in `dir` and resolves with its URL once the first build is served. */
function startDev(cli, dir, port) {
  const child = spawn(process.execPath, [cli, 'dev', '--port', String(port)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /sitegen dev at (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1].replace(/\/$/, ''), output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${output}`)));
  });
}

/** Subscribes to the dev events; `next(name)` resolves at the next event of that name. */
function subscribe(url, output) {
  return new Promise((resolve, reject) => {
    const waiting = [];
    const request = http.get(`${url}/_sitegen/dev/events`, (response) => {
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const index = waiting.findIndex((w) => w.name === name);
          if (index !== -1) waiting.splice(index, 1)[0].resolve(performance.now());
        }
      });
      resolve({
        // Never hang the benchmark: an event that does not come within 30 s is an error.
        next: (name) =>
          new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`sitegen dev sent no "${name}" event within 30 s; it printed:\n${output()}`)),
              30_000,
            );
            waiting.push({ name, resolve: (at) => (clearTimeout(timer), done(at)) });
          }),
        close: () => request.destroy(),
      });
    });
    request.once('error', reject);
  });
}

/** Median ms from writing `file` (a changed copy each time) to the reload event, over `runs` edits. */
export async function measureDevReload({ cli, dir, port, edits, runs = 5 }) {
  const { child, url, output } = await startDev(cli, dir, port);
  const events = await subscribe(url, output);
  const results = {};
  try {
    for (const { name, file, change } of edits) {
      const target = path.join(dir, file);
      const original = readFileSync(target, 'utf8');
      const times = [];
      for (let run = 0; run < runs + 1; run++) {
        const reloaded = events.next('reload');
        const saved = performance.now();
        writeFileSync(target, change(original, run));
        const at = await reloaded;
        // The first edit of a kind warms that path of the process; the rest are what an editor feels.
        if (run > 0) times.push(at - saved);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      writeFileSync(target, original);
      await events.next('reload');
      times.sort((a, b) => a - b);
      results[name] = times[Math.floor(times.length / 2)];
    }
  } finally {
    events.close();
    child.kill('SIGTERM');
  }
  return results;
}
