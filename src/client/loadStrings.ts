import { bundleStringsFile, partStringsFile, stringsLanguageOf, type StringLanguage } from '../routes/bundleStrings';
import type { PageBundle } from '../routes/pageBundles';
import type { PartialStrings } from '../shared/i18n/en';

/**
 * The UI strings of one language and one page bundle as a lazy chunk (docs/decisions/042-javascript-budget.md,
 * update 2): a page's initial JavaScript carries its own language and the sections of its own bundle only. The
 * build writes each bundle's part of each language's table as a JSON file (scripts/bundleStrings.ts) under the
 * `bundle-strings` alias (webpack.config.ts); every language has every key (stringsComplete.test.ts), so the
 * browser needs no English fallback. Browser only: the server keeps the whole tables (shared/i18n/createI18n.ts).
 */
export function loadStrings(locale: string, bundle: PageBundle): Promise<{ language: StringLanguage; strings: PartialStrings }> {
  const language = stringsLanguageOf(locale);
  const file = bundleStringsFile(language, bundle);
  return import(/* webpackChunkName: "strings-[request]", webpackExclude: /-parts\.json$/ */ `bundle-strings/${file}.json`).then((m: { default: PartialStrings }) => ({
    language,
    strings: m.default,
  }));
}

/**
 * The texts of the parts that hydrate later (STRINGS_OF_PART), in the page's language: one chunk for all of them,
 * which the client asks for once, with the first such part (client/index.tsx).
 */
export function loadPartStrings(locale: string): Promise<PartialStrings> {
  const file = partStringsFile(stringsLanguageOf(locale));
  // Named like the parts' code (`later-*`): fetched after hydration, never one of the page's initial scripts.
  return import(/* webpackChunkName: "later-strings-[request]", webpackInclude: /-parts\.json$/ */ `bundle-strings/${file}.json`).then(
    (m: { default: PartialStrings }) => m.default,
  );
}
