import { randomUUID } from 'node:crypto';
import { languageOf, type Locale } from '../../../shared/locale';
import type { CategoryRecord, ContentStore, KeyMatch, PageRequest, ProductRecord, SearchHit, SearchOutcome, SearchRequest } from '../store/ContentStore';
import { groupsRequired, matchedWords, type MatchQuery, type Phrase } from './matchQuery';
import { looksLikeModel, typedModelKeys } from './modelKey';
import { words } from './tokens';
import { buildSynonymIndex, queryText, readQuery, type QueryGroup, type SynonymIndex } from './readQuery';
import { HELP_TYPES, HELP_WEIGHTS, isSymptomGroup, OTHER_LANGUAGE_WEIGHT, readIntent, splitCategories } from './queryIntent';
import { searchLanguage, type SearchLanguage } from './searchLanguage';
import { withLetterSpellings } from './letterSpellings';
import { withJoinedVerbs, withSeparatedForms } from './separableVerbs';
import { foldAccents as fold, isCorrectable, maxTypos, typoDistance } from './spelling';

export interface TextSearchRequest {
  locale: Locale;
  text: string;
  contentTypes: readonly string[] | null;
  scope: string | null;
  facet: { name: string; values: string[] } | null;
  page: PageRequest;
  /** Read only this many characters of each hit's body (SearchRequest.bodyChars). */
  bodyChars?: number;
  /** The types of the window the caller asks for next with the step this search chooses (SearchRequest.thenTypes). */
  thenTypes?: readonly string[] | null;
  /** The caller counts the chosen step's match per scope next (SearchRequest.scopeCountsNext). */
  scopeCountsNext?: boolean;
  /** False: search the words as typed, never a spelling fix ("Search instead for ..."). */
  spellingFix?: boolean;
  /**
   * The scope is a filter of a site-wide search (a results page's category or product filter):
   * rows match as they do site-wide, so the filter lists what its count said.
   */
  scopeIsFilter?: boolean;
  /**
   * The types whose matches end the search's fallback steps (all words, spelling fix, partial
   * matches): those any of the caller's lists shows, so a step that matches only rows it never lists
   * (a serial-number list) does not end the search with nothing to show. Default: `contentTypes`.
   */
  listable?: readonly string[] | null;
}

export interface TextSearchResult extends SearchOutcome {
  /** The words that matched (after spelling correction, with synonyms), for snippets. */
  terms: string[];
  /**
   * Set when the query as typed found nothing: the corrected query whose results are shown, or,
   * when nothing at all matched, the closest popular query.
   */
  didYouMean?: string;
  /** The store request whose matches are listed (without its page), for counts by product and category. */
  matched?: Omit<SearchRequest, 'page'>;
  /**
   * The match of every word, when only models held them all and the results listed are a fallback
   * ('industry-leading noise cancelling': a feature named in the headphones' descriptions, which their
   * manuals print in a sentence too common to count). The results page shows those models as its best matches.
   */
  everyWordModels?: Omit<SearchRequest, 'page'>;
}

/**
 * The language's own synonym sets (searchLanguage.ts) and those stored with the catalogue (the
 * same sets as of its build, plus any an import added), read once per store and locale. The
 * language's sets are taken from the code as stop words are, so an edit to them applies without
 * rebuilding the catalogue.
 */
const synonymCache = new WeakMap<ContentStore, Map<Locale, Promise<SynonymIndex>>>();

export function synonymsOf(store: ContentStore, locale: Locale): Promise<SynonymIndex> {
  let perLocale = synonymCache.get(store);
  if (!perLocale) {
    perLocale = new Map();
    synonymCache.set(store, perLocale);
  }
  let index = perLocale.get(locale);
  if (!index) {
    index = store.listSynonyms(locale).then((stored) => buildSynonymIndex([...searchLanguage(locale).synonyms, ...stored]));
    perLocale.set(locale, index);
  }
  return index;
}

/**
 * The groups as a match query. The last word may be a word still being typed ('batter' ->
 * battery): it is matched as a prefix unless it is a complete indexed word (a prefix costs a scan
 * of every word it starts, so complete words stay exact).
 */
