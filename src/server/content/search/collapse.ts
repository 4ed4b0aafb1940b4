import { looksLikeModel, modelKey } from './modelKey';

/**
 * Near-identical results (docs/decisions/040-scannable-search-results.md): the same kind of
 * document whose title and snippet differ only by the model they are for ("Quick Start Guide –
 * ANB-P13G2", "Quick Start Guide – ANB-A13G3", the same paragraph) are one result "for N models".
 */
export interface Collapsible {
  contentType: string;
  documentType?: string;
  title: string;
  /**
   * The text compared after the title; a function when it costs something to make (a snippet of
   * the body): it is only asked for when another item has the same type and title.
   */
  snippet: string | (() => string);
  /** The model numbers the item is for (removed from its text before comparing). */
  modelNumbers: readonly string[];
  /**
   * The item's stored grouping key (search/groupKey.ts), null when it has none: items of one type
   * and title with the same key hold the same text, so one of them is compared for all.
   */
  groupKey?: string | null;
}

const WORD_SEPARATORS = /[\s,;:()/–—]+/;

/**
 * A version number ('v3.5.509', '2.0.3', 'ver.1.2', 'fw1.2.3', 'v1.2.3a', '1.2.3-beta', 'v3.5.509_eu'):
 * its key reads like a model number, but two texts that differ by one are not copies: 'Firmware
 * update v3.5.509 for AT-65X75J' and 'Firmware update v1.8.109 for AT-43X75J' are two files (ADR 040
 * update 3). Dotted numbers with a version's prefix, or with at least two dots; a decimal ('1230.5 mm')
 * is not one. A suffix starts with a letter or a separator, so no digit can be read two ways (linear).
 */
const VERSION = /^(?:(?:v|ver\.?|version|fw)\d+(?:\.\d+)+|\d+(?:\.\d+){2,})(?:[-_a-z][-_a-z0-9]*)?\.?$/;

/** Whether a word is left out as a model number: its key reads like one, and it is no version number. */
function isModelWord(key: string, word: string, modelLike: (key: string) => boolean): boolean {
  return modelLike(key) && !VERSION.test(word);
}

/**
 * Text without model numbers, case and punctuation: what the visitor reads as "the same". Version
 * numbers stay (VERSION).
 * `keyOf` is modelKey, remembered for the words of one grouping: copies of one text repeat the
 * same words, and normalising each word again was most of what comparing them cost.
 */
export function withoutModels(
  text: string,
  models: readonly string[],
  keyOf: ((word: string) => string) | RememberedModelKey,
): string {
  const keys = models.length === 0 ? null : new Set(models.map(keyOf));
  const modelLike = 'looksLikeModel' in keyOf ? keyOf.looksLikeModel : looksLikeModel;
  // A plain loop, no callback per word: a grouped search compares 240 titles this way.
  let kept = '';
  for (const word of text.toLowerCase().split(WORD_SEPARATORS)) {
    const key = keyOf(word);
    if (!key || keys?.has(key) || isModelWord(key, word, modelLike)) continue;
    kept = kept ? `${kept} ${word}` : word;
  }
  return kept;
}

/** modelKey with a memory of the words it was asked about, and looksLikeModel with one of the keys. */
export type RememberedModelKey = ((word: string) => string) & { looksLikeModel: (key: string) => boolean; remembered: () => number };

export function rememberedModelKey(): RememberedModelKey {
  const known = new Map<string, string>();
  const modelLike = new Map<string, boolean>();
  const keyOf = (word: string): string => {
    let key = known.get(word);
    if (key === undefined) {
      key = modelKey(word);
      known.set(word, key);
    }
    return key;
  };
  return Object.assign(keyOf, {
    remembered: () => known.size,
    looksLikeModel: (key: string): boolean => {
      let result = modelLike.get(key);
      if (result === undefined) {
        result = looksLikeModel(key);
        modelLike.set(key, result);
      }
      return result;
    },
  });
}

/** The keys of an item's model numbers, null when it names none. */
function keysOf(models: readonly string[], keyOf: (word: string) => string): Set<string> | null {
  if (models.length === 0) return null;
  const keys = new Set<string>();
  for (const model of models) keys.add(keyOf(model));
  return keys;
}

/**
 * withoutModels with the model keys already made (one set per item serves its title and its text),
 * and with `wordKeys`, a word's key or null when the word is left out whatever the item (no key,
 * or one like a model number): one look-up per word instead of two.
 */
function withoutKeys(text: string, keys: ReadonlySet<string> | null, wordKeys: Map<string, string | null>): string {
  let kept = '';
  for (const word of text.toLowerCase().split(WORD_SEPARATORS)) {
    const key = wordKey(word, wordKeys);
    if (key === null || keys?.has(key)) continue;
    kept = kept ? `${kept} ${word}` : word;
  }
  return kept;
}

