/**
 * The site's translator: dotted keys into nested string tables, `{{name}}` interpolation, plural forms chosen with
 * `Intl.PluralRules` (`key_one`, `key_other`, and `key_zero` for a count of 0 when a table has it), and a fallback
 * table (English) for keys a language lacks. It replaces i18next, whose 14.5 KiB gzip in every page's scripts
 * bought features the site does not use (docs/decisions/042-javascript-budget.md); the calls keep i18next's shape,
 * `t(key, { count, defaultValue, ...values })`.
 */

/** Interpolation values and the two options the site uses. */
export interface TOptions {
  /** A number chooses the plural form; either is interpolated as `{{count}}` (a text, e.g. already formatted, only that). */
  count?: number | string;
  /** Returned (interpolated) when no table has the key; without it the key itself is returned. */
  defaultValue?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  /** The language of the primary table (`en`, `de`, `fr`). */
  readonly language: string;
  /** Bound: call sites pass `translator.t` around on its own. */
  readonly t: TFunction;
}

/** A nested table of UI strings (src/shared/i18n/en.ts and its translations). */
export interface StringTable {
  readonly [key: string]: string | StringTable | undefined;
}

interface Table {
  strings: ReadonlyMap<string, string>;
  plurals: Intl.PluralRules;
}

/** Flattened once per table, so a lookup is one map read however deep the key. */
function flatten(table: StringTable, into = new Map<string, string>(), prefix = ''): Map<string, string> {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (value) flatten(value, into, `${prefix}${key}.`);
  }
  return into;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A placeholder without a value stays as written, as with i18next: visible in review rather than silently empty. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value as string | number);
  });
}

function lookup(table: Table, key: string, count: number | undefined): string | undefined {
  if (count === undefined) return table.strings.get(key);
  return (
    (count === 0 ? table.strings.get(`${key}_zero`) : undefined) ??
    table.strings.get(`${key}_${table.plurals.select(count)}`) ??
    table.strings.get(key)
  );
}

/** The browser's translator, which takes in the strings of a page bundle when its code arrives. */
export interface ExtensibleTranslator extends Translator {
  /** Adds (or replaces) keys of the primary table: a page bundle's strings (i18n/bundleStrings.ts). */
  extend(strings: StringTable): void;
}

/**
 * A translator for one language. On the server nothing changes it after creation, so one instance per language
 * serves every request. In the browser it starts with the strings of the page's bundle and takes in those of
 * another bundle before a client navigation shows one of its pages (`extend`, docs/decisions/042-javascript-budget.md
 * update 2); a key is never removed, so what is on screen keeps its text.
 */
export function createTranslator(language: string, strings: StringTable, fallback?: { language: string; strings: StringTable }): ExtensibleTranslator {
  const primary = flatten(strings);
  const tables: Table[] = [{ strings: primary, plurals: new Intl.PluralRules(language) }];
  if (fallback && fallback.language !== language) tables.push({ strings: flatten(fallback.strings), plurals: new Intl.PluralRules(fallback.language) });
  const t: TFunction = (key, options) => {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const table of tables) {
      const text = lookup(table, key, count);
      if (text !== undefined) return interpolate(text, options);
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  };
  return { language, t, extend: (more) => void flatten(more, primary) };
}
