/**
 * @jest-environment jsdom
 */
import { matchRoute } from '../../../routes/matchRoute';
import { seo } from '../../../store/dataSets';
import { initialPageState, type PageState } from '../../../store/pageSlice';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { applyPageMeta, pageMeta } from '../../app/pageMeta';
import { seoKeyOf } from '../seoKey';

function pageAt(path: string): PageState {
  const match = matchRoute(path);
  return {
    ...initialPageState,
    type: match.type,
    typeAlias: match.typeAlias,
    searchType: match.searchType,
    params: match.params,
    locale: match.locale,
  };
}

function stateWith(page: PageState, forPath: string): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  const data = {
    title: 'AT-55X89J – Support',
    description: 'Support for the AT-55X89J.',
    canonicalUrl: '/electronics/support/televisions/at-55x89j',
    robots: 'index, follow',
    forPage: seoKeyOf(pageAt(forPath)) ?? '',
  };
  return { ...rootReducer(state, seo.actions.received(data)), page };
}

const PRODUCT = '/electronics/support/televisions/at-55x89j';

describe('the page’s meta description and canonical link', () => {
  it('come from the SEO data of the page in view, with the tab in the canonical URL', () => {
    expect(pageMeta(stateWith(pageAt(PRODUCT), PRODUCT))).toEqual({
      description: 'Support for the AT-55X89J.',
      canonical: '/electronics/support/televisions/at-55x89j',
    });
    expect(pageMeta(stateWith(pageAt(`${PRODUCT}/specifications`), PRODUCT)).canonical).toBe(
      `${PRODUCT}/specifications`,
    );
    expect(pageMeta(stateWith(pageAt(`${PRODUCT}/manuals`), PRODUCT)).canonical).toBe(`${PRODUCT}/manuals`);
  });

  it('are left out when the data was read for another page (kept after a failed fetch) or on results pages', () => {
    expect(pageMeta(stateWith(pageAt('/electronics/support/televisions/at-65x90k'), PRODUCT))).toEqual({});
    expect(pageMeta(stateWith(pageAt(`${PRODUCT}/results`), PRODUCT))).toEqual({});
    const notFound = stateWith(pageAt(PRODUCT), PRODUCT);
    expect(pageMeta({ ...notFound, page: { ...notFound.page, pageData: { status: 404, notFound: true } } })).toEqual(
      {},
    );
  });

  it('follow client navigation in the document head: added, changed and removed', () => {
    applyPageMeta(document, { description: 'First', canonical: '/a' });
    applyPageMeta(document, { description: 'Second', canonical: '/b' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Second');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('/b');
    applyPageMeta(document, {});
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