/** A word's key, or null when the word is left out whatever the item (no key, or one like a model number); remembered in `wordKeys`. */
function wordKey(word: string, wordKeys: Map<string, string | null>): string | null {
  let key = wordKeys.get(word);
  if (key === undefined) {
    const made = modelKey(word);
    key = !made || isModelWord(made, word, looksLikeModel) ? null : made;
    wordKeys.set(word, key);
  }
  return key;
}

/** A title's words kept whatever the item, with their keys, and those words joined (titleWithoutKeys). */
interface TitleWords {
  words: string[];
  keys: string[];
  joined: string;
}

/**
 * withoutKeys of a title, its words read once per title across searches (`titles`): a title is left as its
 * kept words unless one of them is the key of the item's own model numbers, which is rare (a model number is
 * mostly left out as looking like one). Copies share their titles, and so do a search's windows.
 */
function titleWithoutKeys(title: string, keys: ReadonlySet<string> | null, wordKeys: Map<string, string | null>, titles: Map<string, TitleWords>): string {
  let known = titles.get(title);
  if (!known) {
    const words: string[] = [];
    const wordKeysOf: string[] = [];
    for (const word of title.toLowerCase().split(WORD_SEPARATORS)) {
      const key = wordKey(word, wordKeys);
      if (key === null) continue;
      words.push(word);
      wordKeysOf.push(key);
    }
    known = { words, keys: wordKeysOf, joined: words.join(' ') };
    titles.set(title, known);
  }
  if (keys === null || !known.keys.some((key) => keys.has(key))) return known.joined;
  return known.words.filter((_, i) => !keys.has(known.keys[i])).join(' ');
}

/** What an item is compared by before its text: its type, document type and title without model numbers. */
function headKey(item: Collapsible, keyOf: (word: string) => string): string {
  return `${item.contentType}\u0000${item.documentType ?? ''}\u0000${withoutModels(item.title, item.modelNumbers, keyOf)}`;
}

function textOf(item: Collapsible): string {
  return typeof item.snippet === 'function' ? item.snippet() : item.snippet;
}

export function collapseKey(item: Collapsible): string {
  return [headKey(item, modelKey), withoutModels(textOf(item), item.modelNumbers, modelKey)].join('\u0000');
}

/**
 * Each item's head (type, document type and title without model numbers; -1 for an item naming no
 * model, or a product, which is never grouped) and class: the items of one head whose stored key (or, without one,
 * the item itself) is theirs. A head all of whose items are of one class groups them without
 * comparing their texts; a head with several classes compares one text per class (its first,
 * best-ranked item's). Heads and classes are numbers: a grouped search plans 240 items, and keys
 * made of the head's text cost more than the comparing.
 */
interface Plan {
  described: Collapsible[];
  keys: Array<Set<string> | null>;
  heads: Int32Array;
  classes: Int32Array;
  /** Per head: true when it has more than one class (its items are compared by text). */
  compared: boolean[];
  wordKeys: Map<string, string | null>;
}

/**
 * The most words (and, apart, model numbers) grouping remembers across searches. A word's key depends on
 * the word only, so the memory is shared by every search of the process; past the bound it starts again
 * (a catalogue's titles and openings hold a few thousand distinct words; at 100k documents, making their
 * keys again for each search was 0.3 ms of a broad one).
 */
const REMEMBERED_WORDS = 50_000;
const WORD_KEYS = new Map<string, string | null>();
let MODEL_KEYS = rememberedModelKey();
/** The most titles whose kept words grouping remembers (titleWithoutKeys), a few hundred bytes each. */
const REMEMBERED_TITLES = 20_000;
const TITLE_WORDS = new Map<string, TitleWords>();

/** The shared memories of word keys, model keys and titles' words, each emptied first when past its bound. */
function sharedMemory(): { wordKeys: Map<string, string | null>; modelKeys: RememberedModelKey; titles: Map<string, TitleWords> } {
  if (WORD_KEYS.size > REMEMBERED_WORDS) WORD_KEYS.clear();
  if (MODEL_KEYS.remembered() > REMEMBERED_WORDS) MODEL_KEYS = rememberedModelKey();
  if (TITLE_WORDS.size > REMEMBERED_TITLES) TITLE_WORDS.clear();
  return { wordKeys: WORD_KEYS, modelKeys: MODEL_KEYS, titles: TITLE_WORDS };
}

