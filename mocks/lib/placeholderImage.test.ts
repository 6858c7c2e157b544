import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { demoFile } from './mediaBytes';
import { placeholderPixels, PLACEHOLDER_HEIGHT, PLACEHOLDER_WIDTH } from './placeholderImage';

/** The chunks of a PNG file: type and data. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    out.push({ type: String.fromCharCode(...png.subarray(at + 4, at + 8)), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('the demo picture of an image without content (the seeded ID images)', () => {
  it('is a 400 x 250 PNG a decoder reads, about 25 KB: a card, not one white pixel', () => {
    const png = demoFile('image/png', 'id-front.png');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const header = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([400, 250]);
    // zlib checks the stream's Adler-32; every row is filter 0 plus 100 bytes of 2-bit pixels.
    expect(inflateSync(parts[2]!.data).length).toBe(250 * 101);
    expect(png.length).toBeLessThan(26 * 1024);
  });

  it('draws a card with words on it: all four colours are used, ink on about a tenth of it', () => {
    const pixels = placeholderPixels();
    expect(pixels.length).toBe(PLACEHOLDER_WIDTH * PLACEHOLDER_HEIGHT);
    const counts = [0, 1, 2, 3].map((colour) => pixels.filter((pixel) => pixel === colour).length);
    expect(counts.every((count) => count > 1000)).toBe(true);
  });

  it('is the same card as a 400 x 250 BMP', () => {
    const bmp = demoFile('image/bmp', 'scan.bmp');
    const view = new DataView(bmp.buffer, bmp.byteOffset, bmp.byteLength);
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM');
    expect([view.getInt32(18, true), view.getInt32(22, true), view.getUint16(28, true)]).toEqual([400, 250, 4]);
    expect(view.getUint32(2, true)).toBe(bmp.length);
  });
});
