import type { Locale } from '../../../shared/locale';
import type { ContentStore } from '../store/ContentStore';
import { replaceWords, words } from './tokens';

/** At most this many of a word's letter pairs are tried each way (2^n spellings). */
const MOST_PAIRS = 4;

/**
 * A word's other spellings with the letters a keyboard without them stands in for: German 'haengen' is
 * 'hängen', 'strasse' 'straße'; French 'coeur' is 'cœur'. `letters` maps what is typed to the letter
 * (the language's `letterSpellings`). Every combination of the pairs found, the word itself left out.
 */
export function otherSpellings(word: string, letters: Readonly<Record<string, string>>): string[] {
  const typed = Object.keys(letters);
  if (typed.length === 0) return [];
  // The word cut into the stretches between pairs, each pair kept apart: 'haengen' -> ['h', 'ae', 'ngen'].
  const parts: string[] = [];
  const pairs: number[] = [];
  let from = 0;
  for (let i = 0; i < word.length - 1; ) {
    const pair = typed.find((t) => word.startsWith(t, i));
    if (!pair || pairs.length >= MOST_PAIRS) {
      i += 1;
      continue;
    }
    parts.push(word.slice(from, i));
    pairs.push(parts.push(pair) - 1);
    i += pair.length;
    from = i;
  }
  if (pairs.length === 0) return [];
  parts.push(word.slice(from));
  const spellings: string[] = [];
  for (let mask = 1; mask < 1 << pairs.length; mask += 1) {
    const spelled = [...parts];
    pairs.forEach((at, bit) => {
      if (mask & (1 << bit)) spelled[at] = letters[parts[at]];
    });
    spellings.push(spelled.join(''));
  }
  return spellings;
}

/**
 * The visitor's text with each word the catalogue does not know, but knows in another spelling, written
 * that way (docs/decisions/062-letters-a-keyboard-lacks.md): 'saugroboter bleibt haengen' is read as
 * 'saugroboter bleibt hängen', whose synonyms find the robot vacuum's article. A word is known when the
 * vocabulary of the texts holds it (knownTerms) or the language's synonym sets name it. A word known as
 * typed stays as it is ('aktuell', 'neue'), and nothing is asked of the store when no word has a pair.
 */
export async function withLetterSpellings(
  store: ContentStore,
  locale: Locale,
  text: string,
  // What it needs of the language (searchLanguage.ts), named here: that module builds on this one.
  language: { otherSpellings(word: string): string[]; readonly synonymVocabulary: ReadonlySet<string> },
): Promise<string> {
  const others = new Map<string, string[]>();
  for (const word of new Set(words(text))) {
    const spellings = language.otherSpellings(word);
    if (spellings.length > 0) others.set(word, spellings);
  }
  if (others.size === 0) return text;
  const vocabulary = await store.knownTerms(locale, [...others.keys(), ...[...others.values()].flat()]);
  const known = (word: string) => vocabulary.has(word) || language.synonymVocabulary.has(word);
  const respelled = new Map<string, string>();
  for (const [word, spellings] of others) {
    if (known(word)) continue;
    const spelled = spellings.find(known);
    if (spelled) respelled.set(word, spelled);
  }
  if (respelled.size === 0) return text;
  return replaceWords(text, (word) => respelled.get(word));
}
