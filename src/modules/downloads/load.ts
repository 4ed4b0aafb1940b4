import { downloadFilters, downloads } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { DEFAULT_COUNTS, SETTINGS } from '../../shared/constants';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';

export const isMobile = (userAgent: string) => /Mobi|Android|iPhone/i.test(userAgent);

/** docs/behaviour.md §9: mobile or desktop top-n, or 999 when the page's search type is downloads. */
export function downloadsCount(page: PageState): number {
  if (page.searchType === 'downloads') return DEFAULT_COUNTS.downloadsAll;
  const topN = isMobile(page.userAgent) ? SETTINGS.downloadsTopNMobile : SETTINGS.downloadsTopNDesktop;
  return queryNumber(page.query, 'downloads-num', topN, DEFAULT_COUNTS.downloadsAll);
}

export function* load(page: PageState): Saga {
  const productName = productNameOf(page);
  if (!productName) return;
  const api = yield* getApi();
  const operatingSystem = queryValue(page.query, 'operating-system');
  const downloadCategory = queryValue(page.query, 'download-category');
  const num = downloadsCount(page);
  yield* fetchInto(downloadFilters, () =>
    api.downloadFilters({ locale: page.locale, productName }).then((r) => r.availableFilters),
  );
  yield* fetchPaged(
    downloads,
    { start: 0, num, productName, operatingSystem, downloadCategory, locale: page.locale },
    (start, n) =>
      api
        .downloads({ locale: page.locale, productName, operatingSystem, downloadCategory, start, num: n })
        .then((r) => r.searchResponse),
  );
}
