import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/*
 * The browser loads the strings of its page's language only (docs/decisions/026-code-splitting-by-page-bundle.md;
 * per page bundle, src/routes/__tests__/bundleStrings.test.ts):
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
});
