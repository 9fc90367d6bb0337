/**
 * The pixel size of a PNG or JPEG from its header, so `og:image:width` and `og:image:height`
 * always match the file and nobody has to keep them in step by hand. Pure.
 */

export interface ImageSize {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** undefined when the bytes are neither a PNG nor a JPEG with a frame header. */
export function readImageSize(bytes: Uint8Array): ImageSize | undefined {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return undefined;
}

/** The first chunk of a PNG is IHDR: width and height as big-endian 32-bit numbers. */
function readPng(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG's segments up to the first start-of-frame marker, which holds the size. */
function readJpeg(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}
