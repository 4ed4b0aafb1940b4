import type { Dataset, DatasetContent, DatasetFile } from '../Dataset';
import { PAGED_CONTENT_TYPES } from '../search/manualPage';
import { extractPdfPagesBatch, extractPdfPagesSync } from './pdfPages';


const isPdf = (file: DatasetFile): boolean => file.mediaType === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The distinct PDF files of the public manuals, each once however many rows share it. */
function pagedFiles(dataset: Dataset): DatasetFile[] {
  const wanted = new Set(dataset.content.filter((row) => PAGED_CONTENT_TYPES.has(row.contentType) && row.fileId).map((row) => row.fileId));
  return dataset.files.filter((file) => wanted.has(file.id) && isPdf(file) && !file.pages);
}

/**
 * The catalogue with the pages of its manuals read: each PDF file gets the text of its pages, and
 * each manual row its text as body, so search finds a phrase printed anywhere in the manual. A
 * file that yields no text (a scan, a broken file) leaves its rows as they were.
 */
function withPages(dataset: Dataset, read: ReadonlyMap<string, string[]>): Dataset {
  if (read.size === 0) return dataset;
  const files = dataset.files.map((file) => {
    const pages = read.get(file.id);
    return pages ? { ...file, pages } : file;
  });
  const content = dataset.content.map((row): DatasetContent => {
    const pages = row.fileId && PAGED_CONTENT_TYPES.has(row.contentType) ? read.get(row.fileId) : undefined;
    return pages ? { ...row, body: pages.join('\n') } : row;
  });
  return { ...dataset, files, content };
}

const hasText = (pages: string[] | null): pages is string[] => pages !== null && pages.some((page) => page !== '');

/** withPages for the import of an export (async). */
export async function readDocumentPages(dataset: Dataset): Promise<Dataset> {
  const files = pagedFiles(dataset);
  const read = new Map<string, string[]>();
  (await extractPdfPagesBatch(files.map((f) => f.bytes))).forEach((pages, i) => {
    if (hasText(pages)) read.set(files[i].id, pages);
  });
  return withPages(dataset, read);
}

/** withPages for the demo generator, which is synchronous (pdfPages.ts). */
export function readDocumentPagesSync(dataset: Dataset): Dataset {
  const files = pagedFiles(dataset);
  const read = new Map<string, string[]>();
  extractPdfPagesSync(files.map((f) => f.bytes)).forEach((pages, i) => {
    if (hasText(pages)) read.set(files[i].id, pages);
  });
  return withPages(dataset, read);
}
