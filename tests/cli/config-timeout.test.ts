/**
 * A config that never finishes loading stops `sitegen build` and `dev` with a message naming the
 * file and the time limit, instead of hanging them without a word.
 */
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError } from './cli-helpers.js';

const LIMIT = { SITEGEN_CONFIG_TIMEOUT_MS: '1500' };

describe('a config that never finishes loading', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  const withConfig = async (change: (config: string) => string): Promise<Fixture> => {
    fixture = await copyFixture('basic');
    await fixture.edit('generator.config.ts', change);
    return fixture;
  };

  it('stops a build whose config loops forever, naming the file and how long it waited', async () => {
    const site = await withConfig((config) => config.replace('export default', 'while (true) {}\nexport default'));
    const result = await runCli(['build'], site.dir, LIMIT);
    expectUserError(result);
    expect(result.stderr).toContain('generator.config.ts did not finish loading within 1.5 s and was stopped');
    expect(result.stderr).toContain('SITEGEN_CONFIG_TIMEOUT_MS');
  }, 60_000);

  it('stops a build whose config awaits a promise that never settles', async () => {
    const site = await withConfig((config) => config.replace('export default', 'await new Promise(() => {});\nexport default'));
    const result = await runCli(['build'], site.dir, LIMIT);
    expectUserError(result);
    expect(result.stderr).toContain('generator.config.ts did not finish loading within 1.5 s');
  }, 60_000);

  it('says so when the config exports a Promise instead of the config', async () => {
    const site = await withConfig((config) => config.replace('export default defineConfig(', 'export default new Promise(() => {}) ?? ('));
    const result = await runCli(['build'], site.dir, LIMIT);
    expectUserError(result);
    expect(result.stderr).toContain('generator.config.ts exports a Promise, not the config');
  }, 60_000);

  it('shows at most a few hundred characters of a huge error the config throws', async () => {
    const site = await withConfig((config) => config.replace('export default', "throw new Error('x'.repeat(5_000_000));\nexport default"));
    const result = await runCli(['build'], site.dir, LIMIT);
    expectUserError(result);
    expect(result.stderr).toContain('Loading config failed: xxx');
    expect(result.stderr.length).toBeLessThan(2000);
  }, 60_000);

  it('shows the stopped config in dev, and builds once the loop is removed', async () => {
    const site = await withConfig((config) => config.replace('export default', 'while (true) {}\nexport default'));
    const child = spawn(process.execPath, [CLI, 'dev', '--port', '0', '--host', '127.0.0.1'], {
      cwd: site.dir,
      env: { ...process.env, ...LIMIT },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    const printed = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const look = () => pattern.test(output) && resolve();
        child.stdout.on('data', look);
        child.once('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${output}`)));
        look();
      });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await printed(/sitegen dev at /);
      expect(output).toContain('start: build failed\ngenerator.config.ts did not finish loading within 1.5 s and was stopped');
      await site.edit('generator.config.ts', (config) => config.replace('while (true) {}\n', ''));
      await printed(/generator\.config\.ts: built \d+ pages/);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
