import { createHash } from 'node:crypto';
import { renderPdf, type PdfDocument } from '../pdf';
import { readDocumentPages, readDocumentPagesSync } from '../../../../src/server/content/pdfText/documentPages';
import { extractPdfPages, extractPdfPagesSync, pageText } from '../../../../src/server/content/pdfText/pdfPages';
import type { Dataset, DatasetContent } from '../../../../src/server/content/Dataset';

const manual: PdfDocument = {
  title: 'Bedienungsanleitung – AT-55X89J',
  author: 'Aurora Electronics',
  date: '2024-03-01',
  footer: 'X89J · Aurora Electronics',
  blocks: [
    { kind: 'title', text: 'Bedienungsanleitung' },
    { kind: 'paragraph', text: 'Gültig für die Modelle: AT-55X89J, AT-65X89J' },
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Bildeinstellungen' },
    { kind: 'entry', name: 'Bewegungsglättung', value: 'Fügt bei schnellen Szenen Zwischenbilder ein, um Ruckeln zu verringern.' },
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Réseau et connexions' },
    { kind: 'step', number: 1, text: 'Ouvrez Réglages > Réseau > Wi-Fi et sélectionnez votre réseau – « Aurora ».' },
  ],
};

describe('reading the text of a PDF page by page', () => {
  const bytes = renderPdf(manual);

  it('renders the same bytes for the same manual, so its SHA-256 stays the same', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(renderPdf(manual)).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('returns each page’s own text, in page order, accents and typographic characters intact', async () => {
    const pages = await extractPdfPages(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Gültig für die Modelle: AT-55X89J, AT-65X89J');
    expect(pages[1]).toContain('Bewegungsglättung: Fügt bei schnellen Szenen Zwischenbilder ein');
    expect(pages[1]).not.toContain('Réseau');
    expect(pages[2]).toContain('Ouvrez Réglages > Réseau > Wi-Fi et sélectionnez votre réseau – « Aurora ».');
    // The footer with the page number is printed on every page.
    expect(pages.map((p) => p.endsWith(`${pages.indexOf(p) + 1} / 3`))).toEqual([true, true, true]);
  });

  it('reads a batch synchronously with the same result, and gives null for bytes that are no PDF', async () => {
    const [pages, broken] = extractPdfPagesSync([bytes, Buffer.from('not a pdf')]);
    expect(pages).toEqual(await extractPdfPages(bytes));
    expect(broken).toBeNull();
    expect(extractPdfPagesSync([])).toEqual([]);
  });

  it('rejects bytes that are no PDF', async () => {
    await expect(extractPdfPages(Buffer.from('not a pdf'))).rejects.toThrow();
  });

  it('joins the lines of a page into running text, a word split at a line-end hyphen joined again', () => {
    expect(pageText('Picture\n  settings  Wi-\nFi and Bluetooth-\nverbindung\n')).toBe('Picture settings Wi- Fi and Bluetooth-verbindung');
  });
});

describe('manual rows get the text of their PDF pages at import', () => {
  const bytes = renderPdf(manual);
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const row = (contentType: string, fileId: string | null): DatasetContent => ({
    id: `${contentType}:de`,
    familyId: contentType,
    contentType,
    locale: 'de_DE',
    language: 'de',
    title: 'Bedienungsanleitung',
    summary: '',
    body: 'old body',
    published: '2024-03-01',
    channel: 'con',
    accessLevel: 'public',
    popularity: 1,
    fileId,
    attrs: {},
    productNames: [],
    categoryNames: [],
    facets: [],
    keywords: [],
  });
  const dataset: Dataset = {
    version: 't',
    categories: [],
    products: [],
    content: [row('document', id), row('download', id), row('sub-document', 'broken')],
    files: [
      { id, name: 'm.pdf', mediaType: 'application/pdf', disposition: 'inline', sha256: 'x', bytes },
      { id: 'broken', name: 'b.pdf', mediaType: 'application/pdf', disposition: 'inline', sha256: 'y', bytes: Buffer.from('no pdf') },
    ],
    popularQueries: [],
  };

  it.each([
    ['asynchronously (content:import)', () => readDocumentPages(dataset)],
    ['synchronously (the demo generator)', async () => readDocumentPagesSync(dataset)],
  ])('%s: the file keeps its pages and a manual row is searched by their text; other rows and unreadable files stay as they were', async (_, read) => {
    const result = await read();
    const pages = result.files.find((f) => f.id === id)?.pages ?? [];
    expect(pages).toHaveLength(3);
    expect(result.content[0].body).toBe(pages.join('\n'));
    expect(result.content[1].body).toBe('old body');
    expect(result.content[2].body).toBe('old body');
    expect(result.files.find((f) => f.id === 'broken')?.pages).toBeUndefined();
    // The bytes (and so the SHA-256 shown to visitors) are untouched.
    expect(result.files.find((f) => f.id === id)?.bytes).toBe(bytes);
  });
});
