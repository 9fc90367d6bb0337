/**
 * Which requests `sitegen dev` answers, against DNS rebinding (as Vite after CVE-2025-24010): a
 * page on another origin whose name is re-pointed to 127.0.0.1 sends its own name as `Host`, so
 * only names that cannot be re-pointed (localhost, IP literals) and the ones the user allowed
 * pass. Pure: the dev server asks with the request's headers.
 */
import { isIP } from 'node:net';

/** `dev.allowedHosts` of the config: more host names to answer, `.example.com` for it and its subdomains, or true for any. */
export type AllowedHosts = readonly string[] | true;

/** The host name of a `Host` header (`name`, `name:port`, `[v6]:port`), lowercase, without a trailing dot; undefined when malformed. */
export function hostName(header: string | undefined): string | undefined {
  const value = header?.trim().toLowerCase() ?? '';
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? `[${bracketed[1]}]` : undefined;
  const plain = /^([a-z0-9_.-]+?)\.?(?::(\d{1,5}))?$/.exec(value);
  return plain && !plain[1]!.startsWith('.') ? plain[1] : undefined;
}

/** Whether `sitegen dev` answers a request with this `Host` header. */
export function isHostAllowed(header: string | undefined, allowed: AllowedHosts): boolean {
  if (allowed === true) return true;
  const name = hostName(header);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || name.startsWith('[') || isIP(name) === 4) return true;
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase().replace(/\.$/, '');
    return wanted.startsWith('.') ? name === wanted.slice(1) || name.endsWith(wanted) : name === wanted;
  });
}

/** Whether `sitegen dev` answers a request: its `Host`, and the host of an absolute-form target (`GET http://name/`), which HTTP/1.1 puts first. */
export function isRequestAllowed(target: string | undefined, header: string | undefined, allowed: AllowedHosts): boolean {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(target ?? '')?.[1];
  return isHostAllowed(header, allowed) && (authority === undefined || isHostAllowed(authority.replace(/^.*@/, ''), allowed));
}

/**
 * Whether a request that carries `Origin` comes from the page it asks (same host and port); a
 * request without one (a same-origin GET) passes. `null` (a sandboxed frame, a file) does not.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    // The scheme is left out: behind a TLS proxy the tab is on https, the server on http.
    return new URL(origin).host === new URL(`http://${host ?? ''}`).host;
  } catch {
    return false;
  }
}

/** The body of the 403 answer: which host was refused and how to allow it. */
export function blockedHostText(header: string | undefined, configFile: string): string {
  const shown = JSON.stringify((header ?? '').slice(0, 200));
  const name = JSON.stringify((hostName(header) ?? header ?? '').slice(0, 200));
  return (
    `Blocked request: sitegen dev does not answer the host ${shown}, so that other sites cannot read your work through it (DNS rebinding).\n` +
    `To allow this host, add ${name} to dev.allowedHosts in ${configFile}: dev: { allowedHosts: [${name}] }.\n`
  );
}
