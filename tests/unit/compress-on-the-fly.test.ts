import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressor, isCompressible } from '../../src/serve/compress-on-the-fly.js';

describe('isCompressible', () => {
  it('compresses the text a browser reads', () => {
    for (const type of [
      'text/html;charset=utf-8',
      'text/css;charset=utf-8',
      'text/javascript;charset=utf-8',
      'application/json;charset=utf-8',
      'image/svg+xml',
      'application/xml;charset=utf-8',
      'application/manifest+json;charset=utf-8',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
  });

  it('leaves images, fonts and archives as they are', () => {
    for (const type of [
      'image/png',
      'image/webp',
      'font/woff2',
      'application/zip',
      'application/pdf',
      'application/octet-stream',
      'video/mp4',
    ]) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

describe('createCompressor', () => {
  const text = (seed: string) => Buffer.from(`${seed} `.repeat(2000));

  it('compresses once per file version and encoding', async () => {
    const compressed = createCompressor();
    const first = compressed('v1', text('a'), 'br');
    expect(compressed('v1', text('a'), 'br')).toBe(first);
    expect(brotliDecompressSync((await first).content).equals(text('a'))).toBe(true);
    expect(compressed('v1', text('a'), 'gzip')).not.toBe(first);
  });

  it('keeps at most its size in all, dropping the oldest first', async () => {
    const one = (await createCompressor()('x', text('x'), 'br')).content.length;
    const compressed = createCompressor(one * 2);
    const a = compressed('a', text('x'), 'br');
    await a;
    await compressed('b', text('x'), 'br');
    expect(compressed('a', text('x'), 'br')).toBe(a);
    await compressed('c', text('x'), 'br');
    // Three results do not fit in the size of two: the oldest, a, was dropped.
    expect(compressed('a', text('x'), 'br')).not.toBe(a);
  });
});
