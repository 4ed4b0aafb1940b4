import { useLocation } from 'react-router-dom';
import { SiteLink } from './SiteLink';
import { MAX_LIST_ITEMS } from '../../../shared/constants';
import type { QueryParams } from '../../../store/pageSlice';
import { hrefWithQuery } from './queryLinks';
import { useT } from './useT';

interface Props {
  shown: number;
  count: number;
  /** The module's own page-size parameter, e.g. 'models-num'. */
  param: string;
  step: number;
  query: QueryParams;
}

/**
 * Load more is a link that raises the module's own `*-num` parameter: crawlable, shareable, and on
 * client navigation only this module reloads, fetching just the missing items (docs/behaviour.md §4).
 */
export function LoadMore({ shown, count, param, step, query }: Props) {
  const t = useT();
  const location = useLocation();
  // A list holds at most MAX_LIST_ITEMS: past that a narrower search is the way on.
  if (shown >= count || shown >= MAX_LIST_ITEMS) return <p className="load-more__status">{t('common.showingOf', { shown, count })}</p>;
  return (
    <div className="load-more">
      <p className="load-more__status">{t('common.showingOf', { shown, count })}</p>
      <SiteLink
        className="button button--secondary"
        to={hrefWithQuery(location, query, { [param]: Math.min(shown + step, MAX_LIST_ITEMS) })}
        preventScrollReset
        state={{ trigger: 'load-more' }}
      >
        {t('common.loadMore')}
      </SiteLink>
    </div>
  );
}
