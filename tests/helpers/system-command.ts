/**
 * Tests that drive a system program (nginx, Java for the Nu HTML checker) never skip: when the
 * program is missing and we run as root on Debian, its package is installed, as the browser tests
 * do for Chromium; otherwise the test fails saying how to install it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemCommand {
  /** The program, e.g. `nginx`. */
  command: string;
  /** Arguments that make it print its version and exit 0, e.g. `['-v']`. */
  versionArgs: string[];
  /** The Debian package that provides it. */
  debianPackage: string;
  /** What needs it, for the failure message. */
  purpose: string;
}

function works({ command, versionArgs }: SystemCommand): boolean {
  return spawnSync(command, versionArgs, { stdio: 'ignore' }).status === 0;
}

export function ensureSystemCommand(program: SystemCommand): string {
  if (works(program)) return program.command;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write(`${program.command} not found: installing Debian's ${program.debianPackage} package for ${program.purpose}…\n`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', program.debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (works(program)) return program.command;
  }
  throw new Error(
    `${program.purpose} needs ${program.command}, and "${program.command} ${program.versionArgs.join(' ')}" failed. Install it with "sudo apt-get install -y ${program.debianPackage}" (Debian/Ubuntu).`,
  );
}
