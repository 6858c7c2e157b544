/**
 * The demo's stand-in picture for an image it has no content for (the seeded ID images, an
 * upload whose bytes did not survive a reload): a 400 x 250 card drawn in code, with a photo
 * box, grey lines for the text and the words "Sample ID (demo)", as a PNG or a BMP. Four
 * colours, so both stay small without a compressor (PNG 2 bits and BMP 4 bits a pixel).
 */
export const PLACEHOLDER_WIDTH = 400;
export const PLACEHOLDER_HEIGHT = 250;

/** Background, card, ink (outline and words), grey (photo and lines); RGB. */
const PALETTE: readonly (readonly [number, number, number])[] = [
  [0xee, 0xf2, 0xf7],
  [0xff, 0xff, 0xff],
  [0x1f, 0x4f, 0xd1],
  [0xb4, 0xbe, 0xcc],
];
const [BACKGROUND, CARD, INK, GREY] = [0, 1, 2, 3];

/** 5 x 7 letters of the words, one string per row ('#' is ink). */
const GLYPHS: Record<string, readonly string[]> = {
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#.#.#', '#.#.#'],
  p: ['.....', '.....', '####.', '#...#', '####.', '#....', '#....'],
  l: ['.##..', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  d: ['....#', '....#', '.####', '#...#', '#...#', '#...#', '.####'],
  o: ['.....', '.....', '.###.', '#...#', '#...#', '#...#', '.###.'],
  '(': ['...#.', '..#..', '.#...', '.#...', '.#...', '..#..', '...#.'],
  ')': ['.#...', '..#..', '...#.', '...#.', '...#.', '..#..', '.#...'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

const PLACEHOLDER_WORDS = 'Sample ID (demo)';

/** The picture as palette indices, row by row from the top. */
export function placeholderPixels(): Uint8Array {
  const width = PLACEHOLDER_WIDTH;
  const pixels = new Uint8Array(width * PLACEHOLDER_HEIGHT).fill(BACKGROUND);
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: number) => {
    for (let y = y0; y < y1; y += 1) pixels.fill(colour, y * width + Math.max(0, x0), y * width + Math.min(width, x1));
  };
  const frame = (x0: number, y0: number, x1: number, y1: number, line: number) => {
    fill(x0, y0, x1, y0 + line, INK);
    fill(x0, y1 - line, x1, y1, INK);
    fill(x0, y0, x0 + line, y1, INK);
    fill(x1 - line, y0, x1, y1, INK);
  };
  // The card, its outline and a band across the top.
  fill(16, 16, 384, 234, CARD);
  frame(16, 16, 384, 234, 3);
  fill(19, 19, 381, 34, INK);
  // The photo box: a head and shoulders in grey.
  frame(36, 54, 136, 184, 2);
  fill(38, 56, 134, 182, CARD);
  fill(68, 76, 104, 120, GREY);
  fill(52, 132, 120, 182, GREY);
  // The words, 2 px a dot, then grey lines standing for the card's text.
  const scale = 2;
  let x = 156;
  for (const char of PLACEHOLDER_WORDS) {
    const glyph = GLYPHS[char] ?? GLYPHS[' ']!;
    glyph.forEach((row, rowIndex) => {
      [...row].forEach((dot, column) => {
        if (dot === '#') fill(x + column * scale, 64 + rowIndex * scale, x + (column + 1) * scale, 64 + (rowIndex + 1) * scale, INK);
      });
    });
    x += 6 * scale;
  }
  for (const [y, length] of [[104, 200], [128, 170], [152, 190], [176, 120]] as const) fill(156, y, 156 + length, y + 10, GREY);
  fill(36, 200, 364, 212, GREY);
  return pixels;
}

// ---- PNG: 2-bit palette, zlib with stored (uncompressed) blocks ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set([...type].map((char) => char.charCodeAt(0)), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib data of `raw` in stored blocks (no compression), which every inflater reads. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 0xffff));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const part = raw.subarray(block * 0xffff, (block + 1) * 0xffff);
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = part.length & 0xff;
    out[at + 2] = part.length >>> 8;
    out[at + 3] = ~part.length & 0xff;
    out[at + 4] = (~part.length >>> 8) & 0xff;
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  new DataView(out.buffer).setUint32(at, adler32(raw));
  return out;
}

let png: Uint8Array | null = null;
let bmp: Uint8Array | null = null;

/** The placeholder as a PNG (drawn once, a copy each time). */
export function placeholderPng(): Uint8Array {
  png ??= encodePng();
  return png.slice();
}

function encodePng(): Uint8Array {
  const pixels = placeholderPixels();
  const rowBytes = PLACEHOLDER_WIDTH / 4;
  const raw = new Uint8Array((rowBytes + 1) * PLACEHOLDER_HEIGHT);
  for (let y = 0; y < PLACEHOLDER_HEIGHT; y += 1) {
    // Filter type 0, then four 2-bit pixels a byte, the leftmost in the high bits.
    for (let x = 0; x < PLACEHOLDER_WIDTH; x += 1) raw[y * (rowBytes + 1) + 1 + (x >> 2)]! |= pixels[y * PLACEHOLDER_WIDTH + x]! << (6 - 2 * (x & 3));
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, PLACEHOLDER_WIDTH);
  view.setUint32(4, PLACEHOLDER_HEIGHT);
  header.set([2, 3, 0, 0, 0], 8); // bit depth 2, palette colour, deflate, adaptive filters, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', new Uint8Array(PALETTE.flat())),
    chunk('IDAT', storedZlib(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---- BMP: 4-bit palette, bottom-up rows ----

/** The placeholder as a BMP (drawn once, a copy each time). */
export function placeholderBmp(): Uint8Array {
  bmp ??= encodeBmp();
  return bmp.slice();
}

function encodeBmp(): Uint8Array {
  const pixels = placeholderPixels();
  const rowBytes = Math.ceil((PLACEHOLDER_WIDTH * 4) / 32) * 4;
  const paletteBytes = 16 * 4;
  const offset = 14 + 40 + paletteBytes;
  const size = offset + rowBytes * PLACEHOLDER_HEIGHT;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, size, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, PLACEHOLDER_WIDTH, true);
  view.setInt32(22, PLACEHOLDER_HEIGHT, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 4, true);
  view.setUint32(34, rowBytes * PLACEHOLDER_HEIGHT, true);
  view.setUint32(46, 16, true);
  PALETTE.forEach(([red, green, blue], index) => out.set([blue, green, red, 0], 54 + index * 4));
  for (let y = 0; y < PLACEHOLDER_HEIGHT; y += 1) {
    const row = offset + (PLACEHOLDER_HEIGHT - 1 - y) * rowBytes;
    for (let x = 0; x < PLACEHOLDER_WIDTH; x += 1) out[row + (x >> 1)]! |= pixels[y * PLACEHOLDER_WIDTH + x]! << (x & 1 ? 0 : 4);
  }
  return out;
}
