/**
 * @jest-environment jsdom
 */
import { matchRoute } from '../../../routes/matchRoute';
import { seo } from '../../../store/dataSets';
import { initialPageState, type PageState } from '../../../store/pageSlice';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { absoluteCanonical, applyPageMeta, pageMeta } from '../../shell/app/pageMeta';
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
    location: { pathname: path, search: '', hash: '' },
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

  it('without SEO data for the page in view (kept after a failed fetch, results pages) the page is its own canonical', () => {
    expect(pageMeta(stateWith(pageAt('/electronics/support/televisions/at-65x90k'), PRODUCT))).toEqual({
      canonical: '/electronics/support/televisions/at-65x90k',
    });
    const results = pageAt(`${PRODUCT}/results`);
    expect(pageMeta(stateWith({ ...results, query: { query: 'hdmi', num: '20' } }, PRODUCT))).toEqual({ canonical: `${PRODUCT}/results?query=hdmi` });
    const notFound = stateWith(pageAt(PRODUCT), PRODUCT);
    expect(pageMeta({ ...notFound, page: { ...notFound.page, pageData: { status: 404, notFound: true } } })).toEqual(
      {},
    );
  });

  it('are made absolute with the origin', () => {
    expect(absoluteCanonical({ canonical: `${PRODUCT}/results?query=hdmi` }, 'https://support.example')).toEqual({
      canonical: `https://support.example${PRODUCT}/results?query=hdmi`,
    });
    expect(absoluteCanonical({}, 'https://support.example')).toEqual({});
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
