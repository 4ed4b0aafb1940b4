import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { germanVerbForms } from './verbForms';
import { otherSpellings } from './letterSpellings';
import en from '../../../shared/content/searchLanguage/en_GB.json';
import de from '../../../shared/content/searchLanguage/de_DE.json';
import fr from '../../../shared/content/searchLanguage/fr_FR.json';
import type { Locale } from '../../../shared/locale';
import { foldAccents } from './spelling';
import { words } from './tokens';

/**
 * How visitors of one locale write queries, kept as data per locale
 * (src/shared/content/searchLanguage/*.json, edited by the content team): words that carry no
 * meaning, words that make a query a question, words that ask for a per-product document,
 * words that name a product kind (-> category names), and synonym sets. Independent of the
 * store: SQLite and PostgreSQL read queries the same way.
 */
export interface SearchLanguage {
  readonly locale: Locale;
  readonly stopwords: ReadonlySet<string>;
  readonly questionWords: ReadonlySet<string>;
  readonly documentWords: ReadonlySet<string>;
  /**
   * Words that say something is wrong without saying what ('working' of 'not working', 'kaputt', 'marche'), folded: of
   * two words, the other one says what the visitor asks about (textSearch.ts, ADR 059 update 7).
   */
  readonly symptomWords: ReadonlySet<string>;
  /** Words that, next to a model number, ask for that product's own downloads ('AWH-1000XM5 firmware'). */
  readonly productDocumentWords: ReadonlySet<string>;
  /** Folded phrase (one or two words) -> category names it stands for. */
  readonly categoryWords: ReadonlyMap<string, readonly string[]>;
  /** The same phrases as stems: any inflection names the kind ('fernsehers', 'casques'). */
  readonly categoryStems: ReadonlyMap<string, readonly string[]>;
  /**
   * Category phrases (folded) that name the kind alone but the visitor's own device beside another kind: 'batterie
   * ordi' asks about a laptop, 'brancher l'appareil photo à l'ordinateur' about the visitor's computer (ADR 065 update 3).
   */
  readonly ownDeviceWords: ReadonlySet<string>;
  readonly synonyms: ReadonlyArray<readonly string[]>;
  /** The single words of the language's own synonym sets (not its English terms), as written and without accents: completions of a word typed. */
  readonly synonymWords: ReadonlyArray<{ word: string; folded: string }>;
  /**
   * Word -> the form both the index and queries use. English is stemmed by the full-text
   * engine itself (FTS5 porter), so its form here is the word; German and French are stemmed
   * with Snowball stemmers before indexing and before matching.
   */
  stem(word: string): string;
  /** Other forms of the word the index may hold apart from its stem (German verbs, verbForms.ts); none in other languages. */
  otherForms(word: string): string[];
  /**
   * Stemmers that tell whether a word in running text is a form of a typed word (highlights,
   * manualPage.ts): the locale's Snowball stemmer, and English's for every locale (a text not yet
   * translated is English). English's index stemmer runs inside the full-text engine, which is why
   * `stem` leaves English words as they are; its Snowball stemmer here agrees with it on the forms
   * that matter (settings/set, pairing/pair, apps/app).
   */
  readonly wordStems: ReadonlyArray<(word: string) => string>;
  /** The language writes compounds as one word ('Akkulaufzeit', 'Bildschirm'): a word may start a longer one. */
  readonly compounds: boolean;
  /** A word's other spellings with the letters a keyboard may lack ('haengen': 'hängen'; letterSpellings.ts). */
  otherSpellings(word: string): string[];
  /** Every word of the language's synonym sets and English terms: words a query may use although no text holds them. */
  readonly synonymVocabulary: ReadonlySet<string>;
  /** Particles a verb leaves at the end of a sentence ('schließe ... an': anschließen; separableVerbs.ts); none outside German. */
  readonly separableParticles: ReadonlySet<string>;
}

