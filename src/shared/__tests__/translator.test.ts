import { i18nFor } from '../i18n/createI18n';
import { createTranslator } from '../i18n/translator';

const english = {
  search: { resultsFor: 'Results for “{{query}}”', resultsCount_one: '{{count}} result', resultsCount_other: '{{count}} results' },
  files: { info: '{{type}}, {{size}}', none_zero: 'No files', none_one: 'One file', none_other: '{{count}} files' },
  only: { english: 'Only in English' },
};
const german = {
  search: { resultsFor: 'Ergebnisse für „{{query}}“', resultsCount_one: '{{count}} Ergebnis', resultsCount_other: '{{count}} Ergebnisse' },
};

describe('the translator', () => {
  const { t } = createTranslator('de', german, { language: 'en', strings: english });

  it('interpolates every named value, and leaves a placeholder without a value as written', () => {
    expect(t('search.resultsFor', { query: 'HDMI' })).toBe('Ergebnisse für „HDMI“');
    expect(t('files.info', { type: 'PDF', size: '2 MB' })).toBe('PDF, 2 MB');
    expect(t('files.info', { type: 'PDF' })).toBe('PDF, {{size}}');
  });

  it('chooses the plural form by the language’s rules', () => {
    expect(t('search.resultsCount', { count: 1 })).toBe('1 Ergebnis');
    expect(t('search.resultsCount', { count: 0 })).toBe('0 Ergebnisse');
    expect(t('search.resultsCount', { count: 7 })).toBe('7 Ergebnisse');
    // French counts 0 as singular; English and German do not.
    const french = createTranslator('fr', { n_one: '{{count}} résultat', n_other: '{{count}} résultats' });
    expect(french.t('n', { count: 0 })).toBe('0 résultat');
    expect(french.t('n', { count: 2 })).toBe('2 résultats');
  });

  it('uses a zero form when the table has one, and a text count only as a value', () => {
    expect(t('files.none', { count: 0 })).toBe('No files');
    expect(t('files.none', { count: 1 })).toBe('One file');
    expect(t('files.none', { count: 3 })).toBe('3 files');
    expect(t('search.resultsFor', { query: 'x', count: '1,024' })).toBe('Ergebnisse für „x“');
  });

  it('falls back to English for a key the language lacks, then to the default value, then to the key', () => {
    expect(t('only.english')).toBe('Only in English');
    expect(t('downloads.values.Windows 11', { defaultValue: 'Windows 11' })).toBe('Windows 11');
    expect(t('missing.key', { defaultValue: 'Page {{page}}', page: 3 })).toBe('Page 3');
    expect(t('missing.key', { defaultValue: '' })).toBe('');
    expect(t('missing.key')).toBe('missing.key');
    // A group of strings is not a string: asking for it is a missing key.
    expect(t('search')).toBe('search');
  });
});

describe('the site’s translators', () => {
  it('are one per language, shared by every locale and request of that language', () => {
    expect(i18nFor('de_DE')).toBe(i18nFor('de_DE'));
    expect(i18nFor('de_AT')).toBe(i18nFor('de_DE'));
    expect(i18nFor('it_IT')).toBe(i18nFor('en_GB'));
    expect(i18nFor('it_IT').language).toBe('en');
  });

  it('translate the real strings with their plural forms', () => {
    expect(i18nFor('fr_FR').t('search.resultsCount', { count: 0 })).toBe('0 résultat');
    expect(i18nFor('en_GB').t('search.resultsCount', { count: 0 })).toBe('0 results');
    expect(i18nFor('de_DE').t('category.products', { count: 1 })).toBe('1 Produkt');
    expect(i18nFor('de_DE').t('downloads.values.Drivers', { defaultValue: 'Drivers' })).toBe('Treiber');
  });
});
