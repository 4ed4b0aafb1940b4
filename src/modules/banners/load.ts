import { put } from 'redux-saga/effects';
import { banners, specificBanners } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { operatingSystemOf, showsBanners } from './bannerRules';

function* resetBanners(): Saga {
  yield put(banners.actions.reset());
  yield put(specificBanners.actions.reset());
}

export function* loadBanners(page: PageState): Saga {
  if (!showsBanners(page)) {
    yield* resetBanners();
    return;
  }
  const api = yield* getApi();
  const model = page.typeAlias === 'product' ? productNameOf(page) : undefined;
  const category = categoryNameOf(page);
  yield* fetchInto(banners, () => api.banners({ locale: page.locale, category, model }).then((r) => r.banners));
  // The visitor's system matters where software is offered: the product's downloads tab.
  const operatingSystem = page.type === 'productDownload' ? operatingSystemOf(page) : undefined;
  if (operatingSystem) {
    yield* fetchInto(specificBanners, () =>
      api.specificBanners({ locale: page.locale, operatingSystem }).then((r) => r.banners),
    );
  } else {
    yield put(specificBanners.actions.reset());
  }
}
