import type PdfKitDocument from 'pdfkit';

/*
 * pdfkit is loaded when a PDF is first written, not when this module is imported: the generator's
 * module graph is also imported by tests in a browser-like environment (jsdom), where pdfkit's own
 * module set-up cannot run, while those tests only ever copy an already generated catalogue.
 */
let pdfKit: typeof PdfKitDocument | undefined;
function PdfKit(): typeof PdfKitDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  pdfKit ??= require('pdfkit') as typeof PdfKitDocument;
  return pdfKit;
}

/**
 * Demo manuals and repair documents as PDFs, laid out by pdfkit: A4 pages of wrapped text in the
 * standard Helvetica fonts (no embedding; pdfkit's WinAnsi encoding prints German and French
 * accents), a footer with page numbers on every page. The output is byte-for-byte deterministic
 * for the same input (fixed creation date, no random file id), which keeps the catalogue's
 * SHA-256 sums stable from one build to the next.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'step'; number: number; text: string }
  /** A two-column line: a setting or specification name and its value. */
  | { kind: 'entry'; name: string; value: string }
  | { kind: 'pageBreak' };

export interface PdfDocument {
  title: string;
  author: string;
  /** ISO date, used for the document's creation date. */
  date: string;
  blocks: PdfBlock[];
  /** Printed at the bottom of each page, with the page number. */
  footer: string;
}

const MARGIN = 56;
const FOOTER_Y = 842 - 36;
const BODY = 10.5;

function write(doc: PDFKit.PDFDocument, block: PdfBlock, width: number): void {
  switch (block.kind) {
    case 'pageBreak':
      // A break on a still empty page would leave a blank page.
      if (doc.y > MARGIN + 1) doc.addPage();
      return;
    case 'title':
      doc.font('Helvetica-Bold').fontSize(24).text(block.text, { width }).moveDown(0.6);
      return;
    case 'heading':
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(15).text(block.text, { width }).moveDown(0.3);
      return;
    case 'subheading':
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(BODY + 1).text(block.text, { width }).moveDown(0.15);
      return;
    case 'paragraph':
      doc.font('Helvetica').fontSize(BODY).text(block.text, { width }).moveDown(0.35);
      return;
    case 'bullet':
      doc.font('Helvetica').fontSize(BODY).text(`•  ${block.text}`, MARGIN + 12, undefined, { width: width - 12, indent: -9 }).moveDown(0.2);
      doc.x = MARGIN;
      return;
    case 'step':
      doc.font('Helvetica').fontSize(BODY).text(`${block.number}.  ${block.text}`, MARGIN + 16, undefined, { width: width - 16, indent: -14 }).moveDown(0.2);
      doc.x = MARGIN;
      return;
    case 'entry':
      doc.font('Helvetica-Bold').fontSize(BODY).text(`${block.name}: `, { width, continued: true }).font('Helvetica').text(block.value).moveDown(0.15);
      return;
  }
}

export function renderPdf(input: PdfDocument): Buffer {
  const created = new Date(`${input.date}T00:00:00Z`);
  const PDFDocument = PdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    pdfVersion: '1.4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + 20 },
    bufferPages: true,
    compress: true,
    info: { Title: input.title, Author: input.author, Producer: 'Aurora Documentation', Creator: 'Aurora Documentation', CreationDate: created },
  });
  const width = doc.page.width - 2 * MARGIN;
  for (const block of input.blocks) write(doc, block, width);

  // Footers last, once the page count is known; without a bottom margin they cannot spill onto a new page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.fillColor('#777777').font('Helvetica').fontSize(8);
    doc.text(input.footer, MARGIN, FOOTER_Y, { width: width - 50, lineBreak: false });
    doc.text(`${i + 1} / ${count}`, MARGIN + width - 40, FOOTER_Y, { width: 40, align: 'right', lineBreak: false });
    doc.fillColor('black');
  }
  doc.end();
  // pdfkit writes the whole file into the stream's buffer during end(): read it synchronously, so
  // the generator stays synchronous (ensureDatabase runs before the server listens).
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}
