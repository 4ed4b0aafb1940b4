import type { Locale } from '../../../shared/locale';
import type { ContentStore } from '../store/ContentStore';
import { looksLikeModel, modelKey } from './modelKey';
import type { QueryGroup } from './readQuery';
import type { SearchLanguage } from './searchLanguage';
import { foldAccents } from './spelling';

/**
 * What a visitor means by a query, read before it is matched:
 * - 'model': only a model number ('AT-55X89J', 'at 55x89j'): that product's own documents first;
 * - 'document': asks for a kind of per-product document ('manual', 'AWH-1000XM5 firmware'... a
 *   document word of the language): per-product documents first;
 * - 'model-help': a model number plus a problem ('AT-65Z9M no sound'): help for that product,
 *   i.e. the troubleshooting and how-to content that applies to it, even when it does not name
 *   the model;
 * - 'question' ('how do I reset my headphones') and 'topic' ('no sound', 'software update tv'):
 *   how-to and troubleshooting content above per-model documents that merely mention the words.
 * Words naming a product kind ('tv', 'kopfhörer', 'casque') steer results to that category instead
 * of having to appear in the text.
 */
export type IntentKind = 'model' | 'document' | 'model-help' | 'question' | 'topic';

export interface QueryIntent {
  kind: IntentKind;
  /** The groups that must match (model and category words left out where they steer ranking). */
  groups: QueryGroup[];
  /** Groups that only add to relevance where rows hold them. */
  optional: QueryGroup[];
  /** Category or product names whose content is listed first. */
  boostScopes: string[];
  /** Factor per content type on text relevance. */
  typeWeights: Readonly<Record<string, number>>;
  /** Products the query names by model number. */
  products: string[];
}

/**
 * Factor on the text relevance of a row in another language than the locale's: the English text of an
 * article not yet translated, which a German or French page lists too. Below 1, so the visitor's own
 * language comes first where relevance is close; a text far more relevant still leads
 * (docs/decisions/060-the-visitors-language-first.md).
 */
export const OTHER_LANGUAGE_WEIGHT = 0.4;

/** How-to and troubleshooting content: FAQ articles, notices, support videos, software articles. */
export const HELP_WEIGHTS: Readonly<Record<string, number>> = {
  'faq-article': 3,
  'quality-issue-article': 2.5,
  'oof-article': 2.5,
  // Just below FAQ articles: a video's chapters are broader than an article about one problem.
  'video-content': 2.5,
  'software-article': 2,
  software: 1.2,
};

/**
 * The help content a question or a problem is answered with: articles and videos, not the desktop
 * software downloads HELP_WEIGHTS also lifts a little (a download is a per-product document).
 */
export const HELP_TYPES: readonly string[] = Object.keys(HELP_WEIGHTS).filter((type) => type !== 'software');

/** Per-product documents: manuals, downloads, software, the product itself; help content after them. */
export const DOCUMENT_WEIGHTS: Readonly<Record<string, number>> = {
  document: 3,
  'sub-document': 3,
  download: 3,
  software: 2,
  product: 3,
  'faq-article': 0.5,
  'quality-issue-article': 0.5,
  'oof-article': 0.5,
  'video-content': 0.5,
  'software-article': 0.5,
};

/** Longest run of words read as one model number ('awf 1000 xm4'). */
const MAX_MODEL_WORDS = 3;

interface Span {
  from: number;
  to: number;
}

/** Model numbers among the groups: runs of 1-3 words whose joined key is a product's model number or alias. */
async function findModels(store: ContentStore, locale: Locale, groups: QueryGroup[], scope: string | null): Promise<{ spans: Span[]; products: string[] }> {
  const spans: Span[] = [];
  const products: string[] = [];
  for (let i = 0; i < groups.length; ) {
    let found = 0;
    for (let n = Math.min(MAX_MODEL_WORDS, groups.length - i); n >= 1 && found === 0; n -= 1) {
      const run = groups.slice(i, i + n);
      if (run.some((g) => g.synonym)) continue;
      const key = modelKey(run.flatMap((g) => g.words).join(''));
      // A digit is what tells a model number from a word ('tv', 'soundbar').
      if (!looksLikeModel(key) || !run.some((g) => /\d/.test(g.words.join('')))) continue;
      const matches = (await store.findProductsByModelKey(locale, key, 3, scope)).filter((m) => m.match !== 'prefix');
      if (matches.length === 0) continue;
      spans.push({ from: i, to: i + n });
      for (const m of matches) if (!products.includes(m.product.name)) products.push(m.product.name);
      found = n;
    }
    i += found || 1;
  }
  return { spans, products };
}

