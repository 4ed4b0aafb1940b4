import { foldAccents } from './spelling';
import { isStopword, words } from './tokens';

/**
 * Reads visitor text into the groups a search matches: each group is one word, or a phrase the
 * synonyms table knows ('software update', 'wi fi') together with its synonyms. Stopwords outside
 * phrases are dropped unless the query has nothing else.
 */
export interface SynonymIndex {
  /** Phrase (words joined by a space) -> every phrase of its set, as word lists. */
  readonly sets: ReadonlyMap<string, ReadonlyArray<readonly string[]>>;
  readonly longestPhrase: number;
}

export interface QueryGroup {
  /** The words as typed (normalised). */
  words: string[];
  /** Alternatives to match: the words themselves, then their synonyms. */
  alternatives: string[][];
  /** True when the words are a phrase of the synonyms table. */
  synonym: boolean;
}

export const MAX_GROUPS = 12;
const MAX_WORD_LENGTH = 64;
const MAX_PHRASE_WORDS = 4;

/** Synonyms are looked up without accents, as the index matches words ('telecommande' = 'télécommande'). */
const fold = foldAccents;

export function buildSynonymIndex(sets: ReadonlyArray<readonly string[]>): SynonymIndex {
  const index = new Map<string, string[][]>();
  let longestPhrase = 1;
  for (const set of sets) {
    const phrases = [...new Map(set.map((p) => words(p)).filter((w) => w.length > 0 && w.length <= MAX_PHRASE_WORDS).map((w) => [w.join(' '), w])).values()];
    if (phrases.length < 2) continue;
    for (const phrase of phrases) {
      const key = fold(phrase.join(' '));
      // A phrase in two sets gets the synonyms of both.
      const known = index.get(key) ?? [phrase];
      for (const other of phrases) if (!known.some((k) => k.join(' ') === other.join(' '))) known.push(other);
      index.set(key, known);
      longestPhrase = Math.max(longestPhrase, phrase.length);
    }
  }
  return { sets: index, longestPhrase };
}

/** A number written together with a unit of measure (frequency, storage, power, length, resolution, sound level). */
const NUMBER_AND_UNIT = /^(\d+)(hz|khz|mhz|ghz|gb|tb|mb|mp|w|mah|mm|cm|fps|db)$/;

export const NO_SYNONYMS: SynonymIndex = { sets: new Map(), longestPhrase: 1 };

/**
 * `stopwords`: the words of the visitor's language that carry no meaning in a query
 * (searchLanguage.ts); without it, the few words every language shares (tokens.ts).
 */
export function readQuery(text: string, synonyms: SynonymIndex, stopwords?: ReadonlySet<string>): QueryGroup[] {
  const tokens = words(text).filter((w) => w.length <= MAX_WORD_LENGTH).slice(0, MAX_GROUPS * 3);
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  const add = (group: QueryGroup) => {
    const key = group.words.join(' ');
    // Two synonyms of one meaning typed together ('wifi wlan', 'firmware software update') are one
    // group, not two: a row holding that meaning holds both, so matching is the same, a partial match
    // does not count the meaning twice, and the query does not repeat every alternative (a twelve-word
    // list of such pairs cost PostgreSQL 555 ms for one count; ADR 036 update 5).
    const meaning = group.synonym ? `=${group.alternatives.map((a) => a.join(' ')).sort().join('|')}` : null;
    if (seen.has(key) || (meaning && seen.has(meaning))) return;
    seen.add(key);
    if (meaning) seen.add(meaning);
    groups.push(group);
  };
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let n = Math.min(synonyms.longestPhrase, tokens.length - i); n >= 1; n -= 1) {
      const phrase = tokens.slice(i, i + n);
      const alternatives = synonyms.sets.get(fold(phrase.join(' ')));
      if (alternatives) {
        add({ words: phrase, alternatives: alternatives.map((a) => [...a]), synonym: true });
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      // A number and its unit typed together ('120hz') meet the texts that write them apart ('120 Hz'), and the
      // other way round.
      const unit = NUMBER_AND_UNIT.exec(tokens[i]);
      if (unit) add({ words: [tokens[i]], alternatives: [[tokens[i]], [unit[1], unit[2]]], synonym: true });
      else add({ words: [tokens[i]], alternatives: [[tokens[i]]], synonym: false });
      matched = 1;
    }
    i += matched;
  }
  const stop = stopwords ? (word: string) => stopwords.has(word) : isStopword;
  const meaningful = groups.filter((g) => g.synonym || !stop(g.words[0]));
  return (meaningful.length > 0 ? meaningful : groups).slice(0, MAX_GROUPS);
}

/** The query as text again (e.g. after spelling fixes), for did-you-mean. */
export function queryText(groups: QueryGroup[]): string {
  return groups.map((g) => g.words.join(' ')).join(' ');
}
