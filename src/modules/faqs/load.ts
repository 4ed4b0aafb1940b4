import { faqSearch } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { SITE_SEARCH_CONFIG } from '../../shared/constants';
import { CONTENT_TYPES_BY_SEARCH_TYPE } from '../../shared/content/types';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { PAGE_SIZE } from './constants';

export function* load(page: PageState): Saga {
  const model = productNameOf(page);
  if (!model) return;
  const api = yield* getApi();
  const num = page.type === 'productFaq' ? queryNumber(page.query, 'num', PAGE_SIZE) : PAGE_SIZE;
  const category = categoryNameOf(page);
  const accessLevel = queryValue(page.query, 'accessLevel');
  // docs/behaviour.md §7 FAQ search: the FAQ types, the product as context, the site's configuration and country.
  const params = {
    locale: page.locale,
    model,
    category,
    accessLevel,
    type: CONTENT_TYPES_BY_SEARCH_TYPE.faqs.join(','),
    contextId: model,
    config: SITE_SEARCH_CONFIG,
    // Only a country code: anything else in the address must not make the FAQ call fail.
    countryFilter: /^[A-Za-z]{2}$/.test(queryValue(page.query, 'country') ?? '')
      ? queryValue(page.query, 'country')
      : undefined,
  };
  yield* fetchPaged(faqSearch, { start: 0, num, model, category, locale: page.locale }, (start, n) =>
    api.faqSearch({ ...params, start, num: n }).then((r) => r.searchResponse),
  );
}
