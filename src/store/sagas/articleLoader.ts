import { all, call, put } from 'redux-saga/effects';
import type { ArticleContext } from '../../shared/api/calls/details';
import type { ArticleDetailsDataResponse } from '../../shared/content/detailsTypes';
import { articleCatalog, articleDetails, relatedArticles } from '../dataSets';
import type { Saga } from '../pageModule';
import type { PageState } from '../pageSlice';
import { detailsContextOf, fetchDetails, isInProductPage, loadDetailsTrail, notForThisProduct } from './detailsContext';
import { fetchInto, getApi } from './fetchers';

/** How many related articles a details page lists. */
export const RELATED_ARTICLES = 5;

type Kind = 'article' | 'software';

/** Keeps a failure of an extra (catalogue, related articles) to its data set's hasError flag. */
function* optional(saga: () => Saga<unknown>): Saga {
  try {
    yield call(saga);
  } catch {
    /* non-critical: the section is left out */
  }
}

/**
 * Loads an article or software page (docs/behaviour.md §5: only with an articleFamilyId, else the article data
 * is cleared; query arrays reduced to their first value). The details are critical; the catalogue,
 * related articles and the breadcrumb trail are not.
 */
export function* loadArticlePage(page: PageState, kind: Kind): Saga<ArticleDetailsDataResponse['data'] | null> {
  const articleFamilyId = page.params.articleFamilyId;
  if (!articleFamilyId) {
    yield put(articleDetails.actions.reset());
    yield put(articleCatalog.actions.reset());
    yield put(relatedArticles.actions.reset());
    return null;
  }
  const api = yield* getApi();
  const params: ArticleContext = { locale: page.locale, articleFamilyId, ...detailsContextOf(page) };
  const calls =
    kind === 'article'
      ? { details: api.articleDetails, catalog: api.articleCatalog, related: api.relatedArticles }
      : { details: api.softwareDetails, catalog: api.softwareCatalog, related: api.relatedSoftware };

  yield put(articleDetails.actions.request());
  let response: ArticleDetailsDataResponse;
  try {
    response = yield* fetchDetails('articleDetails', articleFamilyId, () => calls.details(params));
  } catch (error) {
    yield put(articleDetails.actions.failed());
    throw error;
  }
  const misplaced = notForThisProduct(page, 'articleDetails', response.data.appliesToModel);
  if (misplaced) {
    yield put(articleDetails.actions.failed());
    throw misplaced;
  }
  yield put(articleDetails.actions.received(response.data));

  // Related articles stay within the product of an in-product page.
  const contextId = isInProductPage(page) ? params.model : undefined;
  const onlyProduct = response.data.relatedProducts.length === 1 ? response.data.relatedProducts[0].name : undefined;
  yield all([
    call(optional, () => fetchInto(articleCatalog, () => calls.catalog(params).then((r) => r.data))),
    call(optional, () =>
      fetchInto(relatedArticles, () => calls.related({ ...params, contextId, num: RELATED_ARTICLES }).then((r) => r.searchResponse.results)),
    ),
    call(loadDetailsTrail, page, { productName: params.model ?? onlyProduct }),
  ]);
  return response.data;
}
