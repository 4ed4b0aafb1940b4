/** Names already made: a results page may name the same language for many results. */
const NAMES = new Map<string, string>();

/**
 * The name of a language in the page's language ('anglais', 'Englisch'); the code if unknown. `page`: a locale
 * or a language. Its own file: the result list uses it without the details pages' notice and its strings.
 */
export function languageName(page: string, language: string): string {
  const key = `${page}|${language}`;
  let name = NAMES.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([page.replace('_', '-')], { type: 'language' }).of(language) ?? language;
    } catch {
      name = language;
    }
    // A handful of page and content languages: bounded by what the catalogue holds, capped anyway.
    if (NAMES.size < 100) NAMES.set(key, name);
  }
  return name;
}
