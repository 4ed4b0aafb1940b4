import { languageOf } from '../shared/locale';
import type { PartialStrings, Strings } from '../shared/i18n/en';
import type { PageBundle } from './pageBundles';

/** A top-level section of the string tables (`site`, `search`, `ticket` ...). */
export type StringSection = keyof Strings;

/**
 * What a bundle's strings hold: a whole section, or one part of a section (`asc.tabs`) where the bundle's own code
 * uses only that part (docs/decisions/042-javascript-budget.md, update 4).
 */
export type StringPath = StringSection | `${StringSection}.${string}`;

/**
 * What every page's shell shows (header, footer, search box, errors, the client navigation's messages) and what
 * most page types share (breadcrumbs, content types, the hub's module headings).
 */
const SHELL: readonly StringPath[] = ['site', 'search', 'filters', 'errors', 'hub', 'contact', 'legal', 'common', 'contentTypes', 'home', 'category', 'product', 'details'];

/**
 * The shell for pages without the hub's modules (results, details, the 404 and legal pages): of the hub's texts only
 * what the layout and the banners show (ADR 042 update 4).
 */
const SHELL_WITHOUT_HUB: readonly StringPath[] = [...SHELL.filter((path) => path !== 'hub'), 'hub.aside', 'hub.asideCategory', 'hub.banners'];

/** The product pages use neither the category page's nor the details pages' texts (ADR 042 update 3). */
const SHELL_OF_PRODUCT = SHELL.filter((path) => path !== 'category' && path !== 'details');

/**
 * The texts of parts that hydrate after the page (`deferred` with `strings`, docs/decisions/042-javascript-budget.md,
 * update 4), by the part's name (its chunk is `later-<name>`): the browser loads them with the part's code (all parts'
 * in one file per language, partStringsFile), so the page's own strings leave them out. Until the part hydrates, the
 * server's HTML shows them.
 */
export const STRINGS_OF_PART = {
  followUpdates: ['follow'],
  ticketForm: ['ticket'],
  ascAccount: ['asc.account', 'asc.signIn', 'asc.portal'],
  modelDetails: ['asc.modelDetails'],
  repairDocuments: ['asc.repairDocs'],
  helpfulnessForm: [
    'helpfulness.question',
    'helpfulness.yes',
    'helpfulness.no',
    'helpfulness.reasonsLegend',
    'helpfulness.reason',
    'helpfulness.comment',
    'helpfulness.commentHint',
    'helpfulness.send',
    'helpfulness.sending',
    'helpfulness.thanks',
    'helpfulness.thanksNo',
    'helpfulness.error',
  ],
} as const satisfies Record<string, readonly StringPath[]>;

export type StringsPart = keyof typeof STRINGS_OF_PART;

/**
 * The UI strings the browser loads with each page bundle (docs/decisions/042-javascript-budget.md, update 2): the
 * shell's and the sections its modules use, instead of the language's whole table; the texts of its later parts come
 * with those parts (STRINGS_OF_PART). The build checks every chunk against these lists (scripts/bundleStrings.ts): a
 * key missing here fails the build.
 */