function toMatch(groups: QueryGroup[], mode: MatchQuery['mode'], known: ReadonlySet<string>, language: SearchLanguage, atLeast?: number): MatchQuery {
  const last = groups.length - 1;
  const match: MatchQuery = {
    mode,
    ...(atLeast ? { atLeast } : {}),
    groups: groups.map((group, i) => {
      const alternatives = group.alternatives.flatMap((words): Phrase[] => {
        const stemmed = words.map(language.stem);
        const prefix = i === last && !group.synonym && words.length === 1 && [...words[0]].length >= 3 && (/\d/.test(words[0]) || !known.has(words[0]));
        // The index holds stemmed words (searchLanguage.ts); a word still being typed is matched
        // as typed, and as its stem in case it is complete: the index may know the word only in
        // other forms ('aktualisierung' not in any text, its stem is).
        if (prefix) return stemmed[0] === words[0] ? [{ words, prefix }] : [{ words, prefix }, { words: stemmed, prefix: false }];
        // Phrases of the synonyms table match with their words a little apart too, unless a stop
        // word holds them together: 'mise à jour' is one expression, and 'à' anywhere near 'mise'
        // and 'jour' in any order is not it.
        const near = group.synonym && words.length > 1 && !words.some((w) => language.stopwords.has(w));
        return [{ words: stemmed, prefix: false, ...(near ? { near } : {}) }];
      });
      return { alternatives: withoutRedundant(alternatives, group.words.map(language.stem)) };
    }),
    modelKey: null,
  };
  // 'kd 55x89j' and 'kd55x89j' also match the separator-free model key indexed with the content.
  const key = groups.flatMap((g) => g.words).join('');
  if (groups.length > 1 && groups.length <= 4 && looksLikeModel(key)) match.modelKey = key;
  return match;
}

/**
 * Each one-word group with the other forms of its word the index holds, whose stem differs
 * ('verbinde' also matches 'verbindet', ADR 051): a question and the symptom's article meet.
 */
function withOtherForms(groups: QueryGroup[], forms: ReadonlyMap<string, readonly string[]>, known: ReadonlySet<string>, language: SearchLanguage): QueryGroup[] {
  if (forms.size === 0) return groups;
  return groups.map((group) => {
    const candidates = group.words.length === 1 ? forms.get(group.words[0]) : undefined;
    if (!candidates?.length) return group;
    const stems = new Set(group.alternatives.map((a) => a.map(language.stem).join(' ')));
    const added: string[][] = [];
    for (const form of candidates) {
      const stem = language.stem(form);
      if (!known.has(form) || stems.has(stem)) continue;
      stems.add(stem);
      added.push([form]);
    }
    return added.length > 0 ? { ...group, alternatives: [...group.alternatives, ...added] } : group;
  });
}

/**
 * Alternatives of one group that hold another alternative word for word ('mise à jour
 * logicielle' beside 'mise à jour') match no row the shorter one does not, and would only count
 * the same words twice in relevance: rows holding the longer phrase would outrank rows holding
 * what the visitor typed. The phrase as typed (`typed`, stemmed) always stays.
 */
function withoutRedundant(alternatives: Phrase[], typed: string[]): Phrase[] {
  const key = (words: readonly string[]) => ` ${words.map(fold).join(' ')} `;
  const typedKey = key(typed);
  return alternatives.filter(
    (a) => a.prefix || key(a.words) === typedKey || !alternatives.some((b) => b !== a && !b.prefix && b.words.length < a.words.length && key(a.words).includes(key(b.words))),
  );
}

/** Rows of these types (every type when null) a step matched. */
const sumListable = (outcome: SearchOutcome, types: readonly string[] | null): number =>
  Object.entries(outcome.countsByType).reduce((n, [type, count]) => (!types || types.includes(type) ? n + count : n), 0);

/**
 * When an all-words match of a question is too thin to trust: from this many meaningful words, fewer
 * than this many help rows (textSearch's `thin`; ADR 059).
 */
const THIN_QUESTION = { words: 4, results: 3 };

/** Whether a step matched rows of a listable type (every type when null). */
const foundIn = (outcome: SearchOutcome, listable: readonly string[] | null): boolean =>
  Object.entries(outcome.countsByType).some(([type, n]) => n > 0 && (!listable || listable.includes(type)));

