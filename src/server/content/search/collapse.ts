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
  snippet: string;
  /** The model numbers the item is for (removed from its text before comparing). */
  modelNumbers: readonly string[];
}

/** Text without model numbers, case and punctuation: what the visitor reads as "the same". */
function withoutModels(text: string, models: readonly string[]): string {
  const keys = new Set(models.map(modelKey));
  return text
    .toLowerCase()
    .split(/[\s,;:()/–—]+/)
    .filter((word) => {
      const key = modelKey(word);
      return key && !keys.has(key) && !looksLikeModel(key);
    })
    .join(' ');
}

export function collapseKey(item: Collapsible): string {
  return [item.contentType, item.documentType ?? '', withoutModels(item.title, item.modelNumbers), withoutModels(item.snippet, item.modelNumbers)].join('\u0000');
}

/**
 * Groups items in rank order: each group stands where its best-ranked member stood, later members
 * join it. Only items that name a model are grouped (two articles with the same title are not
 * near-identical copies of one text for different models). Deterministic for the same list.
 */
export function collapse<T>(items: readonly T[], describe: (item: T) => Collapsible): T[][] {
  const groups: T[][] = [];
  const byKey = new Map<string, T[]>();
  for (const item of items) {
    const d = describe(item);
    if (d.modelNumbers.length === 0) {
      groups.push([item]);
      continue;
    }
    const key = collapseKey(d);
    const group = byKey.get(key);
    if (group) {
      group.push(item);
    } else {
      const created = [item];
      byKey.set(key, created);
      groups.push(created);
    }
  }
  return groups;
}