function categoryAt(groups: QueryGroup[], i: number, language: SearchLanguage): { names: readonly string[]; length: number } | null {
  // Up to three words: 'écran ordinateur portable' is a laptop's screen, where 'écran ordinateur' names the monitors.
  for (let n = Math.min(3, groups.length - i); n >= 1; n -= 1) {
    const words = groups.slice(i, i + n).flatMap((g) => g.words);
    const names = language.categoryWords.get(foldAccents(words.join(' '))) ?? language.categoryStems.get(words.map(language.stem).join(' '));
    if (names) return { names, length: n };
  }
  return null;
}

/** A product-kind word of a query: its groups ('robot vacuum' is one word of two groups) and the categories it names. */
export interface KindWord {
  groups: QueryGroup[];
  names: readonly string[];
}

/**
 * The category names the query's category words ('tv', 'kopfhörer') stand for, the groups that are not such words,
 * and the category words found.
 */
export function splitCategories(groups: QueryGroup[], language: SearchLanguage): { categories: string[]; kept: QueryGroup[]; kindWords: KindWord[] } {
  // The query's groups in order, each a kind word (with its length in groups) or a word of its own.
  const read: Array<{ kind: KindWord & { ownDevice: boolean } } | { word: QueryGroup }> = [];
  for (let i = 0; i < groups.length; ) {
    // A phrase of the synonyms table is a kind only when the phrase itself is one: 'appareil photo', which meets the
    // English 'camera' (ADR 061), still names the cameras (ADR 065 update 3).
    const phrase = groups[i].synonym && groups[i].words.length > 1;
    const category = phrase && !language.categoryWords.has(foldAccents(groups[i].words.join(' '))) ? null : categoryAt(groups, i, language);
    if (category) {
      const kindGroups = groups.slice(i, i + category.length);
      const ownDevice = language.ownDeviceWords.has(foldAccents(kindGroups.flatMap((g) => g.words).join(' ')));
      read.push({ kind: { groups: kindGroups, names: category.names, ownDevice } });
      i += category.length;
    } else {
      read.push({ word: groups[i] });
      i += 1;
    }
  }
  // Beside another kind, a computer is the visitor's own ('brancher l'appareil photo à l'ordinateur'): a word to
  // match, not a kind to steer to.
  const otherKind = read.some((r) => 'kind' in r && !r.kind.ownDevice);
  const categories: string[] = [];
  const kept: QueryGroup[] = [];
  const kindWords: KindWord[] = [];
  for (const r of read) {
    if ('word' in r) kept.push(r.word);
    else if (otherKind && r.kind.ownDevice) kept.push(...r.kind.groups);
    else {
      for (const name of r.kind.names) if (!categories.includes(name)) categories.push(name);
      kindWords.push({ groups: r.kind.groups, names: r.kind.names });
    }
  }
  return { categories, kept, kindWords };
}

/**
 * Fewest product kinds a query names for its kind words to also count where a text holds them (relatedKinds).
 * With one kind word, the texts that repeat it most are that kind's own troubleshooting articles, which then
 * outranked the how-to asked for ('software update tv': the TV's network and sound articles above the update
 * how-to; docs/decisions/064-two-product-kinds-in-one-question.md).
 */
const RELATED_KINDS = 2;

