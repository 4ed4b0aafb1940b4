import type { NewsResult } from '../../shared/content/hubTypes';
import { BREAKPOINTS } from '../shell/ui/imagePolicies';
import { IMAGE_SIZES } from '../../shared/constants';
import { InLanguage, useTextLang } from '../shell/ui/InLanguage';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter } from '../shell/ui/format';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { PAGE_SIZE } from './constants';

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
  // A notice in another language than the page's is marked with `lang` and says so (docs/behaviour.md §3).
  const textLang = useTextLang();
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
              <h3 className="news-list__title" lang={textLang(item.language)}>
                <SmartLink href={item.url}>{item.title}</SmartLink>
              </h3>
              <p className="news-list__summary" lang={textLang(item.language)}>
                {item.summary}
              </p>
              <InLanguage language={item.language} />
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
  Component: NewsAndAlerts,
  region: 'aside',
};
