import { createHash } from 'node:crypto';
import type { Dataset, DatasetContent } from '../Dataset';
import { rememberedModelKey, withoutModels } from './collapse';

/**
 * Characters of a result's text that grouping near-identical results compares
 * (docs/decisions/040-scannable-search-results.md): the opening of a manual, not its every page.
 */
export const KEY_TEXT = 4000;

export interface GroupedText {
  contentType: string;
  attrs: Record<string, unknown>;
  title: string;
  summary: string;
  body: string;
}

/**
 * A content row's grouping key, computed once when the catalogue is loaded: a hash of its type,
 * document type, title and the opening of its text, each without model numbers (the model
 * numbers of its products and any word that looks like one), as search/collapse.ts compares them.
 * Copies of one text for several models get one key, so a search compares one snippet per key
 * instead of one per result. Null for a row for no product: such rows are never grouped.
 *
 * `grouper()` remembers the model key of each word it meets: copies repeat the same words, and
 * a catalogue load keys every row.
 */
export function grouper(): (row: GroupedText, modelNumbers: readonly string[]) => string | null {
  const keyOf = rememberedModelKey();
  return (row, modelNumbers) => {
    if (modelNumbers.length === 0) return null;
    const documentType = typeof row.attrs.documentType === 'string' ? row.attrs.documentType : '';
    const text = (row.body || row.summary).slice(0, KEY_TEXT);
    const compared = [row.contentType, documentType, withoutModels(row.title, modelNumbers, keyOf), withoutModels(text, modelNumbers, keyOf)].join('\u0000');
    return createHash('sha1').update(compared).digest('base64url');
  };
}

/**
 * The model numbers of a content row's family, for its grouping key: those of the family's first
 * row's products, as content_products holds them.
 */
export function familyModels(dataset: Dataset): (row: DatasetContent) => string[] {
  const modelOf = new Map(dataset.products.map((p) => [p.name, p.modelNumber]));
  const byFamily = new Map<string, string[]>();
  return (row) => {
    let models = byFamily.get(row.familyId);
    if (!models) {
      models = row.productNames.flatMap((name) => modelOf.get(name) ?? []);
      byFamily.set(row.familyId, models);
    }
    return models;
  };
}
