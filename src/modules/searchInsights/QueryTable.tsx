import { SUPPORT_BASE_PATH } from '../../shared/constants';
import type { SearchInsightRow } from '../../shared/content/searchInsightsTypes';
import { htmlLang } from '../../shared/locale';
import { resultsUrl } from '../../shared/links';
import { SmartLink } from '../shell/ui/ResultList';
import { useT } from '../shell/ui/useT';

/** The figures a list shows besides the query and its language, in order. */
export type Column = 'searches7' | 'searches30' | 'zero7' | 'zero30' | 'opens30' | 'opened';

/** '/de/electronics/support/articles/1' -> '/articles/1': the part that tells one result from another. */
export function shortPath(path: string): string {
  // The base path follows at most a language prefix ('/de').
  const at = path.indexOf(SUPPORT_BASE_PATH);
  const rest = at >= 0 && at <= 3 ? path.slice(at + SUPPORT_BASE_PATH.length) : path;
  return rest || '/';
}

const VALUE: Record<Exclude<Column, 'opened'>, (row: SearchInsightRow) => number> = {
  searches7: (r) => r.last7.searches,
  searches30: (r) => r.last30.searches,
  zero7: (r) => r.last7.zeroResultSearches,
  zero30: (r) => r.last30.zeroResultSearches,
  opens30: (r) => r.last30.opens,
};

interface Props {
  id: string;
  title: string;
  intro: string;
  rows: SearchInsightRow[];
  columns: readonly Column[];
  /** Each query links to that search on the site (the content gap list). */
  linkQueries?: boolean;
  format: (n: number) => string;
}

/** One list of the insights as a table with a caption and header cells, for screen readers and copying. */
export function QueryTable({ id, title, intro, rows, columns, linkQueries = false, format }: Props) {
  const t = useT();
  // "Did this help?" feedback joins the rows as `helpfulness`; its column appears once any row has it.
  const withHelpfulness = rows.some((r) => r.helpfulness !== null);
  return (
    <section className="insights-list" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="module__intro">{intro}</p>
      {rows.length === 0 ? (
        <p className="empty">{t('insights.lists.empty')}</p>
      ) : (
        <div className="insights-table__scroll" role="group" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="insights-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('insights.columns.query')}</th>
                <th scope="col">{t('insights.columns.language')}</th>
                {columns.map((c) => (
                  <th scope="col" key={c} className={c === 'opened' ? undefined : 'insights-table__number'}>
                    {t(`insights.columns.${c}`)}
                  </th>
                ))}
                {withHelpfulness && (
                  <th scope="col" className="insights-table__number">
                    {t('insights.columns.helpfulness')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const language = t(`insights.filter.${row.locale}`);
                return (
                  <tr key={`${row.locale}|${row.query}`}>
                    <th scope="row" lang={htmlLang(row.locale)} className="insights-table__query">
                      {linkQueries ? (
                        <SmartLink href={resultsUrl(row.locale, { query: row.query })}>
                          {row.query}
                          <span className="visually-hidden"> – {t('insights.searchLink', { query: row.query, language })}</span>
                        </SmartLink>
                      ) : (
                        row.query
                      )}
                    </th>
                    <td className="insights-table__language">{language}</td>
                    {columns.map((c) =>
                      c === 'opened' ? (
                        <td key={c} className="insights-table__path">
                          {row.opened[0] ? <SmartLink href={row.opened[0].path}>{shortPath(row.opened[0].path)}</SmartLink> : t('insights.noneOpened')}
                        </td>
                      ) : (
                        <td key={c} className="insights-table__number">
                          {format(VALUE[c](row))}
                        </td>
                      ),
                    )}
                    {withHelpfulness && (
                      <td className="insights-table__number">
                        {row.helpfulness
                          ? t('insights.columns.helpfulnessValue', {
                              helpful: format(row.helpfulness.helpful),
                              total: format(row.helpfulness.helpful + row.helpfulness.notHelpful),
                            })
                          : t('insights.noneOpened')}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
