import Database from 'better-sqlite3';
import type { OrganicSearchResponse } from '../../../src/shared/content/types';
import { openDemoService, type DemoService } from '../../../src/server/content/__tests__/support/demoService';
import { evaluate } from '../evaluate';
import { figuresOf, KINDS, loadQueries, LOCALES, scoreQuery } from '../score';

/**
 * The judged query set and its scoring: the set is large enough and its answers exist in the
 * demo catalogue; the search keeps a floor on it per locale (npm run eval:search prints the figures).
 */
let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const queries = loadQueries();

describe('the judged query set', () => {
  it('holds at least 150 queries in every locale and kind, with a held-out part', () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    for (const locale of LOCALES) expect(queries.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(40);
    for (const kind of KINDS) expect(queries.filter((q) => q.kind === kind).length).toBeGreaterThan(0);
    expect(queries.filter((q) => q.heldOut).length).toBeGreaterThanOrEqual(40);
  });

  it('accepts only answers the demo catalogue holds', async () => {
    await demo.get('/search', { query: 'warm up' });
    const db = new Database(demo.dbPath, { readonly: true });
    try {
      const family = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM content WHERE family_id = ?');
      const product = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM products WHERE name = ?');
      const missing = queries
        .flatMap((q) => q.accept)
        .filter((a) => (a.startsWith('product:') ? product.get(a.slice('product:'.length))?.n : family.get(a)?.n) === 0);
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe('scoring', () => {
  const judged = { locale: 'en_GB' as const, query: 'q', kind: 'symptom' as const, accept: ['a', 'product:at-55x89j'] };

  it('counts the first accepted answer and nDCG@10 with each answer once', () => {
    const score = scoreQuery(judged, [
      { id: 'x', modelKeys: [] },
      { id: 'a', modelKeys: [] },
      { id: 'a', modelKeys: [] },
      { id: 'doc', modelKeys: ['at55x89j'] },
    ]);
    expect(score.firstHit).toBe(2);
    const ideal = 1 + 1 / Math.log2(3);
    expect(score.ndcg).toBeCloseTo((1 / Math.log2(3) + 1 / Math.log2(5)) / ideal, 6);
  });

  it('does not take a document of several products for one of them', () => {
    expect(scoreQuery(judged, [{ id: 'doc', modelKeys: ['at55x89j', 'at65x89j'] }]).firstHit).toBeNull();
  });
});

describe('search quality on the judged set', () => {
  it('finds an accepted answer in the top 3 for at least 90 % of the queries of every locale', async () => {
    const scores = await evaluate(queries, async (locale, query) => {
      const response = await demo.get('/search', { locale, query, num: 10 });
      expect(response.status).toBe(200);
      return response.body as OrganicSearchResponse;
    });
    for (const locale of LOCALES) {
      expect({ locale, top3: figuresOf(scores.filter((s) => s.judged.locale === locale)).top3 >= 0.9 }).toEqual({ locale, top3: true });
    }
  });
});
