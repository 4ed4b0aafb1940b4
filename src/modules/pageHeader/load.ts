import { all, call, put } from 'redux-saga/effects';
import type { Api } from '../../shared/api/createApi';
import { DataFetchError, PageMovedError, isNotFound } from '../../shared/api/errors';
import { searchAddressOf } from '../../shared/guessedSearch';
import type { MetadataResponse, ProductResponse } from '../../shared/content/types';
import { productDetailsActions } from '../../store/productDetailsSlice';
import { metadata } from '../../store/dataSets';
import { categoryNameOf, isProductKind, productNameOf } from '../../store/pageSelectors';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { isInProductPage } from '../../store/sagas/detailsContext';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  const productName = isProductKind(page) || isInProductPage(page) ? productNameOf(page) : undefined;
  const categoryName = categoryNameOf(page);
  // '.../televisions/search?q=hdmi' reads as a product named 'search': a guessed search address of that category.
  const guessed = productName ? searchAddressOf(page.location, productName) : null;
  if (guessed) throw new PageMovedError(guessed);
  if (productName) {
    const [meta] = (yield all([
      call(function* () {
        return yield* fetchInto(metadata, () => api.productMetadata({ locale: page.locale, productName }));
      }),
      call(loadProductDetails, api, page.locale, productName),
    ])) as [MetadataResponse | null, void];
    // A product lives in one category (and under its parents): under any other, its pages are at their
    // real address, to which the visitor is sent (ADR 053), never a copy. Under a parent the canonical link
    // names the real address.
    const homes = [...(meta?.parentCategories ?? []).map((c) => c.name), meta?.data.categoryName ?? ''].map((n) =>
      n.toLowerCase(),
    );
    if (meta && categoryName && !homes.includes(categoryName.toLowerCase())) {
      const location = meta.data.categoryName ? inCategory(page, categoryName, productName, meta.data.categoryName) : null;
      yield put(metadata.actions.failed());
      if (location) throw new PageMovedError(location);
      throw new DataFetchError(metadata.name, 404, {
        error: { code: 'not_found', message: `${productName} is not in ${categoryName}` },
      });
    }
  } else if (categoryName) {
    try {
      yield* fetchInto(metadata, () => api.categoryMetadata({ locale: page.locale, categoryName }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const moved = searchAddressOf(page.location, categoryName) ?? (yield* productAddressOf(api, page, categoryName));
      if (moved) throw new PageMovedError(moved);
      throw error;
    }
  }
}

/**
 * A model number where a category goes ('/electronics/support/AO-55A80L', typed, or guessed from another
 * brand's addresses) is the product's page: the visitor is sent to its address, the rest of the path (a tab)
 * and the query kept, as for a product under another category (ADR 053). Null when no product has that name.
 */
function* productAddressOf(api: Api, page: PageState, typed: string): Generator<unknown, string | null, MetadataResponse> {
  let meta: MetadataResponse;
  try {
    meta = yield call(api.productMetadata, { locale: page.locale, productName: typed });
  } catch (error) {
    // No product either: the category's 404. A failing service is the page's failure, not a 404.
    if (isNotFound(error)) return null;
    throw error;
  }
  const { name, categoryName } = meta.data;
  if (meta.data.kind !== 'product' || !categoryName) return null;
  const segments = page.location.pathname.split('/');
  const at = segments.findIndex((s) => decodeURIComponent(s).toLowerCase() === typed.toLowerCase());
  if (at < 0) return null;
  segments.splice(at, 1, encodeURIComponent(categoryName), encodeURIComponent(name));
  return `${segments.join('/')}${page.location.search}`;
}

/**
 * The page's address with the category segment in front of the product replaced by the product's own
 * category, the rest (tab, sub-page, query) kept; null when the address does not read that way.
 */
function inCategory(page: PageState, typed: string, productName: string, category: string): string | null {
  const segments = page.location.pathname.split('/');
  // The path was matched as a route, so each segment decodes (matchRoute.ts refuses any other).
  const same = (segment: string | undefined, name: string) => segment !== undefined && decodeURIComponent(segment).toLowerCase() === name.toLowerCase();
  const at = segments.findIndex((s, i) => same(s, typed) && same(segments[i + 1], productName));
  if (at < 0) return null;
  segments[at] = encodeURIComponent(category);
  return `${segments.join('/')}${page.location.search}`;
}

/**
 * The product call (docs/behaviour.md §7) fills the product-details list. The page does not depend on it: a
 * failure only flags the list, and a product the service no longer knows is removed from it.
 */
function* loadProductDetails(api: Api, locale: string, productName: string): Saga {
  yield put(productDetailsActions.request());
  try {
    const response = (yield call(api.product, { locale, productName })) as ProductResponse;
    yield put(
      productDetailsActions.received({
        product: response.data,
        ...(response.data.name !== productName ? { removedProductName: productName } : {}),
      }),
    );
  } catch (error) {
    if (isNotFound(error)) yield put(productDetailsActions.removed(productName));
    else yield put(productDetailsActions.failed());
  }
}
