/** HTTP exactly as written, over a raw socket: targets no client library would send as they are. */
import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without a status line. */
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  text: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Bytes written as they are instead of a request built from the other options. */
  raw?: Buffer;
}

/** Sends one request on its own connection (`Connection: close`) and reads the answer to the end. */
export function rawRequest(base: string, target: string | Buffer, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const head = Buffer.concat([
    Buffer.from(`${options.method ?? 'GET'} `),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n${Object.entries(options.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
    ),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(options.raw ?? head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(bytes: Buffer): RawResponse {
  const split = bytes.indexOf('\r\n\r\n');
  const head = (split === -1 ? bytes : bytes.subarray(0, split)).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = split === -1 ? Buffer.alloc(0) : bytes.subarray(split + 4);
  return { status, headers, body, text: body.toString('utf8') };
}

/** A small seeded generator (mulberry32), so a failing fuzz case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