export const STRINGS_OF_BUNDLE: Readonly<Record<PageBundle, readonly StringPath[]>> = {
  home: [...SHELL_WITHOUT_HUB, 'hub.specialMessage', 'toolLinks', 'manuals', 'downloads', 'faqs'],
  // Of the service centres' texts these pages show only the product tabs of a signed-in service centre.
  results: [...SHELL_WITHOUT_HUB, 'asc.tabs', 'manuals', 'downloads', 'faqs'],
  category: [...SHELL, 'asc.tabs', 'manuals', 'downloads', 'faqs'],
  // The service centres' lists and account bar and the support request form hydrate later with their texts; the
  // page keeps their headings (the in-page navigation names them) and the form's disclosure.
  product: [
    ...SHELL_OF_PRODUCT,
    'asc.tabs',
    'asc.modelDetails.title',
    'asc.repairDocs.serviceManual',
    'asc.repairDocs.technicalNews',
    'toolLinks',
    'ticket.title',
    'ticket.intro',
    'ticket.open',
    'manuals',
    'downloads',
    'faqs',
  ],
  // "Did this help?" keeps its heading; its form hydrates later with its texts (STRINGS_OF_PART.helpfulnessForm).
  details: [...SHELL_WITHOUT_HUB, 'asc.tabs', 'helpfulness.title', 'video', 'manuals', 'downloads', 'faqs', 'downloadDetails', 'softwareDetails', 'articleDetails', 'repairDetails'],
  tools: [...SHELL, 'toolLinks', 'serialChecker', 'remote', 'ticket', 'repair', 'serviceCentres'],
  portal: [...SHELL, 'asc', 'insights', 'toolLinks', 'repair', 'video', 'manuals', 'downloads', 'faqs', 'repairDetails'],
  smartHelp: [...SHELL, 'smartHelp', 'faqs', 'articleDetails'],
  others: [...SHELL_WITHOUT_HUB],
};

/** Languages with UI strings; anything else is shown in English, as the server does. */
export const STRING_LANGUAGES = ['en', 'de', 'fr'] as const;
export type StringLanguage = (typeof STRING_LANGUAGES)[number];

export function stringsLanguageOf(locale: string): StringLanguage {
  const language = languageOf(locale);
  return (STRING_LANGUAGES as readonly string[]).includes(language) ? (language as StringLanguage) : 'en';
}

/** A bundle's part of a language's table: its sections, and the named parts of the sections it holds in part. */
export function stringsOfBundle(table: PartialStrings, bundle: PageBundle): PartialStrings {
  return stringsAt(table, STRINGS_OF_BUNDLE[bundle]);
}

/** The parts of a language's table the paths name (a section, or a part of it: `asc.tabs`, `ticket.title`). */
export function stringsAt(table: PartialStrings, paths: readonly StringPath[]): PartialStrings {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const names = path.split('.');
    let from = table as Record<string, unknown> | undefined;
    let into = picked;
    names.forEach((name, i) => {
      if (i === names.length - 1) {
        into[name] = from?.[name];
        // A text's plural forms (`title_one`, `title_other`) go with it.
        for (const [key, value] of Object.entries(from ?? {})) if (key.startsWith(`${name}_`)) into[key] = value;
      } else {
        // A copy: never a write into the language's own table.
        into = into[name] = { ...(into[name] as Record<string, unknown> | undefined) };
        from = from?.[name] as Record<string, unknown> | undefined;
      }
    });
  }
  return picked as PartialStrings;
}

/** Whether the paths hold a key the code names (`asc.tabs.modelDetails`, or a built-up key's start `filters.`). */
export function pathsHold(paths: readonly StringPath[], key: string): boolean {
  return paths.some((path) => key === path || key.startsWith(`${path}.`));
}

/**
 * The file name (without `.json`) the build writes the texts of every later part to (STRINGS_OF_PART), one per
 * language: one chunk fetched once, after hydration, rather than one per part (each chunk costs the entry's runtime
 * a line of its chunk table).
 */
export function partStringsFile(language: StringLanguage): string {
  return `${language}-parts`;
}

/** Every path of STRINGS_OF_PART (a function: the browser's code never needs the table). */
export const partStringPaths = (): readonly StringPath[] => Object.values(STRINGS_OF_PART).flat();

/** The file name (without `.json`) the build writes a bundle's strings to, and its chunk's name after `strings-`. */
export function bundleStringsFile(language: StringLanguage, bundle: PageBundle): string {
  return `${language}-${bundle}`;
}

/**
 * The webpack chunk name of a page's UI strings (the build's manifest lists its files under it): `strings-` and the
 * JSON file's request, which webpack names with its extension.
 */
export function stringsChunkName(locale: string, bundle: PageBundle): string {
  return `strings-${bundleStringsFile(stringsLanguageOf(locale), bundle)}-json`;
}
