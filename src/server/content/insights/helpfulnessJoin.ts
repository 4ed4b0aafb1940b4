import type { FeedbackContentRef } from '../../../shared/content/feedbackTypes';
import type { SearchInsightRow, SearchInsightsResponse } from '../../../shared/content/searchInsightsTypes';
import { MAX_HELPFULNESS_ITEMS } from '../store/FeedbackRecords';
import type { WriteStore } from '../store/WriteStore';

/*
 * "Did this help?" joins the search insights (ADR 027, ADR 028): a query's helpfulness is the yes and
 * no answers given on the articles, software pages and downloads opened from its results. The opened
 * paths name the item ('/de/electronics/support/televisions/at-65z9m/articles/00100004').
 */
const ITEM_PATH = /\/(articles|software|downloads)\/([^/?#]+)\/?$/;
const KIND_OF_SEGMENT: Readonly<Record<string, FeedbackContentRef['kind']>> = { articles: 'article', software: 'software', downloads: 'download' };

/** The rated item a site path shows, if it is one. */
export function contentRefOfPath(path: string): FeedbackContentRef | null {
  const match = ITEM_PATH.exec(path);
  if (!match) return null;
  return { kind: KIND_OF_SEGMENT[match[1]], id: decodeURIComponent(match[2]) };
}

const keyOf = (ref: FeedbackContentRef) => `${ref.kind}:${ref.id}`;

/** The response with each row's helpfulness filled from the feedback store (null where nothing opened was rated). */
export async function withHelpfulness(response: SearchInsightsResponse, writes: WriteStore): Promise<SearchInsightsResponse> {
  const lists = [response.topQueries, response.zeroResultQueries, response.unopenedQueries];
  const refs = new Map<string, FeedbackContentRef>();
  for (const row of lists.flat()) {
    for (const opened of row.opened) {
      const ref = contentRefOfPath(opened.path);
      if (ref) refs.set(keyOf(ref), ref);
    }
  }
  if (refs.size === 0) return response;
  const rated = new Map((await writes.helpfulnessOf([...refs.values()].slice(0, MAX_HELPFULNESS_ITEMS))).map((h) => [keyOf(h), h]));
  const join = (row: SearchInsightRow): SearchInsightRow => {
    let helpful = 0;
    let notHelpful = 0;
    for (const opened of row.opened) {
      const ref = contentRefOfPath(opened.path);
      const figures = ref ? rated.get(keyOf(ref)) : undefined;
      if (figures) {
        helpful += figures.yes;
        notHelpful += figures.no;
      }
    }
    return { ...row, helpfulness: helpful + notHelpful > 0 ? { helpful, notHelpful } : null };
  };
  return {
    ...response,
    topQueries: response.topQueries.map(join),
    zeroResultQueries: response.zeroResultQueries.map(join),
    unopenedQueries: response.unopenedQueries.map(join),
  };
}
