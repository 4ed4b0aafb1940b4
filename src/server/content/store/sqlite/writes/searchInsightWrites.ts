import type Database from 'better-sqlite3';
import { learnedOpensOf, listsOf, type DayTotalsRow, type LearnedOpens, type LearnedOpensRequest, type LearnedOpensRow, type OpenedRow, type RankedQueryRow, type SearchInsightsRows, type SearchInsightsWindow, type SearchSignalRecord } from '../../SearchInsightStore';
import { DAILY_TOTALS, LEARNED_OPENS, OPENED_RESULTS, QUERY_LISTS, UPSERT_OPENED_DAY, UPSERT_SEARCH_DAY } from '../../searchInsightsSql';

type Params = Record<string, string | number | null>;

export interface SearchInsightStatements {
  /** Counts one signal; runs inside the caller's page-view transaction. */
  count(record: SearchSignalRecord): void;
  read(window: SearchInsightsWindow): SearchInsightsRows;
  learned(request: LearnedOpensRequest): LearnedOpens;
}

/** The search rollup on the SQLite write database (docs/decisions/027-search-insights.md). */
export function prepareSearchInsights(db: Database.Database): SearchInsightStatements {
  const upsertDay = db.prepare<Params>(UPSERT_SEARCH_DAY);
  const upsertOpened = db.prepare<Params>(UPSERT_OPENED_DAY);
  const lists = db.prepare<Params, RankedQueryRow>(QUERY_LISTS);
  const daily = db.prepare<Params, DayTotalsRow>(DAILY_TOTALS);
  const opened = db.prepare<Params, OpenedRow>(OPENED_RESULTS);
  const learned = db.prepare<Params, LearnedOpensRow>(LEARNED_OPENS);
  // One snapshot for the three reads: the lists and the totals agree even while views arrive.
  const read = db.transaction((params: Params): SearchInsightsRows => {
    const windowOnly = { from30: params.from30, to: params.to, locale: params.locale };
    return {
      daily: daily.all(windowOnly),
      ...listsOf(lists.all(params)),
      opened: opened.all(windowOnly),
    };
  });
  return {
    count({ day, locale, signal }) {
      if (signal.kind === 'search') {
        upsertDay.run({ day, locale, query: signal.query, searches: 1, zero: signal.resultCount === 0 ? 1 : 0, opens: 0 });
      } else {
        upsertDay.run({ day, locale, query: signal.query, searches: 0, zero: 0, opens: 1 });
        upsertOpened.run({ day, locale, query: signal.query, path: signal.path });
      }
    },
    read: (w) => read({ from30: w.from30, from7: w.from7, to: w.to, locale: w.locale, limit: w.limit }),
    learned: (r) => learnedOpensOf(learned.all({ locale: r.locale, query: r.query, from: r.from, to: r.to, limit: r.limit })),
  };
}
