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
 * Text without model numbers, case and punctuation: what the visitor reads as "the same".
 * `keyOf` is modelKey, remembered for the words of one grouping: copies of one text repeat the
 * same words, and normalising each word again was most of what comparing them cost.
 */
export function withoutModels(text: string, models: readonly string[], keyOf: ((word: string) => string) | RememberedModelKey): string {
  const keys = models.length === 0 ? null : new Set(models.map(keyOf));
  const modelLike = 'looksLikeModel' in keyOf ? keyOf.looksLikeModel : looksLikeModel;
  // A plain loop, no callback per word: a grouped search compares 240 titles this way.
  let kept = '';
  for (const word of text.toLowerCase().split(WORD_SEPARATORS)) {
    const key = keyOf(word);
    if (!key || keys?.has(key) || modelLike(key)) continue;
    kept = kept ? `${kept} ${word}` : word;
  }
  return kept;
}

/** modelKey with a memory of the words it was asked about, and looksLikeModel with one of the keys. */
export type RememberedModelKey = ((word: string) => string) & { looksLikeModel: (key: string) => boolean };

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

/** What an item is compared by before its text: its type, document type and title without model numbers. */
function headKey(item: Collapsible, keyOf: (word: string) => string): string {
  return [item.contentType, item.documentType ?? '', withoutModels(item.title, item.modelNumbers, keyOf)].join('\u0000');
}

function textOf(item: Collapsible): string {
  return typeof item.snippet === 'function' ? item.snippet() : item.snippet;
}

export function collapseKey(item: Collapsible): string {
  return [headKey(item, modelKey), withoutModels(textOf(item), item.modelNumbers, modelKey)].join('\u0000');
}

/**
 * The items of one head whose stored key (or, without one, the item itself) is theirs: a class.
 * A head all of whose items are of one class groups them without comparing their texts; a head
 * with several classes compares one text per class (its first, best-ranked item's).
 */
interface Plan<T> {
  described: Array<{ item: T; d: Collapsible }>;
  heads: Array<string | null>;
  classes: string[];
  /** Heads with more than one class: their items are compared by text. */
  compared: Set<string>;
  keyOf: (word: string) => string;
}

function plan<T>(items: readonly T[], describe: (item: T) => Collapsible): Plan<T> {
  const keyOf = rememberedModelKey();
  const described = items.map((item) => ({ item, d: describe(item) }));
  const heads = described.map(({ d }) => (d.modelNumbers.length === 0 ? null : headKey(d, keyOf)));
  const classes = described.map(({ d }, i) => `${heads[i]}\u0000${d.groupKey ? `k${d.groupKey}` : `#${i}`}`);
  const classesOf = new Map<string, Set<string>>();
  heads.forEach((head, i) => {
    if (head === null) return;
    const seen = classesOf.get(head) ?? new Set<string>();
    seen.add(classes[i]);
    classesOf.set(head, seen);
  });
  const compared = new Set([...classesOf].filter(([, seen]) => seen.size > 1).map(([head]) => head));
  return { described, heads, classes, compared, keyOf };
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
 * near-identical copies of one text for different models). Deterministic for the same list.
 *
 * Titles are compared first: an item whose type and title no other item shares is alone whatever
 * its text, so its snippet is never made. Items with the same stored grouping key hold the same
 * text without model numbers (search/groupKey.ts), so one snippet is made per key, and none where
 * every item of a title has one key. A caller that reads texts from a store reads `textsNeeded`
 * first, in one call.
 */
export function prepareCollapse<T>(items: readonly T[], describe: (item: T) => Collapsible): PreparedCollapse<T> {
  const { described, heads, classes, compared, keyOf } = plan(items, describe);
  const asked = new Set<string>();
  const textsNeeded = described.flatMap(({ item }, i) => {
    const head = heads[i];
    if (head === null || !compared.has(head) || asked.has(classes[i])) return [];
    asked.add(classes[i]);
    return [item];
  });
  const groups = (): T[][] => {
    const out: T[][] = [];
    const byKey = new Map<string, T[]>();
    const textOfClass = new Map<string, string>();
    described.forEach(({ item, d }, i) => {
      const head = heads[i];
      if (head === null) {
        out.push([item]);
        return;
      }
      let key = classes[i];
      if (compared.has(head)) {
        let text = textOfClass.get(key);
        if (text === undefined) {
          text = withoutModels(textOf(d), d.modelNumbers, keyOf);
          textOfClass.set(key, text);
        }
        key = `${head}\u0000${text}`;
      }
      const group = byKey.get(key);
      if (group) {
        group.push(item);
      } else {
        const created = [item];
        byKey.set(key, created);
        out.push(created);
      }
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
