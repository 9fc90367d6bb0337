/**
 * A build killed half-way leaves its staging folder beside dist/; the next build removes it, as
 * long as no build that owns it is still running.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { watch } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';

/** The id of a process that has ended, so no build can own it. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

/** Waits until `name` is gone from `dir` (the removal runs in a detached process), at most 15 s. */
async function gone(dir: string, name: string): Promise<boolean> {
  const watcher = watch(dir);
  try {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const changed = new Promise((resolve) => {
        watcher.once('change', resolve);
        setTimeout(resolve, 500).unref();
      });
      if (!(await readdir(dir)).includes(name)) return true;
      await changed;
    }
    return !(await readdir(dir)).includes(name);
  } finally {
    watcher.close();
  }
}

describe('staging folders of killed builds', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('are removed by the next build at once, while a running build keeps its own', async () => {
    fixture = await copyFixture('basic');
    const killed = `dist.staging-${await deadPid()}-0badc0de`;
    const running = `dist.staging-${process.pid}-5afe5afe`;
    const oldStyleRecent = 'dist.staging-1234abcd';
    for (const name of [killed, running, oldStyleRecent]) {
      await mkdir(fixture.path(name, 'en'), { recursive: true });
      await writeFile(fixture.path(name, 'en/index.html'), '<!doctype html>');
    }
    // Written a minute ago: a killed build's folder is not an hour old, and still goes.
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(fixture.path(killed), minuteAgo, minuteAgo);

    const result = await runCli(['build'], fixture.dir);
    expect(result.code, result.stderr).toBe(0);
    expect(await gone(fixture.dir, killed)).toBe(true);
    const names = await readdir(fixture.dir);
    expect(names).toContain(running);
    expect(names).toContain(oldStyleRecent);
    expect(names.filter((name) => name.startsWith('dist.')).sort()).toEqual([oldStyleRecent, running].sort());
  });
});
