import { describe, expect, it } from 'vitest';
import { readImageSize } from '../../src/build/image-size.js';

/** A PNG's signature and IHDR chunk: all readImageSize needs. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment before its baseline start-of-frame. */
function jpegHeader(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
  const sof = [0xff, frameMarker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...sof]);
}

describe('readImageSize', () => {
  it('reads a PNG', () => {
    expect(readImageSize(pngHeader(1200, 630))).toEqual({ type: 'image/png', width: 1200, height: 630 });
  });

  it('reads a baseline and a progressive JPEG, skipping segments and fill bytes before the frame', () => {
    expect(readImageSize(jpegHeader(1200, 630))).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    expect(readImageSize(jpegHeader(800, 418, 0xc2))).toEqual({ type: 'image/jpeg', width: 800, height: 418 });
  });

  it.each([
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a truncated PNG', pngHeader(10, 10).subarray(0, 20)],
    ['a JPEG without a frame header', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00])],
    ['nothing', new Uint8Array()],
  ])('gives up on %s', (_, bytes) => {
    expect(readImageSize(bytes)).toBeUndefined();
  });
});
