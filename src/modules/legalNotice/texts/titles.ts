import { languageOf, type Locale } from '../../../shared/locale';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './types';

/**
 * The titles of the legal documents, apart from their texts: the shell names every page in the browser's title
 * after a client navigation (shell/app/toolTitle.ts), and the whole texts of three languages (about 4 KiB gzip)
 * would otherwise travel with every page's shell (docs/decisions/042-javascript-budget.md, update 2).
 */
export const LEGAL_TITLES = {
  en: { imprint: 'Imprint', privacy: 'Privacy notice' },
  de: { imprint: 'Impressum', privacy: 'Datenschutzerklärung' },
  fr: { imprint: 'Mentions légales', privacy: 'Politique de confidentialité' },
} as const satisfies Readonly<Record<string, Readonly<Record<LegalDocumentId, string>>>>;

export function isLegalDocumentId(value: string | undefined): value is LegalDocumentId {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');
}

/** The document's title in the page's language; English for a language without its own text. */
export function legalTitle(locale: Locale | string, id: LegalDocumentId): string {
  const language = languageOf(locale);
  return (language === 'de' || language === 'fr' ? LEGAL_TITLES[language] : LEGAL_TITLES.en)[id];
}