/**
 * Visitor text -> ranked results. Every word (or one of its synonyms) must match first; when
 * nothing does, misspelt words are replaced by the closest indexed words (did-you-mean); as a last
 * resort any word may match (bm25 still ranks rows holding more of the words first).
 */
export async function textSearch(store: ContentStore, request: TextSearchRequest): Promise<TextSearchResult> {
  const noted: { everyWordModels?: Omit<SearchRequest, 'page'> } = {};
  const result = await searchSteps(store, request, noted);
  return noted.everyWordModels ? { ...result, everyWordModels: noted.everyWordModels } : result;
}

/** textSearch's steps; `noted` is told of every-word matches found in models only. */
async function searchSteps(store: ContentStore, request: TextSearchRequest, noted: { everyWordModels?: Omit<SearchRequest, 'page'> }): Promise<TextSearchResult> {
  const language = searchLanguage(request.locale);
  const synonyms = await synonymsOf(store, request.locale);
  // Words typed without the letters a keyboard lacks, written with them where only that spelling is known (ADR 062).
  const respelled = await withLetterSpellings(store, request.locale, request.text, language);
  // A German verb and its particle at the end of the sentence read as one word ('schließe ... an': anschließen, ADR 063).
  const joined = await withJoinedVerbs(store, request.locale, respelled, language);
  const text = joined.text;
  const typed = withSeparatedForms(readQuery(text, synonyms, language.stopwords), joined.separated);
  const empty: TextSearchResult = { countsByType: {}, total: 0, hits: [], terms: [] };
  const listable = request.listable ?? request.contentTypes;
  const found = (outcome: SearchOutcome) => foundIn(outcome, listable);
  if (typed.length === 0) return empty;
  const intent = await readIntent(store, request.locale, text, typed, language, request.scope);
  const ranking = { typeWeights: intent.typeWeights, boostScopes: intent.boostScopes, otherLanguage: OTHER_LANGUAGE_WEIGHT };
  // The words typed and the other forms of each that the index may hold, looked up in one call.
  const forms = new Map(intent.groups.flatMap((g) => (!g.synonym && g.words.length === 1 ? [[g.words[0], language.otherForms(g.words[0])] as const] : [])));
  let known = await store.knownTerms(request.locale, [...typed.flatMap((g) => (g.synonym ? [] : g.words)), ...[...forms.values()].flat()]);
  const groups = withOtherForms(intent.groups, forms, known, language);
  const steered = intent.groups !== typed;

  // Searches within one product or category match boilerplate sentences too (there "setup" should
  // still find the quick start guide); site-wide searches do not. Not by type filter: the counts
  // per type must not change with the type selected.
  const boilerplate = request.scope !== null && !request.scopeIsFilter;
  // This search's own name for its steps' store requests (SearchRequest.steps).
  const stepsOf = randomUUID();
  // Every word and the kind words too: the typed words as any step matches them (the last one perhaps still being
  // typed, so a prefix), then the kind words, complete words the visitor named (ADR 065).
  const withKinds = (query: QueryGroup[]): MatchQuery => {
    const typedWords = toMatch(query, 'all', known, language);
    const kindWords = toMatch(intent.optional, 'all', known, language).groups.map((g) => ({ alternatives: g.alternatives.map((a) => ({ ...a, prefix: false })) }));
    return { ...typedWords, groups: [...typedWords.groups, ...kindWords] };
  };
  /**
   * A store request for the groups. `kindsFirst` (all-words steps only): the rows holding every word and the kind
   * words too form the first tier (ADR 065).
   */
  const run = async (query: QueryGroup[], mode: MatchQuery['mode'], atLeast?: number, page: SearchRequest['page'] = request.page, kindsFirst = false) => {
    // A word typed that has synonyms ('ton': audio, sound) also counts on its own: rows holding
    // the visitor's own word rank higher, without a manual that holds it outranking the answer.
    const own = [...intent.optional, ...query.filter((g) => g.synonym && g.words.length === 1).map((g) => ({ ...g, alternatives: [g.words] }))];
    const optional = own.length > 0 ? toMatch(own, 'any', known, language).groups.map((g) => ({ alternatives: g.alternatives.map((a) => ({ ...a, prefix: false })) })) : null;
    const match = { ...toMatch(query, mode, known, language, atLeast), ...(optional ? { optional } : {}), ...(boilerplate ? { boilerplate } : {}) };
    // With synonyms, rows holding the words as typed come first: the words themselves or the same
    // letters written apart ('wifi' as 'Wi-Fi'), before other synonyms ('wireless').
    const plain = query.map((g) => {
      if (g.words.length > 1) return g;
      const letters = fold(g.words.join(''));
      return { ...g, alternatives: [g.words, ...g.alternatives.filter((a) => a.join(' ') !== g.words.join(' ') && fold(a.join('')) === letters)] };
    });
    // Only for single words: a phrase typed ('software update') is no better a sign than its
    // synonym ('firmware') of what a row is about, and rows rarely hold the phrase word for word.
    // For help content, relevance and content type rank; a tier of rows holding the visitor's own
    // word would put a manual that happens to hold it above the article about the problem.
    const tiered = intent.kind === 'model' || intent.kind === 'document';
    const typedFirst = tiered && query.some((g) => g.synonym && g.words.length === 1);
    // A question naming two kinds ('konsole mit fernseher verbinden'): the rows whose text names both kinds as well
    // as the other words form the first tier, ahead of each kind's texts about the verb alone (ADR 065).
    const kindsTier = !typedFirst && kindsFirst && mode === 'all';
    const preferred = typedFirst ? toMatch(plain, mode, known, language, atLeast) : kindsTier ? withKinds(query) : null;
    // Snippets look for the words as typed, not their stems.
    const terms = matchedWords({ ...match, groups: query.map((g) => ({ alternatives: g.alternatives.map((words) => ({ words, prefix: false })) })) });
    // With the search's name: the requests made from it later (the 'all' window, the tabs' counts) are its steps too.
    const matched = { locale: request.locale, contentTypes: request.contentTypes, scope: request.scope, facet: request.facet, match, preferred, ranking, steps: stepsOf };
    const extra = {
      ...(request.bodyChars === undefined ? {} : { bodyChars: request.bodyChars }),
      ...(request.thenTypes === undefined ? {} : { thenTypes: request.thenTypes }),
      ...(request.scopeCountsNext ? { scopeCountsNext: true } : {}),
    };
    return { outcome: { ...(await store.search({ ...matched, page, ...extra })), matched }, terms };
  };

  // For a question or a problem, a step that finds only per-product documents (long manuals hold
  // many words) is kept in reserve: fewer words may find the article about the problem.
  const helpTypes = intent.typeWeights === HELP_WEIGHTS ? HELP_TYPES.filter((t) => !listable || listable.includes(t)) : [];
  const helpFound = (outcome: SearchOutcome) => helpTypes.length === 0 || foundIn(outcome, helpTypes);
  // A product-kind word the visitor typed ('earbuds') steers to that category: when the rows holding
  // every word are all of other kinds, they are kept in reserve too, while fewer words look there.
  // Only for the all-words steps: a partial match has already let words go, and one of them may be
  // what the answer is about ('soundbar remote buttons...': the remote control article is filed under no
  // soundbar). Counted over every listable type, so the outcome does not change with the tab selected.
  const kinds = intent.products.length === 0 ? intent.boostScopes : [];
  /** Whether some of a step's matches of these types are filed under a kind the visitor named. */
  const filedInKind = async (matched: NonNullable<TextSearchResult['matched']>, types: readonly string[] | null) =>
    Object.values(await store.countByScope({ ...matched, contentTypes: types }, kinds)).some((n) => n > 0);
  // For a question or a problem, the help must be of that kind: headphone manuals holding 'pair', 'bluetooth' and
  // 'update' beside one camera article did not answer 'my headphones wont pair with bluetooth after the update'.
  const inKind = async ({ matched }: TextSearchResult) => kinds.length === 0 || !matched || (await filedInKind(matched, helpTypes.length > 0 ? helpTypes : listable));
  // Help found is asked from two words up ('screen flickers' held together only in two firmware files' notes, while
  // 'The monitor shows "No signal" or flickers' answers it: ADR 059 update 5); the kind from three: with two, one
  // word less no longer says what the visitor asks.
  const answers = async (result: TextSearchResult, words: number) => (words < 2 || helpFound(result)) && (words < 3 || (await inKind(result)));
  let reserve: TextSearchResult | null = null;

  // A question of many words whose every word only a row or two of help hold is answered thinly: those
  // rows may hold every word by chance ('my tv remote control does not work after the firmware update'
  // found only an HDMI sound article, which names a remote, 'work' and a firmware update). They are kept
  // in reserve, and the partial steps from all but two words on (whose rows include them) rank them among
  // the rows holding nearly all the words ('The remote control does not work' holds two of four). Counted
  // over the help types, whichever tab is selected (docs/decisions/059-a-thin-answer-to-a-long-question.md).
  // Not when no help row holds every word: the steps below already look for one, from all but one word.
  const thin = (outcome: SearchOutcome, words: number) => {
    const help = helpTypes.length > 0 && words >= THIN_QUESTION.words ? sumListable(outcome, helpTypes) : 0;
    return help > 0 && help < THIN_QUESTION.results;
  };
  // An all-words step tells whether only models hold every word; a later one (the spelling fix) overrules it.
  const noteModels = (outcome: SearchOutcome & Pick<TextSearchResult, 'matched'>) => {
    if (found(outcome)) delete noted.everyWordModels;
    else if ((outcome.countsByType.product ?? 0) > 0) noted.everyWordModels = outcome.matched;
  };
  // Kind words steer site-wide only: within a product's or category's pages the page names the kind, and a kind word
  // names another device ('...between game console and soundbar' on a television's page).
  const kindNamed = kinds.length > 0 && (request.scope === null || request.scopeIsFilter === true);
  /**
   * Whether the rows a kinds tier would list first (every word and the kind words, in the page's language, filed
   * under a named kind: the stores' first tier of `preferred` with the kinds boosted) include help. A question naming
   * two kinds (their words are the intent's optional groups, ADR 064) then has those rows listed first; not when only
   * manuals name both, which would come before every article ('wie schließe ich die konsole an den fernseher an'),
   * nor for questions asking for documents (no help types). Two small reads: whether help holding every word is
   * filed under a kind, and the first of it, listed with the page's language first (ADR 065).
   */
  const helpNamesBoth = async (query: QueryGroup[]): Promise<boolean> => {
    if (intent.optional.length === 0 || helpTypes.length === 0 || !kindNamed) return false;
    const match = withKinds(query);
    const asked = { locale: request.locale, match, preferred: match, ranking, contentTypes: helpTypes, scope: request.scope, facet: request.facet };
    const [inKinds, first] = await Promise.all([filedInKind(asked, helpTypes), store.search({ ...asked, page: { start: 0, num: 1 }, bodyChars: 0 })]);
    // Filed under a kind, the preferred rows in the page's language come first: a first row in another language means none is.
    return inKinds && first.hits[0]?.language === languageOf(request.locale);
  };
  let thinStrict = false;
  /**
   * Two words that a help text or two hold only by chance, in their bodies: no title names either word ('sd card not
   * working in my camera' read 'sd card' and 'working', both held only by the firmware article's steps, "a memory
   * card" and "not working as described", while 'Memory card errors' names the card). Such an answer is kept in
   * reserve, and the rarer word alone is asked as for two words only per-product documents hold (ADR 059 update 7).
   */
  const byChance = (outcome: SearchOutcome, query: QueryGroup[]) => {
    if (query.length !== 2 || helpTypes.length === 0) return false;
    const help = sumListable(outcome, helpTypes);
    return help > 0 && help < THIN_QUESTION.results && !outcome.hits.some((hit) => helpTypes.includes(hit.contentType) && query.some((group) => titleNames(hit, group, language)));
  };
  let chancePair = false;
  const strict = await run(groups, 'all', undefined, request.page, await helpNamesBoth(groups));
  noteModels(strict.outcome);
  if (found(strict.outcome)) {
    const result = { ...strict.outcome, terms: strict.terms };
    thinStrict = thin(strict.outcome, groups.length);
    chancePair = byChance(strict.outcome, groups);
    if (!thinStrict && !chancePair && (await answers(result, groups.length))) return result;
    reserve = result;
  }

  // Rows held every word as typed (some through a prefix or a stem): nothing to correct.
  const correction = reserve || request.spellingFix === false ? null : await correctSpelling(store, request.locale, groups, known, synonyms, language);
  // Read again from the corrected text: the other forms of the words kept go with them.
  const corrected = correction ? withOtherForms(correction.groups, forms, known, language) : null;
  // A replacement is a word of the index: complete, so matched as a word (stemmed), not as a prefix.
  if (correction) known = new Set([...known, ...correction.replaced.values()]);
  // Did-you-mean repeats the visitor's text with the misspelt words replaced.
  // The visitor's words as typed (letters respelled, ADR 062), not as read: a verb joined with its particle
  // (ADR 063) would read 'wie anschließen ich den monitor'.
  const fixedText = (replaced: ReadonlyMap<string, string>) => words(respelled).map((w) => replaced.get(w) ?? w).join(' ');
  const didYouMean = correction ? fixedText(correction.replaced) : null;
  if (corrected) {
    const fixed = await run(corrected, 'all', undefined, request.page, await helpNamesBoth(corrected));
    noteModels(fixed.outcome);
    if (found(fixed.outcome)) {
      const result = { ...fixed.outcome, terms: fixed.terms, ...(didYouMean ? { didYouMean } : {}) };
      // A typo must not bring back the thin answer the words as typed would have been spared.
      thinStrict = thin(fixed.outcome, corrected.length);
      chancePair = byChance(fixed.outcome, corrected);
      if (!thinStrict && !chancePair && (await answers(result, corrected.length))) return result;
      reserve = result;
    }
  }
  // Best partial matches: rows holding all but one of the meaningful words, then all but two...
  // (within each, relevance ranks rows holding the rarer words first).
  // At most three steps down, then any one word: a long query must not cost a search per word.
  // Steps the stores match alike are run once ('at least 6 of 10' is matched as any one word,
  // matchQuery.ts); and a result in reserve is not given up for rows holding any one word, unless
  // it holds only per-product documents and one word finds help filed under the kind the visitor
  // named ('la manette de ma console se déconnecte tout le temps quand je joue': manuals holding
  // 'temps' and 'joue', and the controller article about disconnecting), or the query has two words
  // and the rarer of them finds help ('charging dock': two manuals, and the robot vacuum's article).
  // Site-wide only (kindNamed).
  const partial = corrected ?? groups;
  // Of two words, whether each only says something is wrong ('working' of 'not working', SearchLanguage.symptomWords).
  const symptom = partial.map((group) => isSymptomGroup(group, language));
  const symptomPair = partial.length === 2 && symptom[0] !== symptom[1];
  if (partial.length === 2 && (reserve ? (!helpFound(reserve) && !kindNamed) || chancePair : symptomPair)) {
    // Two words whose rows holding both are per-product documents only: the rarer word alone, when help names it in
    // its title ('screen flickers': 'The monitor shows "No signal" or flickers'). Not either word: the commoner one
    // finds help about something else ('power consumption' listed 'No picture, but there is sound' above the two
    // manuals holding both words), nor help that only mentions the word ('image stabilisation': a projector's
    // video above the cameras' manuals; ADR 059 update 5). Or two words help holds by chance (`byChance`), a kind
    // named or not: the kind still boosts the rarer word's rows.
    // Beside a word that only says something is wrong, the other word, however common; and so too when no row holds
    // both ('bluetooth not working': any one word ranked 'The remote control does not work' first, 'work' being the
    // rarer word; ADR 059 update 7).
    const sizes = symptomPair ? null : await Promise.all(partial.map(async (group) => sumListable((await run([group], 'all', undefined, { start: 0, num: 0 })).outcome, listable)));
    const rarer = sizes ? partial[sizes[0] <= sizes[1] ? 0 : 1] : partial[symptom[0] ? 1 : 0];
    const alone = await run([rarer], 'all');
    const about = alone.outcome.hits.some((hit) => helpTypes.includes(hit.contentType) && titleNames(hit, rarer, language));
    if (about) return { ...alone.outcome, terms: alone.terms };
    if (reserve) return reserve;
  }
  const candidates = [partial.length - 1, partial.length - 2, partial.length - 3].filter((k) => k >= 2);
  const steps = [...new Set([...candidates, 1].filter((k) => k < partial.length).map((k) => groupsRequired({ mode: 'any', atLeast: k }, partial.length)))];
  // A thin all-words answer: steps that still require nearly every word would hold little more; skipped
  // where a step of at least two words (and at most all but two) remains.
  const thinFrom = Math.max(2, partial.length - 2);
  const skipNearlyAll = thinStrict && steps.some((k) => k >= 2 && k <= thinFrom);
  for (const atLeast of steps) {
    if (skipNearlyAll && atLeast > thinFrom) continue;
    if (atLeast === 1 && reserve && (helpFound(reserve) || !kindNamed)) break;
    const loose = await run(partial, 'any', atLeast);
    if (!found(loose.outcome)) continue;
    if (atLeast === 1 && reserve && !(loose.outcome.matched && (await filedInKind(loose.outcome.matched, helpTypes)))) break;
    // Rows holding only some of the words may not hold a replaced word at all: a fix is announced
    // only when the results show it ('sofa' fixed to 'soft' read "stuck under the soft").
    const shown = correction ? [...correction.replaced].filter(([, fix]) => shows(loose.outcome.hits, fix, language)) : [];
    const result = { ...loose.outcome, terms: loose.terms, ...(shown.length > 0 ? { didYouMean: fixedText(new Map(shown)) } : {}) };
    if (helpFound(loose.outcome)) return result;
    reserve ??= result;
  }
  if (reserve) return reserve;
  if (steered) {
    // The words that steered ranking (a model number, a product kind) are all that matched.
    const steering = await run(typed, 'any');
    if (found(steering.outcome)) return { ...steering.outcome, terms: steering.terms };
  }
  const suggestion = await closestPopularQuery(store, request.locale, queryText(typed));
  return { ...strict.outcome, terms: strict.terms, ...(suggestion ? { didYouMean: suggestion } : {}) };
}

