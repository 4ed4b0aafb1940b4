import { LOCALES } from '../../../shared/locale';
import { searchLanguage, type SearchLanguage } from './searchLanguage';
import { MAX_QUERY_TOKENS, queryTerms, words } from './tokens';

/**
 * Where in a manual a search matched: the page that holds the visitor's phrase (or most of the
 * matched words), an excerpt of that page and the spans of the excerpt to highlight
 * (docs/decisions/030-search-inside-manuals.md). The same on every store: the stores only hand
 * over the page texts.
 */
export interface PageMatch {
  /** 1 for the first page. */
  page: number;
  snippet: string;
  /** [start, end) offsets into the snippet of the words that matched. */
  highlights: Array<[number, number]>;
}

/** Content types whose PDF is read page by page (pdfText/documentPages.ts) and searched by its text. */
export const PAGED_CONTENT_TYPES: ReadonlySet<string> = new Set(['document', 'sub-document']);

const LENGTH = 200;
const LETTER = String.raw`[\p{L}\p{N}]`;

/** One character lower case without accents, or as it is when that would change its length. */
const foldedChars = new Map<string, string>();
function foldChar(ch: string): string {
  let result = foldedChars.get(ch);
  if (result === undefined) {
    const folded = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    result = folded.length === ch.length ? folded : ch;
    // Texts use few distinct letters beyond ASCII; a bound keeps odd input from growing it.
    if (foldedChars.size < 4096) foldedChars.set(ch, result);
  }
  return result;
}

/**
 * Lower case without accents, one output character per input character so offsets carry over.
 * Runs of ASCII are lowered whole: folding every character of every page on its own was the
 * largest cost of a manual search in JavaScript (docs/decisions/036-search-latency-at-scale.md).
 */
function fold(text: string): string {
  return text.replace(/[A-Z]+|[^\x00-\x7f]/gu, (run) => (run.charCodeAt(0) < 0x80 ? run.toLowerCase() : foldChar(run)));
}

/**
 * Pages folded lately: the same manuals come back for the same and similar queries (their page
 * texts are kept by the search answer cache, ADR 036), and a page is folded the same way each time.
 */
const foldedPages = new Map<string, string>();
// A few megabytes at most: a page is a few kilobytes, kept with its folded copy.
const FOLDED_PAGES = 500;

