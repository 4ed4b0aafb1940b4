/**
 * A results page of two tiers (the words as typed, or the category the visitor named, first: firstTierOf) is read
 * on PostgreSQL by one statement when the match, or the rows a partial match listed, are few enough to read whole
 * (PostgresSearch.tieredPage, ADR 036 update 17). Its pages must be those of the statements that read tier by tier:
 * checked with the store requests the site makes for such searches (recorded on the demo site), on the demo
 * catalogue in PostgreSQL, with a small ranking window so that tiers run past their windows, at several pages, and
 * with the window the site uses.
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import { openDemoService } from '../../../__tests__/support/demoService';
import { searchRequestsOf } from '../../../__tests__/support/searchRequests';
import type { SearchRequest } from '../../ContentStore';
import { createPool, ensurePostgres } from '..';
import { PostgresSearch } from '../PostgresSearch';

describePostgres(
  'PostgreSQL: a page of two tiers read in one statement',
  (url) => ensurePostgres(url, { log: () => undefined }),
  (database) => {
    let requests: SearchRequest[] = [];

    beforeAll(async () => {
      const demo = openDemoService();
      try {
        // Synonyms (the words as typed first) and category words (that category's rows first), in three languages.
        const searches = [
          ['kein ton soundbar', 'de_DE', 'all'],
          ['wifi', 'en_GB', 'all'],
          ['tv no sound', 'en_GB', 'all'],
          ['headphones firmware', 'en_GB', 'downloads'],
          ['casque bluetooth', 'fr_FR', 'all'],
          ['pas de son téléviseur', 'fr_FR', 'faqs'],
          // Questions whose every word no row holds: the rows holding most of them (a partial match, read by id).
          ['my soundbar remote buttons stopped responding to volume changes', 'en_GB', 'all'],
          ['mein fernseher zeigt kein bild nach dem update', 'de_DE', 'all'],
          ['la manette de ma console se déconnecte tout le temps quand je joue', 'fr_FR', 'all'],
          // Documents asked for with a word of synonyms and a word no text holds: a partial match whose first tier is
          // the words as typed.
          ['manual wifi setup zebra quokka', 'en_GB', 'all'],
          ['AT-65Z9M manual wifi zebra', 'en_GB', 'all'],
        ];
        requests = await searchRequestsOf(
          demo,
          searches.map(([query, locale, type]) => ({ query, locale, type })),
        );
        expect(demo.failures).toEqual([]);
      } finally {
        await demo.close();
      }
    }, 180_000);

    const page = async (search: PostgresSearch, request: SearchRequest) => {
      const outcome = await search.search(request);
      return { total: outcome.total, hits: outcome.hits.map((h) => [h.rowId, h.score]) };
    };

    it('lists what reading tier by tier lists, page after page', async () => {
      const tiered = requests.filter((r) => r.page.num > 0 && (r.preferred || (r.ranking?.boostScopes.length ?? 0) > 0));
      expect(tiered.length).toBeGreaterThanOrEqual(5);
      // Partial matches among them: at least two of three or more groups.
      const partial = tiered.filter((r) => r.match.mode === 'any' && (r.match.atLeast ?? 1) >= 2 && (r.match.atLeast ?? 1) < r.match.groups.length);
      expect(partial.length).toBeGreaterThanOrEqual(2);
      // Of both first tiers: the boosted scopes alone, and the words as typed.
      expect(partial.some((r) => !r.preferred)).toBe(true);
      expect(partial.some((r) => r.preferred)).toBe(true);
      const read = jest.spyOn(PostgresSearch.prototype as unknown as { tieredPage: (db: unknown, locale: unknown, main: { ids?: number[] }) => Promise<unknown> }, 'tieredPage');
      const pool = createPool(database.url);
      let compared = 0;
      try {
        // A window of 3, and any match read whole: tiers run past their windows, whose other rows follow by popularity.
        for (const [rankingWindow, readWhole] of [[3, 1000], [1000, undefined]]) {
          const once = new PostgresSearch(pool, rankingWindow, readWhole);
          const byTier = new PostgresSearch(pool, rankingWindow, 0);
          for (const request of tiered) {
            // The site's page, then pages further on: past the first tier, and past a window of 3.
            for (const start of [0, 2, 5, 9]) {
              const asked: SearchRequest = { ...request, thenTypes: undefined, page: { start, num: Math.min(request.page.num, 6) } };
              const whole = await page(once, asked);
              expect({ request: request.match, start, ...whole }).toEqual({ request: request.match, start, ...(await page(byTier, asked)) });
              compared += whole.hits.length;
            }
          }
        }
      } finally {
        await pool.end();
      }
      expect(compared).toBeGreaterThan(100);
      // The one-statement read was used, not only the statements tier by tier.
      expect(read.mock.calls.length).toBeGreaterThanOrEqual(20);
      // Of both kinds: a match read by its tsquery, and the rows a partial match listed (given by id).
      expect(read.mock.calls.filter(([, , main]) => main.ids !== undefined).length).toBeGreaterThanOrEqual(8);
      read.mockRestore();
    });
  },
);
