import { LEGAL_DOCUMENTS, legalDocument, legalTitle } from '../texts';

/**
 * The browser names a legal page after a client navigation from the small title table (texts/titles.ts), while
 * the page shows the heading of the whole text: the tab's title and the page's heading must say the same.
 */
describe('legal document titles', () => {
  it.each(['en_GB', 'de_DE', 'fr_FR', 'de_AT'])('the title table agrees with the document heading in %s', (locale) => {
    for (const id of LEGAL_DOCUMENTS) expect(legalTitle(locale, id)).toBe(legalDocument(locale, id).title);
  });

  it('names the documents in the page language, English for a language without its own text', () => {
    expect(legalTitle('de_DE', 'imprint')).toBe('Impressum');
    expect(legalTitle('fr_FR', 'privacy')).toBe('Politique de confidentialité');
    expect(legalTitle('nl_NL', 'imprint')).toBe('Imprint');
  });
});
