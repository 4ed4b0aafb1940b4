import { faqSearch } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { DEFAULT_COUNTS, SITE_SEARCH_CONFIG } from '../../shared/constants';
import { CONTENT_TYPES_BY_SEARCH_TYPE } from '../../shared/content/types';
import { productUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

const PAGE_SIZE = DEFAULT_COUNTS.faq;

function* load(page: PageState): Saga {
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
    countryFilter: /^[A-Za-z]{2}$/.test(queryValue(page.query, 'country') ?? '') ? queryValue(page.query, 'country') : undefined,
  };
  yield* fetchPaged(faqSearch, { start: 0, num, model, category, locale: page.locale }, (start, n) =>
    api.faqSearch({ ...params, start, num: n }).then((r) => r.searchResponse),
  );
}

function Faqs() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.faqSearch);
  const isTab = page.type === 'productFaq';
  if (!isTab && set.count === 0) return null;
  return (
    <section className="module faqs" aria-labelledby="faqs-title" id="faqs">
      <h2 id="faqs-title">{t('faqs.title')}</h2>
      {set.results.length === 0 ? (
        <p className="empty">{t('faqs.none')}</p>
      ) : (
        <ul className="faq-list">
          {set.results.map((f) => (
            <li key={f.id}>
              <SmartLink href={f.url} className="faq-list__link">
                {f.title}
              </SmartLink>
              {f.snippet && <p className="faq-list__snippet">{f.snippet}</p>}
            </li>
          ))}
        </ul>
      )}
      {isTab ? (
        <LoadMore shown={set.results.length} count={set.count} param="num" step={PAGE_SIZE} query={page.query} />
      ) : (
        set.count > set.results.length && (
          <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productNameOf(page) ?? '', 'faqs')} className="link-more">
            {t('common.viewAll')} ({set.count})
          </SmartLink>
        )
      )}
    </section>
  );
}

/** The product's FAQs (10 by default; num pages through them on the FAQ tab). */
export const faqsModule: ModuleDefinition = {
  id: 'faqs',
  queryParams: ['num', 'accessLevel', 'modelName', 'country'],
  isVisible: visibleWhen({ id: 'faqs' }, (page) => page.type === 'product' || page.type === 'productFaq'),
  load,
  Component: Faqs,
  navLabel: 'faqs.title',
  hasContent: (state) => state.faqSearch.count > 0,
};
