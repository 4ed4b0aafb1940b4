import { initialPageState, type PageState } from '../../../store/pageSlice';
import { facetScopeOf, listsEverything, ownScopeOf, searchTypeOf } from '../constants';

/** A site-wide results page with the given address query (values as the router keeps them: lists of strings). */
const results = (query: Record<string, string>, params: Record<string, string> = {}): PageState => ({
  ...initialPageState,
  type: 'homeResults',
  typeAlias: params.categoryName ? 'categoryResults' : 'homeResults',
  params,
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])),
});

describe('what a results page lists, read from its address', () => {
  it('reads the type filters as the search is sent them, without values the call refuses', () => {
    // 'product' among unknown values still asks for the models (the search is sent 'product').
    expect(searchTypeOf(results({ query: 'x', contentTypeFilter: 'product,bogus' }))).toBe('model-details');
    // An unknown type filter narrows nothing: the page lists everything, and says so when it finds nothing.
    expect(listsEverything(results({ query: 'x', contentTypeFilter: 'bogus' }))).toBe(true);
    expect(listsEverything(results({ query: 'x', contentTypeFilter: 'faq-article' }))).toBe(false);
  });

  it('reads category as a filter of site-wide results and product as a filter of a category', () => {
    expect(ownScopeOf(results({ query: 'x', category: 'cameras' }))).toBeUndefined();
    expect(facetScopeOf(results({ query: 'x', category: 'cameras' }))).toEqual({ category: 'cameras' });
    const category = results({ query: 'x', product: 'at-55x90k', category: 'audio' }, { categoryName: 'televisions' });
    expect(ownScopeOf(category)).toBe('televisions');
    expect(facetScopeOf(category)).toEqual({ product: 'at-55x90k' });
  });
});
