/**
 * The output folder's file system refusing a write is the user's machine: each errno code becomes
 * a plain message naming the folder and the cause, with what to do. Faked errors stand in for the
 * causes a test cannot make real as root (chmod does not stop root from writing).
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputError } from '../../src/output/output-error.js';
import { formatError, isSitegenError } from '../../src/errors.js';

const fsError = (code: string, file: string, syscall = 'mkdir') =>
  Object.assign(new Error(`${code}: failed, ${syscall} '${file}'`), { code, path: file, syscall });

describe('outputError', () => {
  let cwd: string;
  let outDir: string;
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'sitegen-output-error-'));
    outDir = path.join(cwd, 'dist');
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));

  const messageOf = (error: unknown, out = outDir) => {
    const mapped = outputError(error, { outDir: out, cwd });
    expect(isSitegenError(mapped)).toBe(true);
    const text = formatError(mapped);
    expect(text).not.toMatch(/Internal error|^\s+at |^\w*Error:/m);
    return text;
  };

  it('says a file stands where a parent folder should be (ENOTDIR), naming the file', async () => {
    await writeFile(path.join(cwd, 'notes'), 'x');
    const out = path.join(cwd, 'notes/site/dist');
    const text = messageOf(fsError('ENOTDIR', `${out}.staging-1a2b3c4d`), out);
    expect(text).toContain('Cannot write the output folder notes/site/dist/: notes is a file, not a folder (ENOTDIR)');
    expect(text).toContain('Move or rename the file notes, or build into another folder with --out <dir>');
  });

  it('says the file system is read-only (EROFS)', () => {
    const text = messageOf(fsError('EROFS', `${outDir}.staging-1a2b3c4d`));
    expect(text).toContain('Cannot write the output folder dist/: ');
    expect(text).toContain('is on a read-only file system (EROFS)');
    expect(text).toContain('--out <dir>');
  });

  it('says the user may not write there (EACCES, EPERM), naming the closest folder that exists', () => {
    for (const code of ['EACCES', 'EPERM']) {
      const text = messageOf(fsError(code, path.join(outDir, 'en/about/index.html'), 'open'));
      expect(text).toContain(`Cannot write the output folder dist/: no permission to write in `);
      expect(text).toContain(`(${code})`);
      expect(text).toMatch(/Give your user write access to .*chmod u\+w/);
    }
  });

  it('says the disk is full (ENOSPC) or the quota used up (EDQUOT), and that the output was left as it was', () => {
    const full = messageOf(fsError('ENOSPC', path.join(`${outDir}.staging-1a2b3c4d`, 'index.html'), 'write'));
    expect(full).toContain('Cannot write the output folder dist/: the disk is full (ENOSPC)');
    expect(full).toContain('Free some space on the disk that holds dist');
    expect(full).toContain('The output folder was left as it was.');
    expect(messageOf(fsError('EDQUOT', path.join(outDir, 'a.html'), 'write'))).toContain('your disk quota is used up (EDQUOT)');
  });

  it('tells a read-only folder from a missing one when mkdir says ENOENT', async () => {
    // Node's recursive mkdir says ENOENT on a read-only file system. Root may write anywhere, so
    // a folder without write permission only shows up as read-only for other users.
    const locked = path.join(cwd, 'locked');
    await mkdir(locked);
    await chmod(locked, 0o555);
    const text = messageOf(fsError('ENOENT', path.join(locked, 'dist.staging-1a2b3c4d')), path.join(locked, 'dist'));
    if (process.getuid?.() === 0) expect(text).toContain('disappeared while the site was being written (ENOENT)');
    else expect(text).toContain('no permission to write in locked (EACCES)');
    await chmod(locked, 0o755);
  });

  it('says a folder disappeared when it is missing although its parent is writable (ENOENT)', () => {
    const text = messageOf(fsError('ENOENT', path.join(`${outDir}.staging-1a2b3c4d`, 'en'), 'open'));
    expect(text).toContain('Cannot write the output folder dist/: ');
    expect(text).toContain('disappeared while the site was being written (ENOENT)');
    expect(text).toContain('no other program removes it');
  });

  it('names the folder that failed when it is not the output folder (the compressed-asset cache)', () => {
    const cache = path.join(cwd, '.sitegen/cache/compressed');
    const text = messageOf(fsError('ENOSPC', path.join(cache, '_sitegen__app.js.br'), 'open'));
    expect(text).toContain('Cannot write the folder .sitegen/cache/compressed/: the disk is full (ENOSPC)');
  });

  it('says too many files are open (EMFILE) and how to raise the limit', () => {
    expect(messageOf(fsError('EMFILE', path.join(outDir, 'a.html'), 'open'))).toContain('ulimit -n');
  });

  it('leaves other errors alone: a bug stays a bug', () => {
    expect(outputError(new TypeError('x is undefined'), { outDir, cwd })).toBeUndefined();
    expect(outputError(fsError('EINVAL', outDir), { outDir, cwd })).toBeUndefined();
    expect(outputError(undefined, { outDir, cwd })).toBeUndefined();
  });
});

describe('formatError on a file-system error that reached the CLI', () => {
  it('prints the path and the cause plainly, for a full disk or a read-only folder anywhere', () => {
    const text = formatError(fsError('EROFS', '/srv/site/.sitegen/cache/server.mjs', 'open'));
    expect(text).toBe(
      'Cannot access /srv/site/.sitegen/cache/server.mjs: the file system is read-only (EROFS)\n\nThis is the state of the machine, not a mistake in the site: use a folder on a writable disk, or mount the disk writable, then run the command again.',
    );
    expect(formatError(fsError('ENOSPC', '/srv/site/dist/x.html', 'write'))).toMatch(
      /^Cannot write \/srv\/site\/dist\/x\.html: the disk is full \(ENOSPC\)/,
    );
  });

  it('gives each cause its own fix: permissions for EACCES and EPERM, space for ENOSPC, a writable disk for EROFS', () => {
    const hint = (code: string) => formatError(fsError(code, '/srv/site/.sitegen/cache/server.mjs', 'open')).split('\n\n')[1];
    for (const code of ['EACCES', 'EPERM']) {
      expect(hint(code)).toContain('give your user access to it');
      expect(hint(code)).not.toContain('space');
    }
    expect(hint('ENOSPC')).toContain('free some space on that disk');
    expect(hint('ENOSPC')).not.toContain('access');
    expect(hint('EROFS')).toContain('writable');
  });

  it('still calls a missing file of its own an internal error', () => {
    expect(formatError(fsError('ENOENT', '/x/lib/y.js', 'open'))).toMatch(/^Internal error/);
  });
});
