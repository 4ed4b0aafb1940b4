import fs from 'node:fs';
import path from 'node:path';
import { PAGE_BUNDLES } from '../src/routes/pageBundles';
import {
  bundleStringsFile,
  partStringsFile,
  partStringPaths,
  pathsHold,
  STRING_LANGUAGES,
  STRINGS_OF_BUNDLE,
  STRINGS_OF_PART,
  stringsAt,
  stringsOfBundle,
  type StringPath,
  type StringSection,
} from '../src/routes/bundleStrings';
import { de } from '../src/shared/i18n/de';
import { en } from '../src/shared/i18n/en';
import { fr } from '../src/shared/i18n/fr';
import { ROOT } from './buildInfo';

/** Where the build writes the browser's string tables per language and page bundle (alias `bundle-strings`). */
export const BUNDLE_STRINGS_DIR = path.join(ROOT, 'dist', 'bundle-strings');

const TABLES = { en, de, fr } as const;

/**
 * Writes every language's part of its table for every page bundle (docs/decisions/042-javascript-budget.md, update 2)
 * and for every part that hydrates later with its own texts (update 4).
 */
export function writeBundleStrings(dir = BUNDLE_STRINGS_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const language of STRING_LANGUAGES) {
    for (const bundle of PAGE_BUNDLES)
      fs.writeFileSync(path.join(dir, `${bundleStringsFile(language, bundle)}.json`), JSON.stringify(stringsOfBundle(TABLES[language], bundle)));
    fs.writeFileSync(path.join(dir, `${partStringsFile(language)}.json`), JSON.stringify(stringsAt(TABLES[language], partStringPaths())));
  }
}

/** What a later chunk (`later-<part>`) may use beyond its bundle's strings: the texts that come with it. */
const ownStringsOf = (chunk: string): readonly StringPath[] => (STRINGS_OF_PART as Record<string, readonly StringPath[]>)[chunk.replace(/^later-/, '')] ?? [];

/**
 * The sections whose keys appear as string literals (`'ticket.title'`, `` `filters.${type}` ``) in a chunk's code:
 * what the chunk's components can ask the translator for.
 */
export function sectionsUsedIn(code: string): StringSection[] {
  return (Object.keys(en) as StringSection[]).filter((section) => new RegExp(`["'\`]${section}\\.`).test(code));
}

/**
 * The keys a chunk's code names (`ticket.title`), and the starts of the keys it builds (`filters.` of
 * `` `filters.${type}` ``): what a bundle's strings must hold for it.
 */
export function keysUsedIn(code: string): string[] {
  const sections = (Object.keys(en) as StringSection[]).join('|');
  return [...new Set([...code.matchAll(new RegExp(`["'\`]((?:${sections})\\.[A-Za-z0-9_.]*)`, 'g'))].map((match) => match[1]))];
}

/**
 * The build's check of STRINGS_OF_BUNDLE: a page bundle's chunk, the shell (`main`) and the parts that hydrate
 * later on the bundle's pages (`later-*` chunks imported from the bundle's chunk) may only use sections the
 * bundle's strings hold; a missing one would show bare keys in the browser and fail hydration. `laterOf` names
 * the later chunks each page chunk imports. Returns the problems, one line each.
 */
export function checkBundleStrings(
  publicDir: string,
  chunks: Readonly<Record<string, readonly string[]>>,
  entryScripts: readonly string[],
  laterOf: Readonly<Record<string, readonly string[]>>,
): string[] {
  const used = (files: readonly string[]) => new Set(files.flatMap((file) => keysUsedIn(fs.readFileSync(path.join(publicDir, file), 'utf8'))));
  // The shell; the navigation code (later-navigation) names the titles of every page type, each asked for only
  // once that page's bundle and strings are in.
  const shell = used(entryScripts.filter((file) => !file.startsWith('vendor')));
  const problems: string[] = [];
  for (const bundle of PAGE_BUNDLES) {
    const page = `page-${bundle}`;
    const held = STRINGS_OF_BUNDLE[bundle];
    // The bundle's chunk and its modules' sagas (fetched after hydration, ADR 042 update 4) have the bundle's strings.
    const own = [...(chunks[page] ?? []), ...(chunks[`later-sagas-${bundle}`] ?? [])];
    const missing = new Set([...shell, ...used(own)].filter((key) => !pathsHold(held, key)));
    // A later part has them and the texts that come with it (STRINGS_OF_PART).
    for (const later of laterOf[page] ?? [])
      for (const key of used(chunks[later] ?? [])) if (!pathsHold([...held, ...ownStringsOf(later)], key)) missing.add(key);
    if (missing.size > 0) problems.push(`page bundle ${bundle} uses the strings ${[...missing].sort().join(', ')}, which STRINGS_OF_BUNDLE does not give it`);
  }
  return problems;
}
