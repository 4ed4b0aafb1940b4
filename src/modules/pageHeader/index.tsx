import { all, call, put } from 'redux-saga/effects';
import type { Api } from '../../shared/api/createApi';
import { DataFetchError, isNotFound } from '../../shared/api/errors';
import type { MetadataResponse, ProductResponse } from '../../shared/content/types';
import { productDetailsActions } from '../../store/productDetailsSlice';
import { metadata } from '../../store/dataSets';
import { categoryNameOf, isCategoryKind, isProductKind, productNameOf } from '../../store/pageSelectors';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { isInProductPage } from '../../store/sagas/detailsContext';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { ContactStrip } from '../ui/ContactStrip';
import { usePage, useAppSelector } from '../ui/hooks';
import { useT } from '../ui/useT';
import type { ModuleDefinition } from '../types';
import { ProductTabs } from './ProductTabs';
import { visibleWhen } from '../visibility';

function* load(page: PageState): Saga {
  const api = yield* getApi();
  const productName = isProductKind(page) || isInProductPage(page) ? productNameOf(page) : undefined;
  const categoryName = categoryNameOf(page);
  if (productName) {
    const [meta] = (yield all([
      call(function* () {
        return yield* fetchInto(metadata, () => api.productMetadata({ locale: page.locale, productName }));
      }),
      call(loadProductDetails, api, page.locale, productName),
    ])) as [MetadataResponse | null, void];
    // A product lives in one category (and under its parents): under any other its pages are not
    // found, not a copy of the real ones. Under a parent the canonical link names the real address.
    const homes = [...(meta?.parentCategories ?? []).map((c) => c.name), meta?.data.categoryName ?? ''].map((n) =>
      n.toLowerCase(),
    );
    if (meta && categoryName && !homes.includes(categoryName.toLowerCase())) {
      yield put(metadata.actions.failed());
      throw new DataFetchError(metadata.name, 404, {
        error: { code: 'not_found', message: `${productName} is not in ${categoryName}` },
      });
    }
  } else if (categoryName) {
    yield* fetchInto(metadata, () => api.categoryMetadata({ locale: page.locale, categoryName }));
  }
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

function PageHeader() {
  const t = useT();
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const details = useAppSelector((s) => (meta ? s.productDetails.data[meta.data.name] : undefined));
  if (!meta) return null;
  const { data, parentCategories } = meta;
  if (data.kind === 'category') {
    return (
      <header className="page-header page-header--category">
        <Breadcrumbs locale={page.locale} trail={parentCategories.slice(0, -1)} current={data.displayName} />
        <h1>{data.displayName}</h1>
        {data.description && <p className="page-header__intro">{data.description}</p>}
      </header>
    );
  }
  const categoryName = parentCategories.at(-1)?.name ?? data.categoryName ?? '';
  // The product call's details stand in for an image the metadata lacks.
  const image = data.image || details?.image;
  return (
    <>
      <header className="page-header page-header--product">
        {/* A details page inside the product shows the full trail (product > page) with its content. */}
        {!isInProductPage(page) && (
          <Breadcrumbs locale={page.locale} trail={parentCategories} current={data.modelNumber ?? data.displayName} />
        )}
        <div className="product-hero">
          {image && (
            <img className="product-hero__image" src={image} alt="" width={180} height={180} fetchPriority="high" />
          )}
          <div>
            <p className="product-hero__eyebrow">
              {t('product.model')} {data.modelNumber}
            </p>
            <h1>{data.displayName}</h1>
            {data.description && <p className="page-header__intro">{data.description}</p>}
          </div>
        </div>
        {/* docs/behaviour.md §2: on the product's first screen, not only at the bottom of the page. */}
        {!isInProductPage(page) && <ContactStrip variant="product" modelNumber={data.modelNumber ?? undefined} />}
      </header>
      <ProductTabs page={page} categoryName={categoryName} productName={data.name} />
    </>
  );
}

/** The category or product header (also above the in-product details pages): breadcrumbs, title, product tabs. */
export const pageHeaderModule: ModuleDefinition = {
  id: 'pageHeader',
  critical: true,
  queryParams: ['modelName'],
  isVisible: visibleWhen(
    { id: 'pageHeader' },
    (page) => isCategoryKind(page) || isProductKind(page) || isInProductPage(page),
  ),
  load,
  Component: PageHeader,
  // Spans both columns of the product and category hubs.
  region: 'top',
};
