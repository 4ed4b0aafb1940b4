import type Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../../../../../shared/locale';
import { withFilters, type CompiledPartial } from './compileMatch';
import { SEARCH_FTS } from './searchSchema';

type Params = Record<string, string | number>;

/**
 * The rows of a partial match ("at least k of the visitor's n meaningful words", the fallback when
 * no row holds them all), found by counting: each group's rows read once from the index, summed
 * per row. Written as one FTS5 expression, "3 of 6" is twenty combinations of three groups, every
 * phrase read again in each; counting reads each phrase once (at 100k documents, 'my soundbar remote
 * buttons stopped responding to volume changes': 0.8 ms against 3-4.6 ms per step; ADR 036 update 6).
 * The rows are the same: a row holds k groups exactly when it matches one of the combinations.
 */
export class PartialMatches {
  /** One statement per locale and number of groups (at most MAX_GROUPS of readQuery.ts), prepared when first needed. */
  private readonly holding = new Map<string, Database.Statement<Params, number>>();
  private readonly matching: Record<Locale, Database.Statement<Params, number>>;

  constructor(private readonly db: Database.Database) {
    this.matching = Object.fromEntries(
      LOCALES.map((l) => [l, db.prepare<Params, number>(`SELECT rowid FROM ${SEARCH_FTS[l]} WHERE ${SEARCH_FTS[l]} MATCH @match ORDER BY rowid`).pluck()]),
    ) as Record<Locale, Database.Statement<Params, number>>;
  }

  /**
   * Search ids (ascending: the most popular first) of the rows holding at least `partial.required`
   * of its groups, or its model key, within the filters (token lists, any token of each).
   */
  rowsHolding(locale: Locale, partial: CompiledPartial, filters: string[][]): number[] {
    const params: Params = { k: partial.required };
    partial.groups.forEach((group, i) => {
      params[`m${i}`] = withFilters(group, filters);
    });
    // A row matching the model key typed is a match however few words it holds: it counts as all of them.
    if (partial.modelKey) params.key = withFilters(partial.modelKey, filters);
    return this.statement(locale, partial.groups.length, partial.modelKey !== null).all(params);
  }

  /** Search ids (ascending) of the rows matching an FTS5 expression. */
  rowsMatching(locale: Locale, expression: string): number[] {
    return this.matching[locale].all({ match: expression });
  }

  private statement(locale: Locale, groups: number, withKey: boolean): Database.Statement<Params, number> {
    const name = `${locale} ${groups} ${withKey}`;
    const known = this.holding.get(name);
    if (known) return known;
    const fts = SEARCH_FTS[locale];
    const branches = Array.from({ length: groups }, (_, i) => `SELECT rowid AS id, 1 AS g FROM ${fts} WHERE ${fts} MATCH @m${i}`);
    if (withKey) branches.push(`SELECT rowid AS id, @k AS g FROM ${fts} WHERE ${fts} MATCH @key`);
    const statement = this.db.prepare<Params, number>(`SELECT id FROM (${branches.join(' UNION ALL ')}) GROUP BY id HAVING sum(g) >= @k ORDER BY id`).pluck();
    this.holding.set(name, statement);
    return statement;
  }
}
