import { languageOf, type Locale } from '../../../shared/locale';
import { legalDe } from './de';
import { legalEn } from './en';
import { legalFr } from './fr';
import { LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentId, type LegalTexts } from './types';

export { LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentId } from './types';

const TEXTS: Readonly<Record<string, LegalTexts>> = { en: legalEn, de: legalDe, fr: legalFr };

export function isLegalDocumentId(value: string | undefined): value is LegalDocumentId {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');
}

/** The document in the page's language; English for a language without its own text. */
export function legalDocument(locale: Locale | string, id: LegalDocumentId): LegalDocument {
  return (TEXTS[languageOf(locale)] ?? legalEn)[id];
}
