/** One legal document in one language: a title, a lead paragraph and headed sections of paragraphs. */
export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly LegalSection[];
  /** ISO date the text was last changed, shown under the title. */
  readonly updated: string;
}

export const LEGAL_DOCUMENTS = ['imprint', 'privacy'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

export type LegalTexts = Readonly<Record<LegalDocumentId, LegalDocument>>;
