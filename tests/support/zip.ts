/**
 * Zip archives built from bytes, for tests of the xlsx content check: entries stored
 * uncompressed (method 0) with their real CRC-32, each with its local header, then the
 * central directory and its end record, as a zip tool writes them. `zip64` ends the archive
 * the way a writer that always uses zip64 does (the classic end record's fields set to their
 * maximum, the real ones in a zip64 end record found through its locator).
 */

export type ZipEntry = readonly [name: string, content: string | Uint8Array];

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields, as every zip record is written. */
class Writer {
  private readonly parts: number[] = [];
  get length(): number {
    return this.parts.length;
  }
  u16(value: number): this {
    this.parts.push(value & 0xff, (value >>> 8) & 0xff);
    return this;
  }
  u32(value: number): this {
    return this.u16(value & 0xffff).u16(value >>> 16);
  }
  u64(value: number): this {
    return this.u32(value % 2 ** 32).u32(Math.floor(value / 2 ** 32));
  }
  bytes(values: Uint8Array): this {
    for (const value of values) this.parts.push(value);
    return this;
  }
  done(): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(this.parts);
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const DOS_TIME = 0x6000; // 12:00:00
const DOS_DATE = ((2025 - 1980) << 9) | (3 << 5) | 31; // 2025-03-31

export function zipArchive(entries: readonly ZipEntry[], options: { comment?: string; zip64?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const out = new Writer();
  const directory = new Writer();
  for (const [name, content] of entries) {
    const nameBytes = utf8(name);
    const data = typeof content === 'string' ? utf8(content) : content;
    const crc = crc32(data);
    const offset = out.length;
    // Version 2.0, flag bit 11 (the name is UTF-8), stored.
    out.u32(0x04034b50).u16(20).u16(0x0800).u16(0).u16(DOS_TIME).u16(DOS_DATE).u32(crc).u32(data.length).u32(data.length);
    out.u16(nameBytes.length).u16(0).bytes(nameBytes).bytes(data);
    directory.u32(0x02014b50).u16(0x031e).u16(20).u16(0x0800).u16(0).u16(DOS_TIME).u16(DOS_DATE).u32(crc).u32(data.length).u32(data.length);
    directory.u16(nameBytes.length).u16(0).u16(0).u16(0).u16(0).u32(0o100644 << 16).u32(offset).bytes(nameBytes);
  }
  const directoryOffset = out.length;
  const directoryBytes = directory.done();
  out.bytes(directoryBytes);
  const comment = utf8(options.comment ?? '');
  if (options.zip64) {
    const zip64End = out.length;
    out.u32(0x06064b50).u64(44).u16(0x032d).u16(45).u32(0).u32(0).u64(entries.length).u64(entries.length);
    out.u64(directoryBytes.length).u64(directoryOffset);
    out.u32(0x07064b50).u32(0).u64(zip64End).u32(1);
    out.u32(0x06054b50).u16(0xffff).u16(0xffff).u16(0xffff).u16(0xffff).u32(0xffffffff).u32(0xffffffff);
  } else {
    out.u32(0x06054b50).u16(0).u16(0).u16(entries.length).u16(entries.length).u32(directoryBytes.length).u32(directoryOffset);
  }
  return out.u16(comment.length).bytes(comment).done();
}

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * The parts of a small real workbook (one sheet of settlement rows, the text inline), as
 * Excel writes them: the package's content types and relationships, the workbook and its
 * sheet. `padding` spaces after the sheet's XML make the file as long as a test needs;
 * `comment` and `zip64` end the archive as zipArchive's options do.
 */
export function xlsxWorkbook({ padding = 0, ...ending }: { padding?: number; comment?: string; zip64?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const row = (n: number, cells: readonly string[]) =>
    `<row r="${n}">${cells.map((text, index) => `<c r="${String.fromCharCode(65 + index)}${n}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
  const parts: ZipEntry[] = [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}.worksheet+xml"/></Types>`,
    ],
    ['_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Settlement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    [
      'xl/worksheets/sheet1.xml',
      `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row(1, ['date', 'order id', 'amount', 'currency'])}${row(2, ['2025-03-01', '113-4567890-1234567', '1234.56', 'USD'])}${row(3, ['2025-03-02', '113-4567890-7654321', '-12.00', 'USD'])}</sheetData></worksheet>${' '.repeat(padding)}`,
    ],
  ];
  return zipArchive(parts, ending);
}
