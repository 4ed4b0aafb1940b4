import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { loadStrings } from '../i18n/loadStrings';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/*
 * The browser loads the strings of its page's language only (docs/decisions/026-code-splitting-by-page-bundle.md):
 * a key missing there would show as the bare key after hydration, and differ from the server's English fallback.
 */
describe('UI strings per language', () => {
  const english = keysOf(en).sort();

  it.each([
    ['de', de],
    ['fr', fr],
  ])('%s has every English key', (_language, strings) => {
    const own = new Set(keysOf(strings));
    expect(english.filter((key) => !own.has(key))).toEqual([]);
  });

  it('loads the strings of the page language, and English for a language without its own', async () => {
    await expect(loadStrings('de_DE')).resolves.toMatchObject({ language: 'de', strings: { site: { skipToContent: de.site?.skipToContent } } });
    await expect(loadStrings('fr_FR')).resolves.toMatchObject({ language: 'fr' });
    await expect(loadStrings('it_IT')).resolves.toMatchObject({ language: 'en', strings: { site: { skipToContent: en.site.skipToContent } } });
  });
});
