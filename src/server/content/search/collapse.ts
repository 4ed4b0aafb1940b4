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
}

/**
 * Text without model numbers, case and punctuation: what the visitor reads as "the same".
 * `keyOf` is modelKey, remembered for the words of one grouping: copies of one text repeat the
 * same words, and normalising each word again was most of what comparing them cost.
 */
function withoutModels(text: string, models: readonly string[], keyOf: (word: string) => string): string {
  const keys = new Set(models.map(keyOf));
  return text
    .toLowerCase()
    .split(/[\s,;:()/–—]+/)
    .filter((word) => {
      const key = keyOf(word);
      return key && !keys.has(key) && !looksLikeModel(key);
    })
    .join(' ');
}

/** modelKey with a memory of the words it was asked about. */
function rememberedModelKey(): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let key = known.get(word);
    if (key === undefined) {
      key = modelKey(word);
      known.set(word, key);
    }
    return key;
  };
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
 * Groups items in rank order: each group stands where its best-ranked member stood, later members
 * join it. Only items that name a model are grouped (two articles with the same title are not
 * near-identical copies of one text for different models). Deterministic for the same list.
 *
 * Titles are compared first: an item whose type and title no other item shares is alone whatever
 * its text, so its snippet is never made (most of a search's 240 compared items; making each
 * snippet was a third of what grouping cost). The groups are those of comparing collapseKey.
 */
export function collapse<T>(items: readonly T[], describe: (item: T) => Collapsible): T[][] {
  const keyOf = rememberedModelKey();
  const described = items.map((item) => ({ item, d: describe(item) }));
  const heads = described.map(({ d }) => (d.modelNumbers.length === 0 ? null : headKey(d, keyOf)));
  const sharing = new Map<string, number>();
  for (const head of heads) if (head !== null) sharing.set(head, (sharing.get(head) ?? 0) + 1);
  const groups: T[][] = [];
  const byKey = new Map<string, T[]>();
  described.forEach(({ item, d }, i) => {
    const head = heads[i];
    if (head === null || sharing.get(head) === 1) {
      groups.push([item]);
      return;
    }
    const key = `${head}\u0000${withoutModels(textOf(d), d.modelNumbers, keyOf)}`;
    const group = byKey.get(key);
    if (group) {
      group.push(item);
    } else {
      const created = [item];
      byKey.set(key, created);
      groups.push(created);
    }
  });
  return groups;
}
