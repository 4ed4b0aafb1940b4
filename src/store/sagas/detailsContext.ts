import { call, put } from 'redux-saga/effects';
import { DataFetchError, isNotFound } from '../../shared/api/errors';
import { CHANNELS, type Channel } from '../../shared/constants';
import { metadata } from '../dataSets';
import type { Saga } from '../pageModule';
import type { PageState, QueryParams } from '../pageSlice';
import { categoryNameOf, isInProductPage, productNameOf } from '../pageSelectors';
import { fetchInto, getApi } from './fetchers';

/*
 * What the details pages (download, software, article, repair document) share: the context they
 * send with their calls, and the breadcrumb trail of the plain (not in-product) variants.
 */

/** docs/behaviour.md §5: query arrays are reduced to their first element for the details calls. */
function firstOf(query: QueryParams, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

// The content service refuses longer names with a 400; such a value cannot name anything, so it is left out.
const MAX_NAME = 120;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A name-like value the content API accepts, or undefined. */
export function plausibleName(value: string | undefined, max = MAX_NAME): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : undefined;
}

export interface DetailsContext {
  model?: string;
  modelName?: string;
  category?: string;
  channel?: Channel;
  proCategory?: string;
  config?: string;
  CAFRENCH?: string;
  accessLevel?: string;
}

/** The context of docs/behaviour.md §7 "Articles / software" from the route and the query, first values only. */
export function detailsContextOf(page: PageState): DetailsContext {
  const { query } = page;
  const channel = page.params.channel ?? firstOf(query, 'channel');
  const context: DetailsContext = {
    model: plausibleName(productNameOf(page)),
    modelName: plausibleName(firstOf(query, 'modelName')),
    category: plausibleName(categoryNameOf(page)),
    channel: (CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as Channel) : undefined,
    proCategory: plausibleName(firstOf(query, 'proCategory')),
    config: plausibleName(firstOf(query, 'config'), 100),
    CAFRENCH: plausibleName(firstOf(query, 'CAFRENCH'), 20),
    accessLevel: plausibleName(firstOf(query, 'accessLevel'), 100),
  };
  return Object.fromEntries(Object.entries(context).filter(([, v]) => v !== undefined)) as DetailsContext;
}

export { isInProductPage };

/**
 * Runs a critical details fetch. An id the content service can never hold (too long, control
 * characters) or rejects as malformed is a missing page (404), not a broken one.
 */
export function* fetchDetails<T>(name: string, id: string | undefined, fetch: () => Promise<T>): Saga<T> {
  if (!plausibleName(id)) throw new DataFetchError(name, 404);
  try {
    const data: T = yield call(fetch);
    return data;
  } catch (error) {
    if (error instanceof DataFetchError && error.status === 400) throw new DataFetchError(name, 404);
    throw error;
  }
}

/** What the content itself says about where it belongs, for the breadcrumbs. */
export interface KnownPlace {
  productName?: string;
  categoryName?: string;
}

/**
 * Breadcrumbs of a plain details page: the category in the path, else the product (or category)
 * the content is for. Non-critical: without them the trail is Support > title. Never left over
 * from another page.
 */
export function* loadDetailsTrail(page: PageState, known: KnownPlace): Saga {
  if (isInProductPage(page)) return;
  const api = yield* getApi();
  const categoryName = plausibleName(page.params.categoryName) ?? (known.productName ? undefined : plausibleName(known.categoryName));
  const productName = plausibleName(known.productName);
  try {
    if (categoryName) {
      yield* fetchInto(metadata, () => api.categoryMetadata({ locale: page.locale, categoryName }));
    } else if (productName) {
      yield* fetchInto(metadata, () => api.productMetadata({ locale: page.locale, productName }));
    } else {
      yield put(metadata.actions.reset());
    }
  } catch (error) {
    // An unknown category in the path is still a missing page.
    if (page.params.categoryName && isNotFound(error)) throw error;
  }
}

/**
 * A details page inside a product page is only that product's: content for other products is not
 * found there (it has its own address), rather than served under the wrong product's header.
 */
export function notForThisProduct(page: PageState, dataName: string, appliesToModel: boolean | undefined): DataFetchError | null {
  if (!isInProductPage(page) || appliesToModel !== false) return null;
  return new DataFetchError(dataName, 404, {
    error: { code: 'not_found', message: `Not content of ${productNameOf(page) ?? 'this product'}`, parameter: 'productName' },
  });
}
