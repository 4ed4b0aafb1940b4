import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * A small PDF 1.4 writer for the demo manuals: A4 pages of wrapped text in the standard Helvetica
 * fonts (no embedding, WinAnsi encoding so German and French accents print). Output is byte-for-
 * byte deterministic for the same input, which keeps the catalogue's SHA-256 sums stable.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'step'; number: number; text: string }
  | { kind: 'pageBreak' };

export interface PdfDocument {
  title: string;
  author: string;
  /** ISO date, used for the document's creation date. */
  date: string;
  blocks: PdfBlock[];
  /** Printed at the bottom of each page. */
  footer: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** Unicode -> WinAnsi for the characters Latin-1 does not cover at the same code point. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94,
  '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99, 'œ': 0x9c, 'Œ': 0x8c, 'Ÿ': 0x9f,
};

function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const extra = WIN_ANSI_EXTRA[ch];
    if (extra !== undefined) bytes.push(extra);
    else if (code >= 0x20 && code <= 0x7e) bytes.push(code);
    else if (code >= 0xa0 && code <= 0xff) bytes.push(code);
    else if (ch === '\u202f' || ch === '\u00a0') bytes.push(0x20);
    else bytes.push(63);
  }
  return bytes;
}

/** A PDF string literal, with the three special characters escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x80) out += String.fromCharCode(b);
    else out += `\\${b.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** Rough Helvetica advance widths (per 1000 em) — enough to wrap lines inside the margins. */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    if ('il.,;:!|\'’ '.includes(ch)) units += 278;
    else if ('fjrtI()[]-'.includes(ch)) units += 333;
    else if ('mwMW'.includes(ch)) units += 833;
    else if (ch >= 'A' && ch <= 'Z') units += 667;
    else units += 556;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

interface Line {
  font: 'F1' | 'F2';
  size: number;
  x: number;
  text: string;
  /** Space before this line. */
  gap: number;
}

function layout(blocks: PdfBlock[]): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const push = (line: Line): void => {
    if (y - line.gap - line.size < MARGIN + 20) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= line.gap;
    pages[pages.length - 1].push(line);
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'pageBreak':
        if (pages[pages.length - 1].length > 0) {
          pages.push([]);
          y = PAGE_HEIGHT - MARGIN;
        }
        break;
      case 'title':
        wrap(block.text, 24, true, TEXT_WIDTH).forEach((text, i) => push({ font: 'F2', size: 24, x: MARGIN, text, gap: i === 0 ? 40 : 30 }));
        break;
      case 'heading':
        wrap(block.text, 15, true, TEXT_WIDTH).forEach((text, i) => push({ font: 'F2', size: 15, x: MARGIN, text, gap: i === 0 ? 28 : 19 }));
        break;
      case 'paragraph':
        wrap(block.text, 10.5, false, TEXT_WIDTH).forEach((text, i) => push({ font: 'F1', size: 10.5, x: MARGIN, text, gap: i === 0 ? 18 : 14 }));
        break;
      case 'bullet':
        wrap(block.text, 10.5, false, TEXT_WIDTH - 16).forEach((text, i) =>
          push({ font: 'F1', size: 10.5, x: MARGIN + 16, text: i === 0 ? `• ${text}` : `  ${text}`, gap: i === 0 ? 16 : 14 }),
        );
        break;
      case 'step':
        wrap(block.text, 10.5, false, TEXT_WIDTH - 22).forEach((text, i) =>
          push({ font: i === 0 ? 'F1' : 'F1', size: 10.5, x: MARGIN + 22, text: i === 0 ? `${block.number}.  ${text}` : `     ${text}`, gap: i === 0 ? 16 : 14 }),
        );
        break;
    }
  }
  return pages.filter((page) => page.length > 0);
}

function pageStream(lines: Line[], footer: string, pageNo: number, pageCount: number): string {
  let y = PAGE_HEIGHT - MARGIN;
  const parts: string[] = [];
  for (const line of lines) {
    y -= line.gap;
    parts.push(`BT /${line.font} ${line.size} Tf ${line.x} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`);
  }
  parts.push(`0.6 g BT /F1 8 Tf ${MARGIN} 30 Td ${pdfString(footer)} Tj ET`);
  parts.push(`BT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 30} 30 Td ${pdfString(`${pageNo} / ${pageCount}`)} Tj ET`);
  parts.push(`0.8 G 0.5 w ${MARGIN} 42 m ${PAGE_WIDTH - MARGIN} 42 l S`);
  return parts.join('\n');
}

export function renderPdf(doc: PdfDocument): Buffer {
  const pages = layout(doc.blocks);
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (data: string | Buffer): void => {
    const buffer = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: string | Buffer[]): void => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    if (typeof body === 'string') write(body);
    else body.forEach(write);
    write('\nendobj\n');
  };

  // Object numbers: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a (page, content) pair per page.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const date = `D:${doc.date.replace(/-/g, '')}000000Z`;
  object(5, `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (Aurora Documentation) /CreationDate (${date}) >>`);
  pages.forEach((lines, i) => {
    const pageId = pageIds[i];
    object(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(pageStream(lines, doc.footer, i + 1, pages.length), 'latin1'));
    object(pageId + 1, [Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]);
  });

  const size = 6 + pages.length * 2;
  const xrefOffset = length;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id += 1) xref += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  write(xref);
  const fileId = createHash('md5').update(doc.title).update(doc.date).digest('hex');
  write(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<${fileId}> <${fileId}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
