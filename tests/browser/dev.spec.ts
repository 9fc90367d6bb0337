/**
 * `sitegen dev` with real file edits in a copy of the company site: an open tab reloads after a
 * message or page edit; a broken message file or a syntax error in a page is shown as an overlay
 * (and the process keeps running); fixing the file rebuilds and reloads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { linkNodeModules } from '../helpers/fixture.js';
import { expectReloaded, markWindow } from './runtime-helpers.js';

const REPO = path.resolve('.');

interface DevProcess {
  dir: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

async function startDev(): Promise<DevProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-dev-test-'));
  for (const entry of ['site', 'messages', 'generator.config.ts'])
    cpSync(path.join(REPO, entry), path.join(dir, entry), { recursive: true });
  await linkNodeModules(dir);
  const child = spawn(process.execPath, [path.join(REPO, 'bin/sitegen.js'), 'dev', '--port', '0'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sitegen dev at (\S+?)\/?\s/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${output}`)));
  });
  return { dir, url, child, output: () => output };
}

/**
 * Resolves with the log line of the next build `sitegen dev` finishes from now on, built or
 * failed, whose reason names `file`. Listens to the process's output rather than polling it.
 */
function nextBuild(dev: DevProcess, file: string): Promise<string> {
  const from = dev.output().length;
  const line = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: (built|build failed).*$`, 'm');
  return new Promise((resolve, reject) => {
    const check = () => {
      // The listener startDev added first has already appended the chunk to the output.
      const match = line.exec(dev.output().slice(from));
      if (match) done(() => resolve(match[0]));
    };
    const exited = (code: number | null) =>
      done(() => reject(new Error(`sitegen dev exited with ${code} before building ${file}:\n${dev.output()}`)));
    const done = (settle: () => void) => {
      dev.child.stdout!.off('data', check);
      dev.child.stderr!.off('data', check);
      dev.child.off('exit', exited);
      settle();
    };
    dev.child.stdout!.on('data', check);
    dev.child.stderr!.on('data', check);
    dev.child.once('exit', exited);
    check();
  });
}

/**
 * Changes a file of the copy and returns how to undo it. Undoing waits for the rebuild it causes
 * (and with it the reload of any open tab), so no reload of this test reaches the next one.
 */
function edit(dev: DevProcess, file: string, change: (text: string) => string): () => Promise<void> {
  const target = path.join(dev.dir, file);
  const original = readFileSync(target, 'utf8');
  writeFileSync(target, change(original));
  return async () => {
    const rebuilt = nextBuild(dev, file);
    writeFileSync(target, original);
    expect(await rebuilt, `the rebuild after undoing the edit of ${file}`).toMatch(/: built /);
  };
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-sitegen-dev', 'connected');
  await markWindow(page);
}

test.describe('sitegen dev', () => {
  test.describe.configure({ mode: 'serial' });
  let dev: DevProcess;
  test.beforeAll(async () => {
    dev = await startDev();
  });
  test.afterAll(async () => {
    if (dev && dev.child.exitCode === null && dev.child.signalCode === null) {
      const exited = new Promise((resolve) => dev.child.once('exit', resolve));
      dev.child.kill('SIGTERM');
      // Ctrl+C must end sitegen dev; a process that ignores it must still not outlive the tests.
      const force = setTimeout(() => dev.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    if (dev) rmSync(dev.dir, { recursive: true, force: true });
  });

  test('editing a message reloads the open tab with the new text', async ({ page }) => {
    await open(page, `${dev.url}/about-us/`);
    await expect(page.locator('h1')).toHaveText('Über uns');
    const reloaded = page.waitForEvent('load');
    const restore = edit(dev, 'messages/de.json', (text) => text.replace('"title": "Über uns"', '"title": "Über uns und unser Team"'));
    await reloaded;
    await expect(page.locator('h1')).toHaveText('Über uns und unser Team');
    await expectReloaded(page);
    await restore();
    await expect(page.locator('h1')).toHaveText('Über uns');
  });

  test('editing a page module reloads the open tab', async ({ page }) => {
    await open(page, `${dev.url}/en/about-us/`);
    // Wait for the reload itself (the page had its load event in open), never poll across it.
    const reloaded = page.waitForEvent('load');
    const built = nextBuild(dev, 'site/pages/about-us.tsx');
    const restore = edit(dev, 'site/pages/about-us.tsx', (text) => `${text}\n// edited while sitegen dev runs\n`);
    expect(await built, 'a rebuild after the page edit').toMatch(/about-us\.tsx: built/);
    await reloaded;
    await expectReloaded(page);
    await expect(page.locator('h1')).toHaveText('About Us');
    // Undoing reloads the tab again: let that load finish before the page is closed.
    const reloadedAgain = page.waitForEvent('load');
    await restore();
    await reloadedAgain;
  });

  test('a broken message file shows an overlay naming the file, keeps the process, and recovers when fixed', async ({ page }) => {
    await open(page, `${dev.url}/`);
    const restore = edit(dev, 'messages/en.json', (text) => text.replace('{', '{,'));
    const overlay = page.locator('#sitegen-dev-error');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('messages/en.json');
    expect(dev.child.exitCode).toBeNull();
    await markWindow(page);
    const reloaded = page.waitForEvent('load');
    await restore();
    await reloaded;
    await expect(overlay).toHaveCount(0);
    await expectReloaded(page);
  });

  test('a syntax error in a page shows an overlay naming the file and recovers when fixed', async ({ page }) => {
    await open(page, `${dev.url}/services/`);
    const failed = nextBuild(dev, 'site/pages/services.tsx');
    const restore = edit(dev, 'site/pages/services.tsx', (text) => `${text}\nexport const broken = ;\n`);
    const overlay = page.locator('#sitegen-dev-error');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('site/pages/services.tsx');
    expect(await failed).toMatch(/services\.tsx: build failed/);
    expect(dev.child.exitCode).toBeNull();
    await markWindow(page);
    const reloaded = page.waitForEvent('load');
    await restore();
    await reloaded;
    await expect(overlay).toHaveCount(0);
    await expectReloaded(page);
    await expect(page.locator('h1')).toBeVisible();
  });
});
