/**
 * `sitegen build` when the machine refuses the output: a file where a folder should be, a
 * read-only file system, a full disk. Exit 1, a plain message naming the folder and the cause, no
 * stack, no "Internal error", and the previous dist/ untouched.
 *
 * Tests run as root, whom chmod does not stop; a read-only or full file system is made real with a
 * small tmpfs mounted in a private user and mount namespace (`unshare -rm`), which disappears with
 * the process. Where that is not allowed those cases are skipped; tests/unit/output-error.test.ts
 * covers every errno code with faked errors either way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';
import { builtFixture, expectUserError, hashTree, leftovers } from './cli-helpers.js';

/** Whether this machine lets us mount a tmpfs in a private namespace. */
function canMountTmpfs(): boolean {
  const probe = spawnSync('mktemp', ['-d'], { encoding: 'utf8' }).stdout.trim();
  if (!probe) return false;
  const result = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=16k tmpfs "$0"', probe], { stdio: 'ignore' });
  spawnSync('rmdir', [probe]);
  return result.status === 0;
}
const MOUNTS = canMountTmpfs();

/**
 * Runs `sitegen …` with a tmpfs of these mount options at `mountPoint`, seen by this process only,
 * and then lists what is left on it (the tmpfs goes away with the namespace).
 */
function runCliOnTmpfs(args: string[], cwd: string, mountPoint: string, options: string): Promise<CliResult & { left: string[] }> {
  const script =
    'mount -t tmpfs -o "$1" tmpfs "$2" || exit 99; mountPoint="$2"; shift 2; "$@"; code=$?; echo "left: $(ls -A "$mountPoint" | tr "\\n" " ")"; exit $code';
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', ['-rm', 'sh', '-c', script, 'sh', options, mountPoint, process.execPath, CLI, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const left = /^left: (.*)$/m.exec(stdout)?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
      resolve({ code: code ?? -1, stdout: stdout.replace(/^left: .*\n?/m, ''), stderr, left });
    });
  });
}

describe('sitegen build when the machine refuses the output', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  function expectRefused(result: CliResult, says: string[]): void {
    expectUserError(result);
    for (const text of says) expect(result.stderr).toContain(text);
    expect(result.stderr).toContain('--out <dir>');
    expect(result.stdout).not.toMatch(/^Built/m);
  }

  it('names the file that stands where a parent folder of --out should be (ENOTDIR)', async () => {
    fixture = await builtFixture();
    const before = await hashTree(fixture.path('dist'));
    await writeFile(fixture.path('notes'), 'not a folder\n');
    const result = await runCli(['build', '--out', 'notes/site'], fixture.dir);
    expectRefused(result, [
      'Cannot write the output folder notes/site/',
      'notes is a file, not a folder (ENOTDIR)',
      'Move or rename the file notes',
    ]);
    expect(await hashTree(fixture.path('dist'))).toEqual(before);
    expect(await leftovers(fixture.dir)).toEqual([]);
  });

  it('names the file that stands where --out itself should be', async () => {
    fixture = await builtFixture();
    await writeFile(fixture.path('site.out'), 'a file\n');
    const result = await runCli(['build', '--out', 'site.out/dist'], fixture.dir);
    expectRefused(result, ['Cannot write the output folder site.out/dist/', 'site.out is a file, not a folder']);
  });

  it.skipIf(!MOUNTS)('says the output folder is on a read-only file system (EROFS), not that it is missing', async () => {
    fixture = await builtFixture();
    await mkdir(fixture.path('readonly'));
    for (const out of ['readonly/dist', 'readonly/nested/dist']) {
      const result = await runCliOnTmpfs(['build', '--out', out], fixture.dir, fixture.path('readonly'), 'ro,size=64k');
      expectRefused(result, [`Cannot write the output folder ${out}/`, 'readonly is on a read-only file system (EROFS)']);
      expect(result.stderr).not.toContain('ENOENT');
      expect(result.left).toEqual([]);
    }
  });

  for (const workers of ['0', '1']) {
    it.skipIf(!MOUNTS)(`says the disk is full (ENOSPC) and removes its staging folder, rendering with --workers ${workers}`, async () => {
      fixture = await builtFixture();
      const before = await hashTree(fixture.path('dist'));
      await mkdir(fixture.path('small'));
      // Room for the first files, not the whole site.
      const result = await runCliOnTmpfs(
        ['build', '--out', 'small/dist', '--workers', workers],
        fixture.dir,
        fixture.path('small'),
        'size=48k',
      );
      expectRefused(result, [
        'Cannot write the output folder small/dist/: the disk is full (ENOSPC)',
        'Free some space on the disk that holds small/dist',
      ]);
      expect(result.left, 'the staging folder is removed').toEqual([]);
      expect(await hashTree(fixture.path('dist'))).toEqual(before);
    });
  }

  it.skipIf(!MOUNTS)('says the disk is full (ENOSPC) when the page writer thread writes the pages the main thread rendered', async () => {
    fixture = await builtFixture();
    // 400 pages and more: the main thread hands their files to the page writer thread (src/build/page-writer.ts).
    for (let i = 1; i <= 135; i++)
      for (const [locale, title] of [
        ['de', 'Beitrag'],
        ['en', 'Post'],
      ])
        await fixture.write(`content/posts/${locale}/post-${i}.md`, `---\ntitle: ${title} ${i}\ndate: 2026-03-01\n---\n\nText ${i}.\n`);
    await mkdir(fixture.path('small'));
    const result = await runCliOnTmpfs(['build', '--out', 'small/dist', '--workers', '0'], fixture.dir, fixture.path('small'), 'size=256k');
    expectRefused(result, ['Cannot write the output folder small/dist/: the disk is full (ENOSPC)']);
    expect(result.left, 'the staging folder is removed').toEqual([]);
  });
});
