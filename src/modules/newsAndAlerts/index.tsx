import { DEFAULT_COUNTS } from '../../shared/constants';
import type { NewsResult, NewsType } from '../../shared/content/hubTypes';
import { newsAndAlerts } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { BREAKPOINTS } from '../shell/ui/imagePolicies';
import { IMAGE_SIZES } from '../../shared/constants';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter } from '../shell/ui/format';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

const PAGE_SIZE = DEFAULT_COUNTS.newsAndAlerts;
const FIELDS = ['bannerImageUrl'];

/** A product shows its software updates too; a category lists news and alerts (updates are per model). */
function typesFor(page: PageState): NewsType[] | undefined {
  return productNameOf(page) ? undefined : ['news', 'alert'];
}

function* load(page: PageState): Saga {
  const contextId = productNameOf(page) ?? categoryNameOf(page);
  if (!contextId) return;
  const api = yield* getApi();
  const num = queryNumber(page.query, 'news-num', PAGE_SIZE);
  const types = typesFor(page);
  const accessLevel = queryValue(page.query, 'accessLevel');
  const base = { locale: page.locale, contextId, accessLevel, additionalFields: FIELDS };
  yield* fetchPaged(
    newsAndAlerts,
    { start: 0, num, contextId, types: types?.join(','), locale: page.locale, accessLevel },
    (start, n) =>
      // The first page of the default size is the plain call; anything else is the paginated variant.
      (start === 0 && n === PAGE_SIZE && !types
        ? api.newsAndAlerts(base)
        : api.newsAndAlertsPaged({ ...base, start, num: n, types })
      ).then((r) => r.searchResponse),
  );
}

const [phoneWidth, phoneHeight] = IMAGE_SIZES.newsAndAlerts.phone;
const [desktopWidth, desktopHeight] = IMAGE_SIZES.newsAndAlerts.desktop;

/** docs/behaviour.md §9 news image policy: a 100x66 crop on phones, 100x90 from tablets up (art-directed crops). */
function NewsImage({ item }: { item: NewsResult }) {
  if (!item.bannerImageUrl) return null;
  return (
    <picture className="news-list__image">
      <source
        media={`(min-width: ${BREAKPOINTS.tablet}px)`}
        srcSet={item.bannerImageUrl}
        width={desktopWidth}
        height={desktopHeight}
      />
      <img
        src={item.bannerImageUrlSmall ?? item.bannerImageUrl}
        width={phoneWidth}
        height={phoneHeight}
        alt=""
        loading="lazy"
        decoding="async"
        className="img-policy img-policy--newsAndAlerts"
      />
    </picture>
  );
}

function NewsAndAlerts() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.newsAndAlerts);
  if (set.results.length === 0) return null;
  const fmt = dateFormatter(page.locale);
  return (
    <section className="module news-alerts" id="newsAndAlerts" aria-labelledby="news-title">
      <h2 id="news-title">{t('hub.news.title')}</h2>
      <ul className="news-list">
        {set.results.map((item) => (
          <li key={item.id} className={`news-list__item news-list__item--${item.newsType}`}>
            <NewsImage item={item} />
            <div className="news-list__body">
              <p className="news-list__meta">
                <span className={`news-badge news-badge--${item.newsType}`}>{t(`hub.news.type_${item.newsType}`)}</span>{' '}
                <time dateTime={item.date}>{fmt.format(new Date(item.date))}</time>
              </p>
              <h3 className="news-list__title">
                <SmartLink href={item.url}>{item.title}</SmartLink>
              </h3>
              <p className="news-list__summary">{item.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore shown={set.results.length} count={set.count} param="news-num" step={PAGE_SIZE} query={page.query} />
    </section>
  );
}

/** News and alerts of the product or category: 10 by default, more with news-num. */
export const newsAndAlertsModule: ModuleDefinition = {
  id: 'newsAndAlerts',
  queryParams: ['news-num', 'accessLevel', 'modelName'],
  // News is side content: a lite frame shows the support content only.
  isVisible: visibleWhen({ id: 'newsAndAlerts', hiddenModes: 'All' }, (page) => page.type === 'product' || page.type === 'category'),
  load,
  Component: NewsAndAlerts,
  region: 'aside',
};