/** How many words' spelling fixes are asked of the store at once (correctSpelling). */
const FIXES_AT_ONCE = 3;

/**
 * Replaces each word the index does not know by its closest indexed word within the typo
 * allowance (spelling.ts); the result is read again, so a corrected word gets its synonyms.
 */
async function correctSpelling(
  store: ContentStore,
  locale: Locale,
  groups: QueryGroup[],
  known: ReadonlySet<string>,
  synonyms: SynonymIndex,
  language: SearchLanguage,
): Promise<{ groups: QueryGroup[]; replaced: Map<string, string> } | null> {
  const replaced = new Map<string, string>();
  const correctable = (group: QueryGroup) => !group.synonym && group.words.length === 1 && isCorrectable(group.words[0]) && !known.has(group.words[0]);
  // The words' fixes asked FIXES_AT_ONCE at a time: a store that answers over the network (PostgreSQL) waits once
  // for a few words, not once per word, and a query of many mistyped words holds few of its connections.
  const fixes: Array<string | null> = groups.map(() => null);
  const asked = groups.flatMap((group, i) => (correctable(group) ? [i] : []));
  for (let from = 0; from < asked.length; from += FIXES_AT_ONCE) {
    await Promise.all(
      asked.slice(from, from + FIXES_AT_ONCE).map(async (i) => {
        const word = groups[i].words[0];
        const [best] = await store.similarTerms(locale, word, 1);
        // The stem is counted only for a word that has a fix to give up.
        if (best && best !== word && !(await stemIndexed(store, locale, language.stem(word)))) fixes[i] = best;
      }),
    );
  }
  const words: string[] = [];
  groups.forEach((group, i) => {
    const fix = fixes[i];
    if (fix === null) {
      words.push(...group.words);
      return;
    }
    words.push(fix);
    replaced.set(group.words[0], fix);
  });
  return replaced.size > 0 ? { groups: readQuery(words.join(' '), synonyms, language.stopwords), replaced } : null;
}

