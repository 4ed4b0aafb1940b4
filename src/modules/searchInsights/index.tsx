import { LOCALES, htmlLang } from '../../shared/locale';
import { searchInsightsUrl } from '../../shared/links';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { loginRequiredOn } from '../ascAccount/loginRequired';
import { DailyChart } from './DailyChart';
import { QueryTable } from './QueryTable';
import { FORBIDDEN, LOCALE_PARAM, searchLocaleOf } from './constants';

/** The heading (searchInsightsHeader) shows with the figures, under the same rule. */
export const onInsightsPage = visibleWhen({ id: 'searchInsights' }, (page) => page.type === 'agentSearchInsights');

function LocaleFilter() {
  const t = useT();
  const page = usePage();
  const current = searchLocaleOf(page) ?? 'all';
  // A plain GET form: the filter is part of the address, so a filtered view can be shared.
  return (
    <form method="get" action={searchInsightsUrl(page.locale)} className="insights-filter">
      <label htmlFor="insights-locale">{t('insights.filter.label')}</label>
      <select id="insights-locale" name={LOCALE_PARAM} defaultValue={current}>
        <option value="all">{t('insights.filter.all')}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`insights.filter.${l}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--small">
        {t('insights.filter.submit')}
      </button>
    </form>
  );
}

function SearchInsights() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.searchInsights);
  // Not signed in: the sign-in prompt (ascAccount) says what to do.
  if (loginRequiredOn(page)) return null;
  if (page.moduleData[FORBIDDEN]) return <p className="module insights-notice">{t('insights.forbidden')}</p>;
  const data = set.data;
  if (set.hasError || !data)
    return set.isFetching ? null : (
      <p className="module insights-notice" role="alert">
        {t('insights.failed')}
      </p>
    );

  const lang = htmlLang(page.locale);
  const numbers = new Intl.NumberFormat(lang);
  const format = (n: number) => numbers.format(n);
  const days = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (day: string) => days.format(new Date(`${day}T00:00:00Z`));
  const stamp = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(data.generatedAt),
  );

  return (
    <section className="module search-insights" aria-label={t('insights.title')}>
      <LocaleFilter />
      <div className="insights-totals" role="group" aria-label={t('insights.totals.label')}>
        {(['last7', 'last30'] as const).map((w) => (
          <div key={w} className="insights-totals__window" role="group" aria-labelledby={`insights-totals-${w}`}>
            <p className="insights-totals__head" id={`insights-totals-${w}`}>
              {t(`insights.windows.${w}`)}
            </p>
            <dl className="insights-totals__figures">
              <div>
                <dt>{t('insights.totals.searches')}</dt>
                <dd>{format(data.totals[w].searches)}</dd>
              </div>
              <div>
                <dt>{t('insights.totals.zeroResults')}</dt>
                <dd>{format(data.totals[w].zeroResultSearches)}</dd>
              </div>
              <div>
                <dt>{t('insights.totals.opens')}</dt>
                <dd>{format(data.totals[w].opens)}</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>

      <h2>{t('insights.chart.title')}</h2>
      <DailyChart daily={data.daily} format={format} dayLabel={dayLabel} />
      <details className="insights-daily">
        <summary>{t('insights.chart.asTable')}</summary>
        <table className="insights-table">
          <caption className="visually-hidden">{t('insights.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.chart.day')}</th>
              <th scope="col" className="insights-table__number">
                {t('insights.totals.searches')}
              </th>
              <th scope="col" className="insights-table__number">
                {t('insights.totals.zeroResults')}
              </th>
              <th scope="col" className="insights-table__number">
                {t('insights.totals.opens')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td className="insights-table__number">{format(d.searches)}</td>
                <td className="insights-table__number">{format(d.zeroResultSearches)}</td>
                <td className="insights-table__number">{format(d.opens)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <QueryTable
        id="insights-zero"
        title={t('insights.lists.zero')}
        intro={t('insights.lists.zeroIntro')}
        rows={data.zeroResultQueries}
        columns={['zero7', 'zero30', 'searches30']}
        linkQueries
        format={format}
      />
      <QueryTable
        id="insights-top"
        title={t('insights.lists.top')}
        intro={t('insights.lists.topIntro')}
        rows={data.topQueries}
        columns={['searches7', 'searches30', 'zero30', 'opens30', 'opened']}
        format={format}
      />
      <QueryTable
        id="insights-unopened"
        title={t('insights.lists.unopened')}
        intro={t('insights.lists.unopenedIntro')}
        rows={data.unopenedQueries}
        columns={['searches7', 'searches30']}
        linkQueries
        format={format}
      />
      <p className="insights-generated">{t('insights.generated', { time: stamp })}</p>
    </section>
  );
}

/**
 * Search insights for customer-care agents (docs/decisions/027-search-insights.md): totals, a daily
 * chart, the content gap list (each query links to its search), top queries and results nobody
 * opened. The content API decides who may read them; the page shows what it is given.
 */
export const searchInsightsModule: ModuleDefinition = {
  id: 'searchInsights',
  queryParams: [LOCALE_PARAM],
  isVisible: onInsightsPage,
  Component: SearchInsights,
};
