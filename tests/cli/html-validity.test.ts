/**
 * The real site, built into a temp folder, passes `sitegen check` and the W3C Nu HTML checker
 * (vnu, the validator behind validator.w3.org) with zero errors, on every page and the 404 pages.
 * vnu is a Java program: one JVM run checks every file, since starting it takes seconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemCommand } from '../helpers/system-command.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/fixture.js';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** vnu.jar from the `vnu-jar` package (it exports the jar's path), or the file named by VNU_JAR. */
function findVnuJar(): string {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return String(createRequire(import.meta.url)('vnu-jar'));
  } catch {
    throw new Error(
      'The W3C Nu HTML checker is missing: run `npm install` (it is the devDependency "vnu-jar"), or point VNU_JAR at a vnu.jar.',
    );
  }
}

/** The java binary, or a failure that says how to install one: this test never skips. */
function findJava(): string {
  if (!process.env.JAVA_HOME)
    return ensureSystemCommand({
      command: 'java',
      versionArgs: ['-version'],
      debianPackage: 'default-jre-headless',
      purpose: 'The W3C Nu HTML checker',
    });
  const java = path.join(process.env.JAVA_HOME, 'bin/java');
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The W3C Nu HTML checker needs Java 11 or newer, and "${java} -version" failed (${probe.error?.message ?? probe.stderr.trim()}). ` +
        'Install it with `sudo apt-get install -y default-jre-headless` (Debian/Ubuntu) or from https://adoptium.net/, or set JAVA_HOME.',
    );
  }
  return java;
}

/** Runs vnu once over every HTML file under `dir` and returns its errors. */
function runVnu(dir: string): VnuMessage[] {
  const result = spawnSync(findJava(), ['-jar', findVnuJar(), '--errors-only', '--format', 'json', '--skip-non-html', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`vnu did not produce a JSON report (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return report.messages.filter((message) => message.type !== 'info');
}

function describeMessage(dir: string, message: VnuMessage): string {
  const file = message.url ? path.relative(dir, new URL(message.url).pathname) : '(no file)';
  const where = message.lastLine === undefined ? file : `${file}:${message.lastLine}:${message.firstColumn ?? 0}`;
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 200)}` : '';
  return `${where}: ${message.message}${extract}`;
}

describe('the built site', () => {
  let dir = '';
  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'sitegen-validity-')), 'dist');
    const built = await runCli(['build', '--out', dir, '--no-compress'], REPO_ROOT);
    if (built.code !== 0) throw new Error(`the site did not build:\n${built.stderr}`);
  }, 120_000);
  afterAll(async () => {
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('passes sitegen check', async () => {
    const result = await runCli(['check', '--dir', dir], REPO_ROOT);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/: no problems\n$/);
  });

  it('has no errors in the W3C Nu HTML checker, 404 pages included', async () => {
    const html = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(html).toEqual(expect.arrayContaining(['404.html', path.join('de', '404.html'), path.join('en', '404.html'), 'index.html']));
    expect(existsSync(path.join(dir, 'en/contact/index.html'))).toBe(true);

    const errors = runVnu(dir);
    expect(
      errors.map((message) => describeMessage(dir, message)),
      `vnu found ${errors.length} errors in ${html.length} HTML files`,
    ).toEqual([]);
  }, 300_000);
});