/**
 * Whether some row holds the word in any of its forms. The vocabulary behind spelling (knownTerms)
 * holds words as the texts write them, the index their stems: French 'vide' is in no text, but 'videz'
 * is, and both are 'vid' to the index. Such a word matches as typed; "corrected" to the nearest written
 * word it became 'vidéo' ("la batterie se vidéo"). Asked only on the spelling step, for a word the
 * vocabulary lacks and that has a fix: one count by type of the rows holding the stem, none of them read.
 */
async function stemIndexed(store: ContentStore, locale: Locale, stem: string): Promise<boolean> {
  const outcome = await store.search({
    locale,
    match: { mode: 'all', groups: [{ alternatives: [{ words: [stem], prefix: false }] }], modelKey: null },
    contentTypes: null,
    scope: null,
    facet: null,
    page: { start: 0, num: 0 },
  });
  return outcome.total > 0;
}

/**
 * Whether a hit's title names one of a group's words or phrases, in any form ('flickers' for 'flicker'; 'Memory card
 * errors' for 'sd card', whose synonym 'memory card' it holds word for word).
 */
function titleNames(hit: SearchHit, group: QueryGroup, language: SearchLanguage): boolean {
  const forms = (word: string) => language.wordStems.map((stem) => fold(stem(word)));
  const inTitle = new Set(words(hit.title).flatMap(forms));
  return group.alternatives.some((phrase) => phrase.length > 0 && phrase.every((word) => forms(word).some((form) => inTitle.has(form))));
}