interface LanguageData {
  stopwords: string[];
  questionWords: string[];
  documentWords: string[];
  /** SearchLanguage.symptomWords. */
  symptomWords?: string[];
  productDocumentWords: string[];
  categoryWords: Record<string, string[]>;
  /** Category words that, beside another kind, name the visitor's own device (SearchLanguage.ownDeviceWords). */
  ownDeviceWords?: string[];
  synonyms: string[][];
  /**
   * The language's words with the English words of the same meaning: a German or French page lists the
   * English text of an article not yet translated, which the visitor's words would not find
   * ('fernbedienung reagiert nicht' and 'The remote control does not work'). Read as synonym sets
   * (docs/decisions/061-the-visitors-words-find-english-texts.md).
   */
  englishTerms?: string[][];
  /** Words that only look like a verb's forms ('internet' and 'interne'). */
  verbFormExceptions?: string[];
  /** Particles a verb leaves at the end of a sentence (docs/decisions/063-a-verb-and-its-particle.md). */
  separableParticles?: string[];
  /**
   * Letters visitors write with others when their keyboard lacks them: German 'ae' for 'ä', 'ss' for 'ß';
   * French 'oe' for 'œ' (docs/decisions/062-letters-a-keyboard-lacks.md).
   */
  letterSpellings?: Record<string, string>;
}

const DATA: Record<Locale, LanguageData> = { en_GB: en, de_DE: de, fr_FR: fr };

/** Words with digits are model numbers or codes, never stemmed; short words stay as they are. */
function stemmerOf(stem: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    if (word.length < 4 || /\d/.test(word)) return word;
    let stemmed = cache.get(word);
    if (stemmed === undefined) {
      // Folded first: visitors often type French and German words without their accents, and the
      // Snowball rules read accented letters differently ('décharge' and 'decharge' must meet).
      stemmed = stem(foldAccents(word));
      // The vocabulary of a catalogue is bounded; visitor text is not.
      if (cache.size < 50_000) cache.set(word, stemmed);
    }
    return stemmed;
  };
}

const english = stemmerOf(englishStemmer);

const STEMMERS: Record<Locale, (word: string) => string> = {
  en_GB: (word) => word,
  de_DE: stemmerOf(germanStemmer),
  fr_FR: stemmerOf(frenchStemmer),
};

function build(locale: Locale): SearchLanguage {
  const data = DATA[locale];
  const set = (list: string[]) => new Set(list.flatMap((w) => words(w)));
  const stem = STEMMERS[locale];
  const verbFormExceptions = new Set(data.verbFormExceptions ?? []);
  const letters = data.letterSpellings ?? {};
  return {
    locale,
    stopwords: set(data.stopwords),
    questionWords: set(data.questionWords),
    documentWords: set(data.documentWords),
    symptomWords: new Set((data.symptomWords ?? []).flatMap((w) => words(w)).map(foldAccents)),
    productDocumentWords: set([...data.documentWords, ...data.productDocumentWords]),
    categoryWords: new Map(Object.entries(data.categoryWords).map(([phrase, names]) => [foldAccents(words(phrase).join(' ')), names])),
    categoryStems: new Map(Object.entries(data.categoryWords).map(([phrase, names]) => [words(phrase).map(stem).join(' '), names])),
    ownDeviceWords: new Set((data.ownDeviceWords ?? []).map((phrase) => foldAccents(words(phrase).join(' ')))),
    synonyms: [...data.synonyms, ...(data.englishTerms ?? [])],
    synonymWords: [...new Set(data.synonyms.flat().map((phrase) => words(phrase)).filter((w) => w.length === 1 && w[0].length >= 3).map((w) => w[0]))].map((word) => ({ word, folded: foldAccents(word) })),
    stem,
    otherForms: locale === 'de_DE' ? (word) => germanVerbForms(word, verbFormExceptions) : () => [],
    wordStems: locale === 'en_GB' ? [english] : [stem, english],
    compounds: locale === 'de_DE',
    otherSpellings: (word) => otherSpellings(word, letters),
    synonymVocabulary: new Set([...data.synonyms, ...(data.englishTerms ?? [])].flat().flatMap((phrase) => words(phrase))),
    separableParticles: new Set(data.separableParticles ?? []),
  };
}

const LANGUAGES = new Map<Locale, SearchLanguage>();

export function searchLanguage(locale: Locale): SearchLanguage {
  let language = LANGUAGES.get(locale);
  if (!language) {
    language = build(locale);
    LANGUAGES.set(locale, language);
  }
  return language;
}

/** Text as the index of `locale` holds it: words, each in its stemmed form. */
export function indexedText(locale: Locale, text: string): string {
  if (locale === 'en_GB') return text;
  const { stem } = searchLanguage(locale);
  return words(text).map(stem).join(' ');
}
