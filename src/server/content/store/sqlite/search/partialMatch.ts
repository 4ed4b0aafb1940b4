import type Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../../../../../shared/locale';
import { withFilters, type CompiledPartial } from './compileMatch';
import { SEARCH_FTS } from './searchSchema';
import { TurnMap } from './turnMap';

type Params = Record<string, string | number>;

/**
 * The rows of a partial match ("at least k of the visitor's n meaningful words", the fallback when
 * no row holds them all), found by counting: each group's rows read once from the index, summed
 * per row. Written as one FTS5 expression, "3 of 6" is twenty combinations of three groups, every
 * phrase read again in each; counting reads each phrase once (at 100k documents, 'my soundbar remote
 * buttons stopped responding to volume changes': 0.8 ms against 3-4.6 ms per step; ADR 036 update 6).
 * The rows are the same: a row holds k groups exactly when it matches one of the combinations.
 */
/** How few groups the rows read for a partial match hold at least, whatever step asks first (see `rowsHolding`). */
const FLOOR = 2;

/** A row's model key counts as every group: more than a query can hold (MAX_GROUPS of readQuery.ts is 12). */
const KEY_GROUPS = 1000;

export class PartialMatches {
  /** One statement per locale and number of groups (at most MAX_GROUPS of readQuery.ts), prepared when first needed. */
  private readonly holding = new Map<string, Database.Statement<Params, [number, number]>>();
  private readonly matching: Record<Locale, Database.Statement<Params, number>>;
  /**
   * The rows of a partial match's groups with how many each holds, read for one step and kept for the current
   * turn of the event loop: a search's steps (all but one of the words, then two...) ask for the same groups
   * one after the other in one turn (better-sqlite3 answers synchronously), each with a lower threshold.
   */
  private readonly counted = new TurnMap<{ floor: number; rows: Array<[number, number]> }>();
  /** The rows of an expression read this turn (rowsMatching). */
  private readonly matched = new TurnMap<number[]>();

  constructor(private readonly db: Database.Database) {
    this.matching = Object.fromEntries(
      LOCALES.map((l) => [l, db.prepare<Params, number>(`SELECT rowid FROM ${SEARCH_FTS[l]} WHERE ${SEARCH_FTS[l]} MATCH @match ORDER BY rowid`).pluck()]),
    ) as Record<Locale, Database.Statement<Params, number>>;
  }

  /**
   * Search ids (ascending: the most popular first) of the rows holding at least `partial.required`
   * of its groups, or its model key, within the filters (token lists, any token of each). The rows
   * holding at least two groups (or fewer, if asked) are read once per turn, so the next steps of
   * the same search count them again without reading the index (at 100k documents, three steps of
   * 'my soundbar remote buttons stopped responding to volume changes': 6.1 ms of statements, now
   * one of 2.6 ms; docs/decisions/059-a-thin-answer-to-a-long-question.md, update 3).
   */
  rowsHolding(locale: Locale, partial: CompiledPartial, filters: string[][]): number[] {
    const params: Params = {};
    partial.groups.forEach((group, i) => {
      params[`m${i}`] = withFilters(group, filters);
    });
    // A row matching the model key typed is a match however few words it holds: it counts as all of them.
    if (partial.modelKey) params.key = withFilters(partial.modelKey, filters);
    const k = partial.required;
    const name = `${locale}\u0000${JSON.stringify(params)}`;
    let known = this.counted.get(name);
    if (!known || known.floor > k) {
      const floor = Math.min(k, FLOOR);
      known = { floor, rows: this.statement(locale, partial.groups.length, partial.modelKey !== null).all({ ...params, floor }) };
      this.counted.set(name, known);
    }
    const ids: number[] = [];
    for (const [id, held] of known.rows) if (held >= k) ids.push(id);
    return ids;
  }

  /**
   * Search ids (ascending) of the rows matching an FTS5 expression, kept for the turn: a search reads its
   * match's rows for its counts per type, and its next requests (the filters' counts, the tabs' unranked
   * windows, where a scan stops) then read none (ADR 036 update 14).
   */
  rowsMatching(locale: Locale, expression: string): number[] {
    const name = `${locale}\u0000${expression}`;
    const known = this.matched.get(name);
    if (known) return known;
    const rows = this.matching[locale].all({ match: expression });
    this.matched.set(name, rows);
    return rows;
  }

  /** The rows of an expression read this turn (rowsMatching), or undefined when this turn read none. */
  keptRows(locale: Locale, expression: string): number[] | undefined {
    return this.matched.get(`${locale}\u0000${expression}`);
  }

  private statement(locale: Locale, groups: number, withKey: boolean): Database.Statement<Params, [number, number]> {
    const name = `${locale} ${groups} ${withKey}`;
    const known = this.holding.get(name);
    if (known) return known;
    const fts = SEARCH_FTS[locale];
    const branches = Array.from({ length: groups }, (_, i) => `SELECT rowid AS id, 1 AS g FROM ${fts} WHERE ${fts} MATCH @m${i}`);
    if (withKey) branches.push(`SELECT rowid AS id, ${KEY_GROUPS} AS g FROM ${fts} WHERE ${fts} MATCH @key`);
    const statement = this.db.prepare<Params, [number, number]>(`SELECT id, sum(g) FROM (${branches.join(' UNION ALL ')}) GROUP BY id HAVING sum(g) >= @floor ORDER BY id`).raw(true);
    this.holding.set(name, statement);
    return statement;
  }
}
