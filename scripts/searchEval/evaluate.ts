import type { OrganicSearchResponse } from '../../src/shared/content/types';
import { scoreQuery, type EvalLocale, type JudgedQuery, type QueryScore, type ShownItem } from './score';

const modelKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What the search page shows for a response: best-match products first, then the ranked results. */
export function shownItems(body: OrganicSearchResponse): ShownItem[] {
  return [
    ...body.searchResponse.bestMatches.map((p) => ({ id: `product:${p.name}`, modelKeys: [modelKey(p.modelNumber)] })),
    ...body.searchResponse.results.map((r) => ({
      id: r.contentType === 'product' ? `product:${r.id}` : r.id,
      modelKeys: (r.modelNames ?? []).map(modelKey),
    })),
  ];
}

/** Runs every judged query through `search` (one at a time: the figures are about ranking, not load). */
export async function evaluate(
  queries: JudgedQuery[],
  search: (locale: EvalLocale, query: string) => Promise<OrganicSearchResponse>,
): Promise<QueryScore[]> {
  const scores: QueryScore[] = [];
  for (const judged of queries) scores.push(scoreQuery(judged, shownItems(await search(judged.locale, judged.query))));
  return scores;
}
