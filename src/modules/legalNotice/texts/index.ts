import { languageOf, type Locale } from '../../../shared/locale';
import { legalDe } from './de';
import { legalEn } from './en';
import { legalFr } from './fr';
import type { LegalDocument, LegalDocumentId, LegalTexts } from './types';

export { LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentId } from './types';
export { isLegalDocumentId, legalTitle } from './titles';

const TEXTS: Readonly<Record<string, LegalTexts>> = { en: legalEn, de: legalDe, fr: legalFr };

/** The document in the page's language; English for a language without its own text. */
export function legalDocument(locale: Locale | string, id: LegalDocumentId): LegalDocument {
  return (TEXTS[languageOf(locale)] ?? legalEn)[id];
}
