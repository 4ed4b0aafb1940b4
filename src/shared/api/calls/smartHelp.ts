import type { GroupSearchResponse } from '../../content/ascTypes';
import type { SearchResult } from '../../content/types';
import type { Http, PagedParams } from './http';

export interface ArticleGroupParams extends PagedParams {
  locale: string;
  /** Article types, comma-joined on the wire (e.g. only quality-issue-article for important information). */
  type: readonly string[];
  query?: string;
  model?: string;
  category?: string;
  config?: string;
  accessLevel?: string;
  CAFRENCH?: string;
}

/**
 * The FAQ-group search variant (docs/behaviour.md §7 "FAQ search and news for ASC") for public article types:
 * smart help lists a TV's recommended articles and its important information through it.
 */
export const smartHelpCalls = ({ get }: Http) => ({
  articleGroupSearch: (p: ArticleGroupParams) =>
    get<GroupSearchResponse<SearchResult>>('articleGroupSearch', '/faqs/group/search', {
      query: p.query,
      locale: p.locale,
      type: p.type.join(','),
      start: p.start,
      num: p.num,
      model: p.model,
      category: p.category,
      config: p.config,
      accessLevel: p.accessLevel,
      CAFRENCH: p.CAFRENCH,
    }),
});
