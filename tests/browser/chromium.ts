/**
 * Finds the Chromium the browser tests drive. Playwright cannot download its own browser here,
 * so we use the system's: CHROMIUM_PATH, or Debian's /usr/bin/chromium. When none is found and
 * we run as root, Debian's package is installed; otherwise the tests fail saying how to get one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write("No Chromium found: installing Debian's chromium package for the browser tests…\n");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'The browser tests need Chromium, and none was found.\n' +
      'Install it with "sudo apt-get install chromium" (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
