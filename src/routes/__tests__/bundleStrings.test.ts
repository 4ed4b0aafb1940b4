import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import { STRINGS_OF_BUNDLE, STRINGS_OF_PART, stringsAt, stringsChunkName, stringsLanguageOf, stringsOfBundle } from '../bundleStrings';
import { PAGE_BUNDLES } from '../pageBundles';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/*
 * The browser loads the UI strings of its page bundle in its page's language (docs/decisions/042-javascript-budget.md,
 * update 2); the build checks each chunk's keys against STRINGS_OF_BUNDLE (scripts/__tests__/bundleStrings.test.ts).
 */
describe('UI strings per page bundle', () => {
  // docs/decisions/042-javascript-budget.md update 2: the browser loads a page bundle's sections of its language.
  it.each(PAGE_BUNDLES)('the %s bundle gets its sections and parts of sections in every language, the same keys as English', (bundle) => {
    const englishKeys = keysOf(stringsOfBundle(en, bundle)).sort();
    expect(englishKeys.length).toBeGreaterThan(0);
    for (const table of [de, fr]) expect(keysOf(stringsOfBundle(table, bundle)).sort()).toEqual(englishKeys);
  });

  it.each(Object.keys(STRINGS_OF_PART) as Array<keyof typeof STRINGS_OF_PART>)('the later part %s gets its texts in every language', (part) => {
    const englishKeys = keysOf(stringsAt(en, STRINGS_OF_PART[part])).sort();
    expect(englishKeys.length).toBeGreaterThan(0);
    for (const table of [de, fr]) expect(keysOf(stringsAt(table, STRINGS_OF_PART[part])).sort()).toEqual(englishKeys);
  });

  it('gives every key to some bundle or later part, and every bundle the shell', () => {
    const given = [...Object.values(STRINGS_OF_BUNDLE).flat(), ...Object.values(STRINGS_OF_PART).flat()];
    const held = (key: string) => given.some((path) => key === path || key.startsWith(`${path}.`));
    expect(keysOf(en).filter((key) => !held(key))).toEqual([]);
    for (const bundle of PAGE_BUNDLES) expect(STRINGS_OF_BUNDLE[bundle]).toEqual(expect.arrayContaining(['site', 'search', 'errors']));
  });

  it('picks a part of a section with the plural forms of a text, and never changes the table', () => {
    const table = { hub: { aside: 'More', news: { title: 'News', count_one: 'One item', count_other: '{{count}} items', countLabel: 'x' } } };
    const before = JSON.stringify(table);
    const picked = stringsAt(table as never, ['hub.aside', 'hub.news.count']) as unknown as typeof table;
    expect(picked).toEqual({ hub: { aside: 'More', news: { count_one: 'One item', count_other: '{{count}} items' } } });
    expect(JSON.stringify(table)).toBe(before);
  });

  it('serves English to a language without its own strings', () => {
    expect(stringsLanguageOf('de_DE')).toBe('de');
    expect(stringsLanguageOf('fr_BE')).toBe('fr');
    expect(stringsLanguageOf('it_IT')).toBe('en');
    expect(stringsChunkName('it_IT', 'product')).toBe('strings-en-product-json');
  });
});