function foldPage(text: string): string {
  let folded = foldedPages.get(text);
  if (folded === undefined) {
    folded = fold(text);
    if (foldedPages.size >= FOLDED_PAGES) foldedPages.clear();
    foldedPages.set(text, folded);
  }
  return folded;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of a word that finds it in running text, folded: the rest may differ (wordPattern). */
function wordStart(word: string): string {
  const letters = [...fold(word)];
  const keep = letters.length <= 4 ? letters.length : Math.max(4, letters.length - 3);
  return letters.slice(0, keep).join('');
}

/**
 * A word as found in running text: its start, then the rest of a longer form ('update' finds
 * 'updates', 'charging' finds 'charge'), as the index matches stems. A word of one or two letters
 * only as itself, its plural ('TVs') or the start of a model number ('UE55TU7100'), a letter alone only as
 * itself: 'wi' of the synonym 'Wi-Fi' marked 'wird' and 'wie' in German texts.
 */
function wordPattern(word: string): string {
  const start = escape(wordStart(word));
  const length = [...fold(word)].length;
  // A letter alone ('à', 'a') only as itself. Two letters may be followed by digits: a model number's prefix
  // typed apart ('ue 55tu7100') marks the number written together.
  if (length === 1) return `(?<!${LETTER})${start}(?!${LETTER})`;
  return length === 2 ? `(?<!${LETTER})${start}(?:s|\\p{N}${LETTER}*)?(?!${LETTER})` : `(?<!${LETTER})${start}${LETTER}*`;
}

interface Found {
  start: number;
  end: number;
}

/**
 * A pattern and a plain string every match of it holds: a text without that string is not
 * searched with the (Unicode-aware, much slower) pattern. Most pages of a matched manual hold
 * none of the query's words.
 */
interface Pattern {
  re: RegExp;
  literal: string;
  /** Whether a match (folded) is a form of the word; all matches are when absent. */
  accepts?: (found: string) => boolean;
}

/** What a highlight needs of a language: the words it never marks, and the stemmers that tell a word's forms. */
export type MarkLanguage = Pick<SearchLanguage, 'stopwords' | 'wordStems' | 'compounds'>;

/** The shortest rest of a compound that starts with a typed word ('Akku' + 'pflege'; not 'Ton' + 'ne'). */
const COMPOUND_REST = 4;

/**
 * A word of three or four letters finds any longer word starting with it (wordPattern), which for
 * so short a start is often another word: 'son' (sound) in 'sont' (are) and 'sonore', 'app' in
 * 'appears'. Such a match is kept only when it is the word, or a form of it by one of the
 * language's stemmers ('sons', 'sonne'; 'settings' for 'set'), or in German a compound it starts
 * ('Akkulaufzeit' for 'akku'), and never when it is a word the search leaves out. Longer words keep all their matches: a start of five letters or more is
 * rarely another word, and a stemmer would miss forms the search matches (German verb forms).
 * Words with digits are model numbers, whose series ('x89') marks the models ('X89J').
 */
function shortWordCheck(word: string, language: MarkLanguage): Pattern['accepts'] {
  const folded = fold(word);
  const length = [...folded].length;
  if (length < 3 || length > 4 || /\p{N}/u.test(folded)) return undefined;
  const stems = language.wordStems.map((stem) => stem(folded));
  const compound = (found: string) => language.compounds && found.startsWith(folded) && [...found].length - length >= COMPOUND_REST;
  return (found) => found === folded || (!language.stopwords.has(found) && (compound(found) || language.wordStems.some((stem, i) => stem(found) === stems[i])));
}

function patternOf(words: readonly string[], language?: MarkLanguage): Pattern {
  const accepts = language && words.length === 1 ? shortWordCheck(words[0], language) : undefined;
  return { re: new RegExp(words.map(wordPattern).join(String.raw`[^\p{L}\p{N}]+`), 'gu'), literal: wordStart(words[0]), ...(accepts ? { accepts } : {}) };
}

/**
 * The patterns of a query's words and the words it matched (`terms`), those of the last query
 * asked kept: a results page marks its titles and snippets and searches its manuals for one query,
 * 10-30 texts. (matchAll works on a copy of a pattern, so sharing one is safe.)
 */
let lastTermPatterns: { key: string; language: MarkLanguage; patterns: Pattern[] } | null = null;

/**
 * A typed word the search leaves out (the locale's stop words, src/shared/content/searchLanguage/*.json) is not
 * marked: 'pas de son' marks 'son', not every 'de' and 'pas' of a French text. The search handler gives its locale's
 * language (searchLanguage.ts); without a locale, the stop words and stemmers of every locale.
 */
const ANY_LANGUAGE: MarkLanguage = {
  stopwords: new Set(LOCALES.flatMap((locale) => [...searchLanguage(locale).stopwords])),
  wordStems: [...new Set(LOCALES.flatMap((locale) => searchLanguage(locale).wordStems))],
  compounds: LOCALES.some((locale) => searchLanguage(locale).compounds),
};
function termPatternsOf(query: string, terms: readonly string[], language: MarkLanguage): Pattern[] {
  const key = [query, ...terms].join('\u0000');
  if (lastTermPatterns?.key !== key || lastTermPatterns.language !== language) {
    // The words typed, less those no search matches on; the words the search matched as they are (a phrase's
    // small words included: 'mise à jour').
    const typed = queryTerms(query).filter((t) => !language.stopwords.has(t));
    // A phrase the search matched is marked where its words stand together, small words included ('mise à jour').
    const phrases = terms.map((t) => words(t)).filter((w) => w.length > 0);
    const marked = new Map<string, readonly string[]>([...typed.map((t): [string, string[]] => [t, [t]]), ...phrases.map((w): [string, string[]] => [w.join(' '), w])]);
    lastTermPatterns = { key, language, patterns: [...marked.values()].map((w) => patternOf(w, language)) };
  }
  return lastTermPatterns.patterns;
}

function findAll(folded: string, pattern: Pattern): Found[] {
  if (!folded.includes(pattern.literal)) return [];
  const found: Found[] = [];
  for (const m of folded.matchAll(pattern.re)) if (!pattern.accepts || pattern.accepts(m[0])) found.push({ start: m.index, end: m.index + m[0].length });
  return found;
}

/**
 * The best page of a manual for a query: the first page holding the query's words as a phrase,
 * else the page holding most of the matched words (`terms`, with their synonyms), earliest first.
 * Null when no page holds any of them.
 */
export function bestPage(pages: readonly string[], query: string, terms: readonly string[], language: MarkLanguage = ANY_LANGUAGE): PageMatch | null {
  // The phrase as typed, small words included ('lissage des mouvements'); the words that count on their
  // own leave those out.
  const phraseWords = words(query).slice(0, MAX_QUERY_TOKENS);
  const phrase = phraseWords.length > 1 ? patternOf(phraseWords) : null;
  const termPatterns = termPatternsOf(query, terms, language);
  if (termPatterns.length === 0) return null;

  let best: { page: number; score: number; spans: Found[] } | null = null;
  for (const [i, text] of pages.entries()) {
    const folded = foldPage(text);
    const phraseSpans = phrase ? findAll(folded, phrase) : [];
    const perTerm = termPatterns.map((p) => findAll(folded, p));
    const distinct = perTerm.filter((spans) => spans.length > 0).length;
    if (distinct === 0) continue;
    const occurrences = perTerm.reduce((n, spans) => n + spans.length, 0);
    const score = (phraseSpans.length > 0 ? 1_000_000 : 0) + distinct * 1000 + Math.min(occurrences, 999);
    if (!best || score > best.score) {
      best = { page: i + 1, score, spans: phraseSpans.length > 0 ? phraseSpans : perTerm.flat().sort((a, b) => a.start - b.start) };
    }
  }
  if (!best) return null;
  return { page: best.page, ...excerpt(pages[best.page - 1], best.spans) };
}

/** About LENGTH characters around the first match, cut at spaces, with the matches inside it. */
function excerpt(text: string, spans: Found[]): { snippet: string; highlights: Array<[number, number]> } {
  const at = spans[0]?.start ?? 0;
  let start = Math.max(0, at - 60);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, Math.max(start + LENGTH, spans[0]?.end ?? 0));
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (spans[0]?.end ?? start)) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const snippet = `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const highlights = spans
    .filter((s) => s.start >= start && s.end <= end)
    .map((s): [number, number] => [s.start - start + prefix.length, s.end - start + prefix.length]);
  return { snippet, highlights };
}

/**
 * The spans of a title or snippet that hold the query's words (`terms`: the words the search
 * matched after spelling fixes and synonyms), sorted and merged so they never overlap. The page
 * marks them as text (React escapes it), so a query holding markup is never markup in the page.
 */
export function matchSpans(text: string, query: string, terms: readonly string[], language: MarkLanguage = ANY_LANGUAGE): Array<[number, number]> {
  if (!text) return [];
  const patterns = termPatternsOf(query, terms, language);
  const folded = fold(text);
  const spans = patterns.flatMap((p) => findAll(folded, p)).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<[number, number]> = [];
  for (const { start, end } of spans) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
