/** Rows of file_pages (either store), ordered by file and page, as each file's list of page texts. */
export function pagesByFile(rows: ReadonlyArray<{ file_id: string; page: number; text: string }>): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const row of rows) {
    const list = pages.get(row.file_id);
    if (list) list[row.page - 1] = row.text;
    else pages.set(row.file_id, Object.assign([], { [row.page - 1]: row.text }));
  }
  // A page without text is stored as '' (pdfText/documentPages.ts): no holes in a complete file.
  for (const [id, list] of pages) pages.set(id, Array.from(list, (text) => text ?? ''));
  return pages;
}