/**
 * The product-kind words of a query naming two kinds or more ('how do i connect my console to the tv', 'can i
 * play my console games on my laptop'): it asks how they go together, so a text naming them both answers it
 * better than one about either alone. They stay optional: the category boost still steers to each kind's
 * content, and a text need not name them (ADR 064). Two words of one kind ('mobile phone', 'laptop notebook',
 * 'speaker' and 'smart speaker') are one kind: their categories overlap.
 */
function relatedKinds(kindWords: readonly KindWord[], kept: QueryGroup[]): QueryGroup[] {
  // A query of kind words only ('tv') matches them already.
  if (kept.length === 0) return [];
  const kinds: Array<Set<string>> = [];
  for (const word of kindWords) {
    const same = kinds.find((kind) => word.names.some((name) => kind.has(name)));
    if (same) for (const name of word.names) same.add(name);
    else kinds.push(new Set(word.names));
  }
  return kinds.length < RELATED_KINDS ? [] : kindWords.flatMap((word) => word.groups);
}

/** Whether a group only says something is wrong: each word a symptom word or a stop word ('ne marche pas'). */
export function isSymptomGroup(group: QueryGroup, language: SearchLanguage): boolean {
  const symptom = (word: string) => language.symptomWords.has(foldAccents(word));
  return group.words.some(symptom) && group.words.every((word) => symptom(word) || language.stopwords.has(word));
}

export async function readIntent(
  store: ContentStore,
  locale: Locale,
  text: string,
  groups: QueryGroup[],
  language: SearchLanguage,
  scope: string | null,
): Promise<QueryIntent> {
  const isDocumentWord = (g: QueryGroup) => g.words.some((w) => language.documentWords.has(w));
  const isSymptom = (g: QueryGroup) => isSymptomGroup(g, language);
  const wantsDocument = groups.some(isDocumentWord);
  const { spans, products } = await findModels(store, locale, groups, scope);
  const inModel = (i: number) => spans.some((s) => i >= s.from && i < s.to);

  if (products.length > 0) {
    const rest = groups.filter((_, i) => !inModel(i));
    if (rest.length === 0) return { kind: 'model', groups, optional: [], boostScopes: products, typeWeights: DOCUMENT_WEIGHTS, products };
    // 'AWH-1000XM5 not working': help for the product, with no problem named to match; the rows naming the product,
    // help first (a symptom word alone matched every text saying "does not work", ADR 059 update 8).
    if (rest.every(isSymptom)) return { kind: 'model-help', groups: groups.filter((_, i) => inModel(i)), optional: [], boostScopes: products, typeWeights: HELP_WEIGHTS, products };
    // 'AWH-1000XM5 manual': the product's documents of that kind, matched with the model number.
    const wantsProductDocument = rest.some((g) => g.alternatives.some((a) => a.some((w) => language.productDocumentWords.has(w))));
    if (wantsProductDocument || rest.every((g) => /\d/.test(g.words.join('')))) {
      return { kind: 'document', groups, optional: [], boostScopes: products, typeWeights: DOCUMENT_WEIGHTS, products };
    }
    // Help for the product: the problem must match, the model number need not (the product's
    // FAQs rarely repeat it); the product's own content comes first.
    return { kind: 'model-help', groups: rest, optional: [], boostScopes: products, typeWeights: HELP_WEIGHTS, products };
  }

  const { categories, kept, kindWords } = splitCategories(groups, language);
  // A query of category words only ('tv') still has to match them; so does one whose other words only say something is
  // wrong ('headphones not working': the headphones' help, not every text saying "does not work"; ADR 059 update 8).
  const required = kept.length > 0 && !(categories.length > 0 && kept.every(isSymptom)) ? kept : groups.filter((g) => !isSymptom(g));
  const first = text.trim().toLowerCase().split(/\s+/)[0] ?? '';
  const question = text.trim().endsWith('?') || language.questionWords.has(first);
  const kind: IntentKind = wantsDocument ? 'document' : question ? 'question' : 'topic';
  return {
    kind,
    groups: required,
    optional: relatedKinds(kindWords, kept),
    boostScopes: categories,
    typeWeights: wantsDocument ? DOCUMENT_WEIGHTS : HELP_WEIGHTS,
    products: [],
  };
}
