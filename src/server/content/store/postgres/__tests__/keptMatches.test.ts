/**
 * A search on PostgreSQL reads its match once: a results page's ids counted per type by the search, kept, and
 * counted per filter by the call that follows without reading the match again (keptMatches.ts; ADR 058 update 3); a partial match's
 * rows read once for the steps of one search (ADR 036 update 9).
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import pg from 'pg';
import type { SearchRequest } from '../../ContentStore';
import { createPool, ensurePostgres } from '..';
import { KeptMatches } from '../keptMatches';
import { PostgresSearch } from '../PostgresSearch';

describePostgres(
  'PostgreSQL: a search reads its match once',
  (url) => ensurePostgres(url, { log: () => undefined }),
  (database) => {
    it('counts the filters after the search from the ids it read, the same counts as reading them again', async () => {
      const pool = createPool(database.url);
      try {
        const request: Omit<SearchRequest, 'page'> = {
          locale: 'en_GB',
          match: { mode: 'all', groups: [{ alternatives: [{ words: ['firmwar'], prefix: false }] }], modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
        };
        const scopes = ['tv-home-cinema', 'audio', 'headphones', 'at-65z9m'];
        const alone = new PostgresSearch(pool);
        const expected = await alone.countByScope(request, scopes);
        expect(Object.values(expected).some((n) => n > 0)).toBe(true);

        const search = new PostgresSearch(pool);
        const told = await search.search({ ...request, page: { start: 0, num: 10 }, scopeCountsNext: true });
        // The counts per type from the ids are the counting statement's.
        expect(told.countsByType).toEqual((await alone.search({ ...request, page: { start: 0, num: 10 } })).countsByType);
        // The scopes' own rows are read once per dataset version (scopeRows.ts): read here first.
        const downloads = await search.countByScope({ ...request, contentTypes: ['download'] }, scopes);
        expect(downloads).toEqual(await alone.countByScope({ ...request, contentTypes: ['download'] }, scopes));
        const statements = jest.spyOn(pool, 'query');
        try {
          expect(await search.countByScope(request, scopes)).toEqual(expected);
          // Counted from the kept ids: no statement at all.
          expect(statements).not.toHaveBeenCalled();
        } finally {
          statements.mockRestore();
        }
      } finally {
        await pool.end();
      }
    });

    it("counts the groups each row holds once for a search's steps, and again for another search", async () => {
      const pool = createPool(database.url);
      const statements = jest.spyOn(pg.Client.prototype, 'query');
      try {
        const group = (word: string) => ({ alternatives: [{ words: [word], prefix: false }] });
        const partial = (atLeast: number) => ({
          mode: 'any' as const,
          atLeast,
          groups: ['remot', 'button', 'volum', 'respond'].map(group),
          modelKey: null,
        });
        const step = (atLeast: number, steps?: string): SearchRequest => ({
          locale: 'en_GB',
          match: partial(atLeast),
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
          ...(steps ? { steps } : {}),
        });
        const search = new PostgresSearch(pool);
        const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: unknown } | undefined)?.text ?? ''));
        const heldReads = () => statements.mock.calls.filter(([arg]) => textOf(arg).includes('HAVING sum(g) >=')).length;
        const three = await search.search(step(3, 'one'));
        expect(heldReads()).toBe(1);
        // The next step of the same search (fewer groups) counts the rows already read.
        const two = await search.search(step(2, 'one'));
        expect(heldReads()).toBe(1);
        // Another search reads its own; a request that names no search keeps nothing.
        await search.search(step(2, 'two'));
        expect(heldReads()).toBe(2);
        await search.search(step(2));
        await search.search(step(2));
        expect(heldReads()).toBe(4);
        statements.mockRestore();
        // The answers are those of the rows read alone.
        const alone = new PostgresSearch(pool);
        expect(three).toEqual(await alone.search(step(3)));
        expect(two).toEqual(await alone.search(step(2)));
        expect(two.total).toBeGreaterThan(three.total);
      } finally {
        statements.mockRestore();
        await pool.end();
      }
    });
  },
);

describe('KeptMatches', () => {
  const match = (ids: number[]) => ({ version: 'v1', ids, typeOfCode: new Map([[1, 'document']]) });

  it('keeps a match for five seconds, for any number of calls', () => {
    let now = 0;
    const kept = new KeptMatches(() => now);
    kept.keep('a', match([129, 257]));
    expect(kept.get('a')?.ids).toEqual([129, 257]);
    now = 4_999;
    expect(kept.get('a')?.ids).toEqual([129, 257]);
    now = 5_001;
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps at most 32 matches, dropping the oldest first', () => {
    const kept = new KeptMatches(() => 0);
    for (let i = 0; i < 40; i += 1) kept.keep(`m${i}`, match([i]));
    expect(kept.get('m0')).toBeUndefined();
    expect(kept.get('m7')).toBeUndefined();
    expect(kept.get('m8')?.ids).toEqual([8]);
    expect(kept.get('m39')?.ids).toEqual([39]);
  });
});
