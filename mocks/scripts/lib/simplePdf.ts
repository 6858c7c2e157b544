/** Every page's size: A4, in PDF points (the PDF viewer's e2e checks read its width). */
export const A4_POINTS = { width: 595, height: 842 } as const;

/**
 * A tiny PDF 1.4 writer for the demo files the mock serves (platform agreement, terms):
 * A4 pages of text in the standard Helvetica fonts (no embedded font, no compression),
 * so the output is small, valid and reviewable. Page text must be Latin-1; the document
 * title (Info dictionary) may be any text: a non-ASCII title is written as UTF-16BE,
 * which PDF readers show without needing a CJK font.
 */
export interface PdfPageText {
  title: string;
  lines: string[];
}

export interface PdfDocumentText {
  pages: PdfPageText[];
  /** The Info dictionary: document title and the script that wrote it. */
  title: string;
  producer: string;
}

const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** A PDF text string: literal for printable ASCII, else UTF-16BE hex with a byte-order mark. */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${escape(text)})`;
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

function assertLatin1(text: string): void {
  if (!/^[\x20-\x7e\xa0-\xff]*$/.test(text)) throw new Error(`Page text must be Latin-1 (Helvetica, WinAnsi): ${text}`);
}

function pageContent(page: PdfPageText, number: number, total: number): string {
  [page.title, ...page.lines].forEach(assertLatin1);
  const body = page.lines.map((line) => `(${escape(line)}) Tj T*`).join('\n');
  return [
    'BT /F2 18 Tf 72 760 Td',
    `(${escape(page.title)}) Tj`,
    'ET',
    'BT /F1 11 Tf 16 TL 72 720 Td',
    body,
    'ET',
    `BT /F1 9 Tf 72 48 Td (Page ${number} of ${total}) Tj ET`,
  ].join('\n');
}

/** The PDF as a Node Buffer (the scripts that write the demo files). */
export function buildPdf(document: PdfDocumentText): Buffer {
  return Buffer.from(buildPdfBytes(document));
}

/**
 * Objects 1 catalog, 2 pages, 3-4 fonts, 5.. a page and its content stream per page, then
 * the info. Plain bytes without Node's Buffer, so the mock can also generate PDFs in the
 * browser (the step-6 contract). Every character is one Latin-1 byte, so a string's
 * length is its byte length.
 */
export function buildPdfBytes({ pages, title, producer }: PdfDocumentText): Uint8Array {
  if (pages.length === 0) throw new Error('A PDF needs at least one page');
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, index) => {
    const pageId = pageIds[index]!;
    const content = pageContent(page, index + 1, pages.length);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4_POINTS.width} ${A4_POINTS.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfTextString(title)} /Producer ${pdfTextString(producer)} >>`;

  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0) & 0xff);
}
