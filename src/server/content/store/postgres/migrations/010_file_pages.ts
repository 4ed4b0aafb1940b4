/**
 * The text of each page of a PDF manual (pdfText/documentPages.ts), as SQLite's file_pages: a
 * search result inside a manual names the page its snippet is on and links the PDF at that page.
 * A catalogue loaded before has no pages: its dataset version is cleared so it is loaded again
 * (an imported one keeps its version and should be imported again to get its pages).
 */
export default `
CREATE TABLE file_pages (
  file_id TEXT NOT NULL REFERENCES files(id),
  page INTEGER NOT NULL CHECK (page >= 1),
  text TEXT NOT NULL,
  PRIMARY KEY (file_id, page)
);
DELETE FROM meta WHERE key = 'dataset_version' AND value NOT LIKE 'import:%';
`;