function plan<T>(items: readonly T[], describe: (item: T) => Collapsible): Plan {
  // Words and model numbers are remembered apart: a title's words repeat across copies, and
  // one product's model number across its documents.
  const { wordKeys, modelKeys, titles } = sharedMemory();
  const described = items.map(describe);
  // A product is never grouped: its keys are not made.
  const keys = described.map((d) => (d.contentType === 'product' ? null : keysOf(d.modelNumbers, modelKeys)));
  const heads = new Int32Array(items.length).fill(-1);
  const classes = new Int32Array(items.length);
  // Heads and classes looked up in nested maps, by the parts as they are: a key made of them was a new string
  // to hash for every item (its title's words are one remembered string, whose hash V8 keeps).
  const headIds = new Map<string, Map<string, Map<string, number>>>();
  const classIds = new Map<number, Map<string, number>>();
  let nextHead = 0;
  const firstClass: number[] = [];
  const compared: boolean[] = [];
  let nextClass = 0;
  described.forEach((d, i) => {
    const itemKeys = keys[i];
    if (itemKeys === null || d.contentType === 'product') return;
    const title = titleWithoutKeys(d.title, itemKeys, wordKeys, titles);
    const byDocumentType = inner(inner(headIds, d.contentType), d.documentType ?? '');
    let headId = byDocumentType.get(title);
    if (headId === undefined) {
      headId = nextHead++;
      byDocumentType.set(title, headId);
      compared.push(false);
      firstClass.push(-1);
    }
    heads[i] = headId;
    let classId: number;
    if (d.groupKey) {
      const byKey = inner(classIds, headId);
      const known = byKey.get(d.groupKey);
      classId = known ?? nextClass++;
      if (known === undefined) byKey.set(d.groupKey, classId);
    } else {
      classId = nextClass++;
    }
    classes[i] = classId;
    if (firstClass[headId] === -1) firstClass[headId] = classId;
    else if (firstClass[headId] !== classId) compared[headId] = true;
  });
  return { described, keys, heads, classes, compared, wordKeys };
}

/** The map under `key` of a map of maps, made when first asked for. */
function inner<K, V extends Map<unknown, unknown>>(outer: Map<K, V>, key: K, make: () => V = () => new Map() as V): V {
  let found = outer.get(key);
  if (!found) {
    found = make();
    outer.set(key, found);
  }
  return found;
}

/** Grouping prepared once: which texts it needs (to read them in one call), then the groups. */
export interface PreparedCollapse<T> {
  /** The items whose text grouping asks for (at most one per class), in rank order. */
  textsNeeded: T[];
  groups(): T[][];
}

/**
 * Groups items in rank order: each group stands where its best-ranked member stood, later members
 * join it. Only items that name a model are grouped (two articles with the same title are not
 * near-identical copies of one text for different models), and never products: the 55- and 65-inch
 * models of a series share their title without model numbers and their description, but each is the
 * model a visitor may be looking for, with a page of its own. Deterministic for the same list.
 *
 * Titles are compared first: an item whose type and title no other item shares is alone whatever
 * its text, so its snippet is never made. Items with the same stored grouping key hold the same
 * text without model numbers (search/groupKey.ts), so one snippet is made per key, and none where
 * every item of a title has one key. A caller that reads texts from a store reads `textsNeeded`
 * first, in one call.
 */
export function prepareCollapse<T>(items: readonly T[], describe: (item: T) => Collapsible): PreparedCollapse<T> {
  const { described, keys, heads, classes, compared, wordKeys } = plan(items, describe);
  const asked = new Set<number>();
  const textsNeeded: T[] = [];
  items.forEach((item, i) => {
    const head = heads[i];
    if (head < 0 || !compared[head] || asked.has(classes[i])) return;
    asked.add(classes[i]);
    textsNeeded.push(item);
  });
  const groups = (): T[][] => {
    const out: T[][] = [];
    // A head compared by text groups by its text; any other head by its class.
    const byClass = new Map<number, T[]>();
    const byText = new Map<string, T[]>();
    const textOfClass = new Map<number, string>();
    const join = <K>(map: Map<K, T[]>, key: K, item: T) => {
      const group = map.get(key);
      if (group) {
        group.push(item);
      } else {
        const created = [item];
        map.set(key, created);
        out.push(created);
      }
    };
    items.forEach((item, i) => {
      const head = heads[i];
      if (head < 0) {
        out.push([item]);
        return;
      }
      const classId = classes[i];
      if (!compared[head]) {
        join(byClass, classId, item);
        return;
      }
      let text = textOfClass.get(classId);
      if (text === undefined) {
        text = withoutKeys(textOf(described[i]), keys[i], wordKeys);
        textOfClass.set(classId, text);
      }
      join(byText, `${head}\u0000${text}`, item);
    });
    return out;
  };
  return { textsNeeded, groups };
}

/** The items whose text `collapse` asks for (prepareCollapse). */
export function textsNeeded<T>(items: readonly T[], describe: (item: T) => Collapsible): T[] {
  return prepareCollapse(items, describe).textsNeeded;
}

/** The groups of items (prepareCollapse), as collapseKey compares them. */
export function collapse<T>(items: readonly T[], describe: (item: T) => Collapsible): T[][] {
  return prepareCollapse(items, describe).groups();
}
