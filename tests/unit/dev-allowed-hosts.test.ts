import { describe, expect, it } from 'vitest';
import { blockedHostText, hostName, isHostAllowed, isRequestAllowed, isSameOrigin } from '../../src/dev/allowed-hosts.js';

describe('the hosts sitegen dev answers', () => {
  it.each([
    'localhost',
    'localhost:5173',
    'LOCALHOST:5173',
    'localhost.',
    'app.localhost:3000',
    '127.0.0.1',
    '127.0.0.1:5173',
    '192.168.1.20:8080',
    '[::1]:5173',
    '[::1]',
    '[fe80::1]',
  ])('answers Host %s', (host) => {
    expect(isHostAllowed(host, [])).toBe(true);
  });

  it.each([
    'evil.com',
    'evil.com:5173',
    'localhost.evil.com',
    '127.0.0.1.nip.io',
    'localhost:5173.evil.com',
    'evil.com.',
    '.localhost',
    '',
    ' ',
    '::1',
    '[evil.com]',
    '[::1]x',
    'localhost:port',
    'evil.com/localhost',
    'evil.com@localhost',
    'localhost evil.com',
  ])('refuses Host %j', (host) => {
    expect(isHostAllowed(host, [])).toBe(false);
  });

  it('refuses a request without a Host header', () => {
    expect(isHostAllowed(undefined, [])).toBe(false);
  });

  it('answers the hosts the config allows: exact names, and ".name" for the name and its subdomains', () => {
    expect(isHostAllowed('dev.example.com:5173', ['dev.example.com'])).toBe(true);
    expect(isHostAllowed('DEV.example.com.', ['dev.example.com'])).toBe(true);
    expect(isHostAllowed('other.example.com', ['dev.example.com'])).toBe(false);
    expect(isHostAllowed('a.b.tunnel.test', ['.tunnel.test'])).toBe(true);
    expect(isHostAllowed('tunnel.test', ['.tunnel.test'])).toBe(true);
    expect(isHostAllowed('eviltunnel.test', ['.tunnel.test'])).toBe(false);
    expect(isHostAllowed('anything.example', true)).toBe(true);
  });

  it('checks the host of an absolute-form target as well as the Host header', () => {
    expect(isRequestAllowed('http://evil.com/about/', 'localhost:5173', [])).toBe(false);
    expect(isRequestAllowed('http://localhost@evil.com/', 'localhost', [])).toBe(false);
    expect(isRequestAllowed('http://localhost:5173/about/', 'localhost:5173', [])).toBe(true);
    expect(isRequestAllowed('/about/', 'localhost:5173', [])).toBe(true);
  });

  it('reads the host name of a Host header', () => {
    expect(hostName('Example.COM.:80')).toBe('example.com');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('a b')).toBeUndefined();
  });
});

describe('the origins the dev endpoints answer', () => {
  it('answers a request without Origin, or from the page of the same host and port', () => {
    expect(isSameOrigin(undefined, 'localhost:5173')).toBe(true);
    expect(isSameOrigin('http://localhost:5173', 'localhost:5173')).toBe(true);
    expect(isSameOrigin('https://dev.example.com', 'dev.example.com')).toBe(true);
  });

  it.each(['http://evil.com', 'http://localhost:5174', 'http://127.0.0.1:5173', 'null', '', 'not a url'])(
    'refuses Origin %j for Host localhost:5173',
    (origin) => {
      expect(isSameOrigin(origin, 'localhost:5173')).toBe(false);
    },
  );

  it('says in the 403 answer how to allow the host, and shows at most 200 characters of it', () => {
    expect(blockedHostText('evil.com:5173', 'generator.config.ts')).toContain('add "evil.com" to dev.allowedHosts in generator.config.ts');
    expect(blockedHostText(`${'a'.repeat(5000)}.com`, 'generator.config.ts').length).toBeLessThan(900);
  });
});
