import { DEFAULT_COUNTS } from '../../shared/constants';
import { LoadMore } from '../shell/ui/LoadMore';
import { dateFormatter } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { MODULE_RULES, visibleWhen } from '../shell/visibility';
import { NUM_PARAM } from './constants';

const PAGES = new Set(['homeRepair', 'categoryRepair', 'productRepair']);

function NewsForAsc() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.newsForAsc);
  const fmt = dateFormatter(page.locale);
  if (set.hasError) return null;
  return (
    <section className="module news-for-asc" aria-labelledby="news-for-asc-title" id="news-for-asc">
      <h2 id="news-for-asc-title">{t('asc.newsForAsc.title')}</h2>
      {set.results.length === 0 ? (
        <p className="empty">{t('asc.newsForAsc.none')}</p>
      ) : (
        <ul className="news-list">
          {set.results.map((news) => (
            <li key={news.id}>
              <article className={`news-item news-item--${news.priority}`} aria-labelledby={`news-${news.id}`}>
                <p className="news-item__meta">
                  <span className={`news-item__priority news-item__priority--${news.priority}`}>{t(`asc.newsForAsc.priority_${news.priority}`)}</span>
                  {news.date && <time dateTime={news.date}>{fmt.format(new Date(news.date))}</time>}
                </p>
                <h3 id={`news-${news.id}`} className="news-item__title">
                  {news.title}
                </h3>
                <p className="news-item__summary">{news.snippet}</p>
                <details className="news-item__more">
                  <summary>{t('asc.newsForAsc.readMore')}</summary>
                  {news.paragraphs.map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
      <LoadMore shown={set.results.length} count={set.count} param={NUM_PARAM} step={DEFAULT_COUNTS.newsForAsc} query={page.query} />
    </section>
  );
}

/** News for service centres (docs/behaviour.md §7: FAQ-group search, article type news-for-asc-article, 100 by default). */
export const newsForAscModule: ModuleDefinition = {
  id: 'newsForAsc',
  queryParams: [NUM_PARAM, 'modelName', 'category', 'accessLevel'],
  isVisible: visibleWhen(MODULE_RULES.newsForAsc, (page) => PAGES.has(page.type)),
  Component: NewsForAsc,
  navLabel: 'asc.newsForAsc.title',
  navAnchor: 'news-for-asc',
  hasContent: (state) => state.newsForAsc.count > 0,
};