/** Whether a title or summary of the hits holds the word in any form (stems compared). */
function shows(hits: readonly SearchHit[], word: string, language: SearchLanguage): boolean {
  const stem = fold(language.stem(word));
  return hits.some((hit) => words(`${hit.title} ${hit.summary}`).some((w) => fold(language.stem(w)) === stem));
}

/** A popular query within the typo allowance of the whole text, for answers without any result. */
async function closestPopularQuery(store: ContentStore, locale: Locale, text: string): Promise<string | null> {
  if ([...text].length < 4) return null;
  const allowance = Math.max(maxTypos(text), Math.floor([...text].length / 5));
  let best: { query: string; distance: number } | null = null;
  for (const query of await store.popularQueries(locale, '', 200)) {
    const distance = typoDistance(text, query, allowance);
    if (distance > 0 && distance <= allowance && (!best || distance < best.distance)) best = { query, distance };
  }
  return best?.query ?? null;
}

/**
 * Products whose model number the visitor typed, separator- and case-insensitively: the whole
 * query as one key ('kd 55x89j'), then each word and adjacent pair. Exact and partial-key (series,
 * number without prefix) matches first; prefixes of the whole key only when nothing else matched.
 */
export async function bestMatches(
  store: ContentStore,
  locale: Locale,
  text: string,
  options: { scope: string | null; limit: number; alternatives: boolean },
): Promise<ProductRecord[]> {
  const { whole, keys: candidates } = typedModelKeys(text);
  const matches: KeyMatch[] = [];
  for (const key of candidates) {
    for (const m of await store.findProductsByModelKey(locale, key, options.limit, options.scope)) {
      if (m.match !== 'prefix' || key === whole) matches.push(m);
    }
  }
  const rank = { exact: 0, alias: 1, prefix: 2 } as const;
  const seen = new Set<string>();
  const exactOnly = !options.alternatives;
  const hasStrong = matches.some((m) => m.match !== 'prefix');
  return matches
    .filter((m) => (exactOnly ? m.match === 'exact' : !hasStrong || m.match !== 'prefix'))
    .sort((a, b) => rank[a.match] - rank[b.match])
    .filter((m) => (seen.has(m.product.name) ? false : (seen.add(m.product.name), true)))
    .slice(0, options.limit)
    .map((m) => m.product);
}

/** Categories offered for one query at most: a list of kinds is a search, not a choice of ten places. */
export const MAX_CATEGORIES_NAMED = 3;

/**
 * The categories a query names and nothing else but stop words ('tv', 'kopfhörer', 'casque', 'my
 * headphones'): a visitor who types a product kind is offered the place that lists those products
 * (docs/decisions/054-a-category-named-is-offered.md). None when the query holds any other word: 'tv
 * no sound' is a problem to answer, not a place to go. Categories the catalogue does not hold are left out.
 */
export async function categoriesNamed(store: ContentStore, locale: Locale, text: string): Promise<CategoryRecord[]> {
  const language = searchLanguage(locale);
  const groups = readQuery(text, await synonymsOf(store, locale), language.stopwords);
  if (groups.length === 0) return [];
  const { categories, kept } = splitCategories(groups, language);
  if (kept.length > 0) return [];
  const found = await Promise.all(categories.slice(0, MAX_CATEGORIES_NAMED).map((name) => store.getCategory(locale, name)));
  return found.filter((c): c is CategoryRecord => c !== null);
}

