/**
 * One contract, two stores: every case below runs against the SQLite store and the PostgreSQL
 * store (a throwaway cluster from test/support/postgres.ts, or DATABASE_URL). Without PostgreSQL
 * the PostgreSQL half is skipped with the reason in its title.
 *
 * - the store calls on a hand-made catalogue small enough to reason about every ranking;
 * - the content API on the demo catalogue: catalogue, documents, downloads, FAQs, details, hub
 *   calls, suggestions and search for a shared query set, access rules and idempotent writes;
 * - parity: the same API calls answer the same on both stores.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { API_BASE, type ApiResponse, type Query } from '../../../../shared/api/transport';
import { postgresAvailability, postgresSuiteTitle, startTestPostgres, type TestPostgres } from '../../../../../test/support/postgres';
import { openContentService, type ContentService, seedFile, seedVersion } from '../../index';
import { SESSION_COOKIE } from '../../access/requireAccess';
import type { ContentStore } from '../ContentStore';
import { FAMILY_LINKS } from '../familyLinks';
import { SqliteContentStore } from '../sqlite/SqliteContentStore';
import { ensureDatabase } from '../sqlite/ensureDatabase';
import { ensurePostgres, openPostgresStores } from '../postgres';
import type { RateLimitStore } from '../RateLimitStore';
import type { SessionStore } from '../SessionStore';
import { SqliteRateLimitStore } from '../sqlite/writes/SqliteRateLimitStore';
import { SqliteSessionStore } from '../sqlite/writes/SqliteSessionStore';
import { writesPathFor } from '../sqlite/writes/SqliteWriteStore';
import { fixture } from './support/fixtureCatalogue';
import { grouper } from '../../search/groupKey';
import { searchLanguage } from '../../search/searchLanguage';
import { extractPdfPages } from '../../pdfText/pdfPages';
import type { OrganicSearchResponse } from '../../../../shared/content/types';

interface Opened {
  fixtureStore: ContentStore;
  service: ContentService;
  /** Two independent connections to the service's database, as two processes hold them. */
  twoConnections(): Promise<{ sessions: SessionStore[]; limits: RateLimitStore[]; close(): Promise<void> }>;
  close(): Promise<void>;
}

interface StoreKind {
  title: string;
  available: boolean;
  open(): Promise<Opened>;
}

const quiet = () => undefined;
const failures: unknown[] = [];
const logger = { error: (details: Record<string, unknown>) => failures.push(details) };
let postgres: TestPostgres | null = null;

const KINDS: StoreKind[] = [
  {
    title: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'store-contract-'));
      ensureDatabase(join(dir, 'fixture.sqlite'), { log: quiet, version: 'v1', dataset: () => fixture('v1') });
      const fixtureStore = SqliteContentStore.open(join(dir, 'fixture.sqlite'));
      const service = await openContentService({ dbPath: join(dir, 'content.sqlite'), log: quiet, logger });
      const writes = writesPathFor(join(dir, 'content.sqlite'));
      return {
        fixtureStore,
        service,
        twoConnections: async () => {
          const sessions = [SqliteSessionStore.open(writes), SqliteSessionStore.open(writes)];
          const limits = [SqliteRateLimitStore.open(writes), SqliteRateLimitStore.open(writes)];
          return { sessions, limits, close: async () => void (await Promise.all([...sessions, ...limits].map((x) => x.close()))) };
        },
        close: async () => {
          await fixtureStore.close();
          await service.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    title: postgresSuiteTitle('PostgreSQL'),
    available: postgresAvailability().available,
    open: async () => {
      postgres = await startTestPostgres();
      const fixtureUrl = await postgres.newDatabase();
      await ensurePostgres(fixtureUrl, { log: quiet, version: 'v1', dataset: () => fixture('v1') });
      const fixtureStores = await openPostgresStores(fixtureUrl);
      const url = await postgres.newDatabase();
      const service = await openContentService({ dbPath: '', databaseUrl: url, log: quiet, logger });
      return {
        fixtureStore: fixtureStores.store,
        service,
        twoConnections: async () => {
          const pools = [await openPostgresStores(url), await openPostgresStores(url)];
          return {
            sessions: pools.map((p) => p.sessions),
            limits: pools.map((p) => p.rateLimits),
            close: async () => void (await Promise.all(pools.map((p) => p.close()))),
          };
        },
        close: async () => {
          await fixtureStores.close();
          await service.close();
          await postgres?.stop();
        },
      };
    },
  },
];

const opening = new Map<string, Promise<Opened>>();
/** Each store is opened once for the whole file, by whichever block needs it first. */
function openOnce(kind: StoreKind): Promise<Opened> {
  let o = opening.get(kind.title);
  if (!o) {
    o = kind.open();
    opening.set(kind.title, o);
  }
  return o;
}

afterAll(async () => {
  for (const o of opening.values()) await (await o).close();
  expect(failures).toEqual([]);
});

/** The parts of a response both stores must agree on (headers such as dates aside). */
function answer(response: ApiResponse): { status: number; body: unknown } {
  return { status: response.status, body: response.body };
}

for (const kind of KINDS) {
  (kind.available ? describe : describe.skip)(kind.title, () => {
    let store: ContentStore;
    let service: ContentService;
    let opened: Opened;
    let app: express.Express;
    const get = (path: string, query: Query = {}, cookie?: string) => service.transport({ method: 'GET', path, query, cookie });

    beforeAll(async () => {
      const o = await openOnce(kind);
      opened = o;
      store = o.fixtureStore;
      service = o.service;
      app = express();
      app.use(API_BASE, service.router);
    }, 180_000);

    describe('store calls on a small catalogue', () => {
      const search = (locale: 'en_GB' | 'de_DE' | 'fr_FR', words: string[], scope: string | null = null) =>
        store.search({
          locale,
          // Match words arrive in the form the search module produces them (stemmed for German and French).
          match: { mode: 'all', groups: words.map((w) => ({ alternatives: [{ words: [searchLanguage(locale).stem(w)], prefix: false }] })), modelKey: null },
          contentTypes: null,
          scope,
          facet: null,
          page: { start: 0, num: 10 },
        });

      it('holds the dataset version it was filled with', async () => {
        expect(await store.datasetVersion()).toBe('v1');
      });

      it('ranks a title match above a body match, whatever the popularity', async () => {
        const outcome = await search('en_GB', ['speaker', 'crackle']);
        expect(outcome.hits.map((h) => h.familyId)).toEqual(['title', 'body']);
        expect(outcome.countsByType).toEqual({ 'faq-article': 2 });
      });

      it('lists the matches unranked in search-id order when asked, with their counts', async () => {
        const request = {
          locale: 'en_GB' as const,
          match: { mode: 'all' as const, groups: ['speaker', 'crackle'].map((w) => ({ alternatives: [{ words: [w], prefix: false }] })), modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
        };
        const ranked = await store.search(request);
        const unranked = await store.search({ ...request, unranked: true });
        // The body match is the more popular row (a lower search id); ranked, the title match leads.
        expect(unranked.hits.map((h) => [h.familyId, h.score])).toEqual([
          ['body', 0],
          ['title', 0],
        ]);
        expect({ counts: unranked.countsByType, total: unranked.total }).toEqual({ counts: ranked.countsByType, total: ranked.total });
        expect((await store.search({ ...request, unranked: true, page: { start: 1, num: 1 } })).hits.map((h) => h.familyId)).toEqual(['title']);
        expect((await store.search({ ...request, unranked: true, contentTypes: ['download'] })).hits).toEqual([]);
        // After a results page's search, which may keep the match's rows for its filter counts: the same.
        await store.search({ ...request, scopeCountsNext: true });
        expect((await store.search({ ...request, unranked: true, contentTypes: ['faq-article'], page: { start: 1, num: 5 } })).hits.map((h) => h.familyId)).toEqual(['title']);
      });

      it('counts a query with optional words as the rows of its required words, the optional ones only ranking', async () => {
        const word = (w: string) => ({ alternatives: [{ words: [w], prefix: false }] });
        const outcome = await store.search({
          locale: 'en_GB',
          match: { mode: 'all', groups: [word('crackle')], optional: [word('picture')], modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
        });
        expect(outcome.countsByType).toEqual({ 'faq-article': 2 });
        expect(outcome.total).toBe(2);
        expect(outcome.hits.map((h) => h.familyId).sort()).toEqual(['body', 'title']);
      });

      it('answers with the counts a caller already has for the match instead of counting again', async () => {
        const request = {
          locale: 'en_GB' as const,
          match: { mode: 'all' as const, groups: [{ alternatives: [{ words: ['crackl'], prefix: false }] }], modelKey: null },
          contentTypes: ['faq-article'],
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
        };
        const counted = await store.search(request);
        // The same answer when the caller knows the counts (a tab asking for the 'all' tab's window).
        expect(await store.search({ ...request, contentTypes: null, counted: counted.countsByType })).toEqual(await store.search({ ...request, contentTypes: null }));
        // The counts given are the answer's: the store trusts them (so a caller passes only the same match's).
        const trusted = await store.search({ ...request, counted: { 'faq-article': 1, download: 7 } });
        expect(trusted.countsByType).toEqual({ 'faq-article': 1, download: 7 });
        expect(trusted.total).toBe(1);
      });

      it('lists rows of the preferred words first, and ignores a boosted scope nothing is filed under', async () => {
        const word = (w: string) => ({ groups: [{ alternatives: [{ words: [w], prefix: false }] }] });
        const request = (boostScopes: string[]) =>
          store.search({
            locale: 'en_GB',
            match: { mode: 'all', ...word('crackl'), modelKey: null },
            // Only the row titled 'Picture settings explained' holds 'picture': it comes first,
            // though the other row ranks higher on 'crackle' (its title).
            preferred: { mode: 'all', ...word('pictur'), modelKey: null },
            ranking: { typeWeights: { download: 5 }, boostScopes },
            contentTypes: null,
            scope: null,
            facet: null,
            page: { start: 0, num: 10 },
          });
        for (const boost of [[], ['elsewhere'], ['tv']]) {
          const outcome = await request(boost);
          expect({ boost, hits: outcome.hits.map((h) => h.familyId) }).toEqual({ boost, hits: ['body', 'title'] });
          expect(outcome.countsByType).toEqual({ 'faq-article': 2 });
        }
      });

      it('keeps a boosted scope\'s rows ahead of the rest when the preferred words make a tier within it (ADR 065 update 2)', async () => {
        const stem = (w: string) => searchLanguage('en_GB').stem(w);
        const words = (...list: string[]) => ({ mode: 'all' as const, groups: list.map((w) => ({ alternatives: [{ words: [stem(w)], prefix: false }] })), modelKey: null });
        const order = async (preferred: ReturnType<typeof words> | null, boostScopes: string[], start = 0, num = 10) =>
          (
            await store.search({
              locale: 'en_GB',
              match: words('hum'),
              preferred,
              ranking: { typeWeights: {}, boostScopes },
              contentTypes: null,
              scope: null,
              facet: null,
              page: { start, num },
            })
          ).hits.map((h) => h.familyId);
        // By relevance alone, the article filed under no product leads (it says 'hum' most).
        expect(await order(null, [])).toEqual(['hum-anywhere', 'hum-filter', 'hum-plain']);
        // The preferred words' rows in the scope, then the scope's other rows, then the rest.
        expect(await order(words('hum', 'filter'), ['tx-100'])).toEqual(['hum-filter', 'hum-plain', 'hum-anywhere']);
        // Page by page, the same list.
        for (const start of [0, 1, 2]) expect({ start, page: await order(words('hum', 'filter'), ['tx-100'], start, 1) }).toEqual({ start, page: [['hum-filter', 'hum-plain', 'hum-anywhere'][start]] });
        // The preferred words alone, or the scope alone: two tiers.
        expect(await order(words('hum', 'filter'), [])).toEqual(['hum-filter', 'hum-anywhere', 'hum-plain']);
        expect(await order(null, ['tx-100'])).toEqual(['hum-filter', 'hum-plain', 'hum-anywhere']);
      });

      it('weighs rows in another language than the locale\'s, and keeps them out of the tier of the words as typed (ADR 060)', async () => {
        // On German pages 'Lautsprecher knistert' is German; 'Picture settings explained' has no German text and
        // is listed in English. Both hold 'Lautsprecher' or 'speaker'.
        const stem = (w: string) => searchLanguage('de_DE').stem(w);
        const either = { mode: 'all' as const, groups: [{ alternatives: [{ words: [stem('lautsprecher')], prefix: false }, { words: [stem('speaker')], prefix: false }] }], modelKey: null };
        const find = async (otherLanguage: number, preferred: typeof either | null = null) =>
          (
            await store.search({
              locale: 'de_DE',
              match: either,
              preferred,
              ranking: { typeWeights: {}, boostScopes: [], otherLanguage },
              contentTypes: null,
              scope: null,
              facet: null,
              page: { start: 0, num: 10 },
            })
          ).hits.map((h) => h.title);
        expect(await find(100)).toEqual(['Picture settings explained', 'Lautsprecher knistert']);
        expect(await find(0.01)).toEqual(['Lautsprecher knistert', 'Picture settings explained']);
        // 'speaker' as typed: only the English row holds it, and a row in another language is not of that tier,
        // so the weights rank both rows.
        const typed = { mode: 'all' as const, groups: [{ alternatives: [{ words: [stem('speaker')], prefix: false }] }], modelKey: null };
        expect(await find(0.01, typed)).toEqual(['Lautsprecher knistert', 'Picture settings explained']);
        expect(await find(100, typed)).toEqual(['Picture settings explained', 'Lautsprecher knistert']);
      });

      describe('a partial match: rows holding at least k of the groups', () => {
        // 'Speaker crackle' holds speaker, crackle and cable; 'Picture settings explained' holds
        // picture, speaker and crackle (ADR 036 update 6: SQLite counts the groups a row holds).
        const stem = (w: string) => searchLanguage('en_GB').stem(w);
        const group = (...words: string[]) => ({ alternatives: words.map((w) => ({ words: [stem(w)], prefix: false })) });
        const partial = (atLeast: number, groups: ReturnType<typeof group>[], modelKey: string | null = null) => ({ mode: 'any' as const, atLeast, groups, modelKey });
        const find = (match: ReturnType<typeof partial>, more: Partial<Parameters<ContentStore['search']>[0]> = {}) =>
          store.search({ locale: 'en_GB', match, contentTypes: null, scope: null, facet: null, page: { start: 0, num: 10 }, ...more });

        it('lists only the rows holding enough of the groups, and counts them per type', async () => {
          const three = await find(partial(3, [group('speaker'), group('crackle'), group('cable'), group('zebra')]));
          expect(three.hits.map((h) => h.familyId)).toEqual(['title']);
          expect(three.countsByType).toEqual({ 'faq-article': 1 });
          const two = await find(partial(2, [group('speaker'), group('crackle'), group('cable'), group('zebra')]));
          expect(two.total).toBe(2);
          expect(two.hits.map((h) => h.familyId)).toEqual(['title', 'body']);
          // A group matches through any of its alternatives, and counts once however many a row holds.
          const alternatives = await find(partial(2, [group('picture', 'speaker'), group('cable'), group('zebra')]));
          expect(alternatives.hits.map((h) => h.familyId)).toEqual(['title']);
          expect((await find(partial(2, [group('zebra'), group('quokka'), group('cable')]))).total).toBe(0);
          expect((await find(partial(3, [group('speaker'), group('crackle'), group('cable'), group('zebra')]), { contentTypes: ['download'] })).hits).toEqual([]);
        });

        it('counts a row of the model number typed as a match, however few of the words it holds', async () => {
          const groups = [group('cable'), group('zebra'), group('quokka')];
          expect((await find(partial(2, groups))).total).toBe(0);
          // Every row filed under the TX-100: the two crackle articles and two hum articles.
          expect((await find(partial(2, groups, 'tx100'))).total).toBe(4);
        });

        it('keeps a boosted scope\'s rows ahead of the rest when the preferred words make a tier within it', async () => {
          // Each hum article holds 'hum' and one of 'cable', 'noise', 'mains'; only 'Reduce a hum' holds 'noise'.
          const match = partial(2, [group('hum'), group('cable', 'noise', 'mains'), group('zebra')]);
          const preferred = partial(2, [group('hum'), group('noise'), group('zebra')]);
          const order = async (more: Partial<Parameters<ContentStore['search']>[0]>) => (await find(match, more)).hits.map((h) => h.familyId);
          expect(await order({ preferred, ranking: { typeWeights: {}, boostScopes: ['tx-100'] } })).toEqual(['hum-filter', 'hum-plain', 'hum-anywhere']);
          for (const start of [0, 1, 2]) {
            const page = await order({ preferred, ranking: { typeWeights: {}, boostScopes: ['tx-100'] }, page: { start, num: 1 } });
            expect({ start, page }).toEqual({ start, page: [['hum-filter', 'hum-plain', 'hum-anywhere'][start]] });
          }
          expect(await order({ preferred, ranking: { typeWeights: {}, boostScopes: [] } })).toEqual(['hum-filter', 'hum-anywhere', 'hum-plain']);
        });

        it('lists the rows of the preferred words first, and counts filter scopes', async () => {
          // Both rows hold 'speaker' or 'picture' and 'crackle'; only 'Picture settings explained' the word 'picture' as typed.
          const outcome = await find(partial(2, [group('speaker', 'picture'), group('crackle'), group('zebra')]), {
            preferred: partial(2, [group('picture'), group('crackle'), group('zebra')]),
            ranking: { typeWeights: {}, boostScopes: ['tv'] },
          });
          expect(outcome.hits.map((h) => h.familyId)).toEqual(['body', 'title']);
          const match = partial(3, [group('speaker'), group('crackle'), group('cable'), group('zebra')]);
          expect(await store.countByScope({ locale: 'en_GB', match, contentTypes: null, scope: null, facet: null }, ['tx-100', 'tv', 'elsewhere'])).toEqual({
            'tx-100': 1,
            tv: 1,
            elsewhere: 0,
          });
        });
      });

      it('never returns restricted content to a public search', async () => {
        expect((await search('en_GB', ['bulletin'])).total).toBe(0);
      });

      it('shows each locale its translation, or English when there is none', async () => {
        expect((await search('de_DE', ['lautsprecher'])).hits.map((h) => h.title)).toEqual(['Lautsprecher knistert']);
        expect((await search('de_DE', ['picture'])).hits.map((h) => h.title)).toEqual(['Picture settings explained']);
        expect((await search('fr_FR', ['speaker', 'crackle'])).hits[0].title).toBe('Speaker crackle');
      });

      it('matches words without their accents and English words by their stem', async () => {
        expect((await search('de_DE', ['prufen'])).hits.map((h) => h.familyId)).toEqual(['title']);
        expect((await search('en_GB', ['crackles'])).total).toBe(2);
      });

      it('scopes by product and by every ancestor category', async () => {
        expect((await search('en_GB', ['crackle'], 'tx-100')).total).toBe(2);
        expect((await search('en_GB', ['crackle'], 'tv')).total).toBe(2);
        expect((await search('en_GB', ['crackle'], 'elsewhere')).total).toBe(0);
      });

      it('counts the matches filed under each product and category of a results page filter', async () => {
        const match = { mode: 'all' as const, groups: [{ alternatives: [{ words: ['crackl'], prefix: false }] }], modelKey: null };
        const request = { locale: 'en_GB' as const, match, contentTypes: null, scope: null, facet: null };
        expect(await store.countByScope(request, ['tx-100', 'tv', 'elsewhere'])).toEqual({ 'tx-100': 2, tv: 2, elsewhere: 0 });
        // A search told that the counts per scope follow answers the same, and so do the counts after it.
        const page = { start: 0, num: 10 };
        const told = await store.search({ ...request, page, scopeCountsNext: true });
        expect(await store.countByScope(request, ['tx-100', 'tv', 'elsewhere'])).toEqual({ 'tx-100': 2, tv: 2, elsewhere: 0 });
        expect(told).toEqual(await store.search({ ...request, page }));
        // Only the listed content types count, as in the result list.
        expect(await store.countByScope({ ...request, contentTypes: ['download'] }, ['tx-100'])).toEqual({ 'tx-100': 0 });
        expect(await store.countByScope({ ...request, contentTypes: ['faq-article'] }, ['tx-100'])).toEqual({ 'tx-100': 2 });
        expect(await store.countByScope(request, [])).toEqual({});
      });

      it('reads only the opening of each body when asked, and the whole body of rows by id', async () => {
        const full = await search('de_DE', ['prufen']);
        const request = {
          locale: 'de_DE' as const,
          match: { mode: 'all' as const, groups: [{ alternatives: [{ words: [searchLanguage('de_DE').stem('prufen')], prefix: false }] }], modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
        };
        const opened = await store.search({ ...request, bodyChars: 12 });
        expect(full.hits[0].body.length).toBeGreaterThan(12);
        // The same hits, ranked alike; only the body is cut, in characters (an umlaut is one).
        expect(opened.hits.map((h) => ({ ...h, body: '' }))).toEqual(full.hits.map((h) => ({ ...h, body: '' })));
        expect(opened.hits.map((h) => h.body)).toEqual(full.hits.map((h) => h.body.slice(0, 12)));
        expect((await store.search({ ...request, bodyChars: 0 })).hits[0].body).toBe('');

        const bodies = await store.contentBodies([...full.hits.map((h) => h.rowId), 999_999]);
        expect([...bodies.keys()].sort()).toEqual(full.hits.map((h) => h.rowId).sort());
        for (const hit of full.hits) expect(bodies.get(hit.rowId)).toBe(hit.body);
        expect((await store.contentBodies([])).size).toBe(0);
        // Only the openings, as the texts grouping compares.
        const openings = await store.contentBodies(full.hits.map((h) => h.rowId), 5);
        for (const hit of full.hits) expect(openings.get(hit.rowId)).toBe(hit.body.slice(0, 5));
      });

      it('gives each hit for a product the grouping key of its text, the same on both stores', async () => {
        const { hits } = await search('en_GB', ['crackl']);
        expect(hits.length).toBeGreaterThan(1);
        const keyOf = grouper();
        for (const hit of hits) expect(hit.groupKey).toBe(keyOf(hit, ['TX-100']));
        // Different texts, different keys; a row for no product has none (it is never grouped).
        expect(new Set(hits.map((h) => h.groupKey)).size).toBe(hits.length);
        expect(keyOf(hits[0], [])).toBeNull();
        // Copies of one text for two models get one key; the bodies hold their own model number.
        const copy = (model: string) => ({ contentType: 'document', attrs: { documentType: 'quick-start-guide' }, title: `Quick Start Guide – ${model}`, summary: '', body: `Pair the ${model} with your phone.` });
        expect(keyOf(copy('TX-100'), ['TX-100'])).toBe(keyOf(copy('TX-200'), ['TX-200']));
        expect(keyOf(copy('TX-100'), ['TX-100'])).not.toBe(keyOf({ ...copy('TX-100'), attrs: { documentType: 'operating-instructions' } }, ['TX-100']));
      });

      it('lists products of a category including its subcategories and finds them by model key', async () => {
        expect((await store.listProducts('en_GB', 'tv', { start: 0, num: 10 }, 'relevance')).items.map((p) => p.name)).toEqual(['tx-100']);
        expect((await store.getProduct('en_GB', 'tx100'))?.name).toBe('tx-100');
        expect((await store.getProduct('en_GB', 'TX 100'))?.name).toBe('tx-100');
        const matchOf = async (key: string) => (await store.findProductsByModelKey('en_GB', key, 5)).map((m) => [m.product.name, m.match]);
        expect(await matchOf('tx100')).toEqual([['tx-100', 'exact']]);
        expect(await matchOf('100')).toEqual([['tx-100', 'alias']]);
        expect(await matchOf('tx1')).toEqual([['tx-100', 'prefix']]);
        expect(await matchOf('zz')).toEqual([]);
        expect((await store.categoryPath('en_GB', 'oled')).map((c) => c.name)).toEqual(['tv', 'oled']);
        // Several paths in one read, each as categoryPath gives it; a category that does not exist has none.
        const paths = await store.categoryPaths('en_GB', ['oled', 'TV', 'nowhere']);
        expect([...paths].map(([leaf, path]) => [leaf, path.map((c) => c.name)])).toEqual([
          ['oled', ['tv', 'oled']],
          ['tv', ['tv']],
        ]);
        expect(paths.get('oled')).toEqual(await store.categoryPath('en_GB', 'oled'));
        expect(await store.categoryPaths('en_GB', [])).toEqual(new Map());
        expect((await store.listCategories('en_GB', null)).map((c) => [c.name, c.productCount])).toEqual([['tv', 1]]);
      });

      it('suggests indexed words close to a misspelt one, and completes words and popular queries', async () => {
        expect(await store.similarTerms('en_GB', 'crakle', 3)).toContain('crackle');
        expect(await store.similarTerms('en_GB', 'crackle', 3)).not.toContain('crackle');
        expect(await store.popularQueries('en_GB', 'spe', 5)).toEqual(['speaker crackle']);
        expect(await store.completeTerm('en_GB', 'crac', 5)).toEqual(['crackle']);
        expect(await store.knownTerms('en_GB', ['crackle', 'zzz'])).toEqual(new Set(['crackle']));
      });

      it('serves stored files byte for byte', async () => {
        const image = (await store.getProduct('en_GB', 'tx-100'))?.imageFileId ?? '';
        const file = await store.getFile(image);
        expect(file?.mediaType).toBe('image/svg+xml');
        expect(createHash('sha256').update(file?.bytes ?? Buffer.alloc(0)).digest('hex')).toBe(file?.sha256);
        expect(await store.getFile('no-such-file')).toBeNull();
      });

      it('returns the text of each page of a manual, page 1 first, empty pages kept', async () => {
        const manualId = createHash('sha256').update('%PDF-1.7 fixture').digest('hex').slice(0, 20);
        const pages = await store.filePages([manualId, 'no-such-file']);
        expect([...pages.keys()]).toEqual([manualId]);
        expect(pages.get(manualId)).toEqual(['Operating Instructions TX-100', '', 'Picture settings: motion smoothing reduces judder.']);
        expect(await store.filePages([])).toEqual(new Map());
      });
    });

    describe('sessions and rate limits shared by two connections', () => {
      const policy = { idleTimeoutMs: 30 * 60_000, touchAfterMs: 60_000 };
      const t0 = new Date('2026-11-24T08:00:00Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);

      it('a session created on one connection resolves, idles out and is deleted on the other', async () => {
        const both = await opened.twoConnections();
        const [a, b] = both.sessions;
        try {
          await a.createSession('contract-h1', { accountId: 'asc-0001', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
          await expect(b.createSession('contract-h1', { accountId: 'other', createdAt: t0, lastSeenAt: t0, expiresAt: at(3600_000) })).rejects.toBeDefined();
          expect((await b.resolveSession('contract-h1', at(1000), policy))?.accountId).toBe('asc-0001');
          // Used after 20 minutes: the use is written back, so 45 minutes is only 25 idle minutes.
          expect((await a.resolveSession('contract-h1', at(20 * 60_000), policy))?.lastSeenAt).toEqual(at(20 * 60_000));
          expect(await b.resolveSession('contract-h1', at(45 * 60_000), policy)).not.toBeNull();
          expect(await b.deleteSession('contract-h1')).toBe(true);
          expect(await a.resolveSession('contract-h1', at(46 * 60_000), policy)).toBeNull();
          await a.createSession('contract-h2', { accountId: 'asc-0002', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
          await a.createSession('contract-h3', { accountId: 'asc-0002', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
          expect(await b.deleteAccountSessions('asc-0002')).toBe(2);
          await a.createSession('contract-h4', { accountId: 'asc-0003', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
          expect(await b.resolveSession('contract-h4', at(31 * 60_000), policy)).toBeNull();
        } finally {
          await both.close();
        }
      });

      it('counts hits of both connections in one window, concurrently, and starts a new window after it', async () => {
        const both = await opened.twoConnections();
        const [a, b] = both.limits;
        try {
          const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).increment('contract:key', 60_000, t0)));
          expect(counts.map((w) => w.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
          await b.decrement('contract:key', at(1000));
          expect((await a.get('contract:key', at(1000)))?.count).toBe(19);
          expect(await a.increment('contract:key', 60_000, at(60_000))).toEqual({ count: 1, resetAt: at(120_000) });
          await b.reset('contract:key');
          expect(await a.get('contract:key', at(60_001))).toBeNull();
        } finally {
          await both.close();
        }
      });
    });

    describe('the content API on the demo catalogue', () => {
      it('holds the demo catalogue and lists its categories and products', async () => {
        expect(await service.store.datasetVersion()).toBe(seedVersion(seedFile()));
        const models = (await get('/en_GB/categories/televisions/models', { num: 100, sort: 'name' })).body as { results: Array<{ modelNumber: string }> };
        const numbers = models.results.map((m) => m.modelNumber);
        expect(numbers).toContain('AT-55X89J');
        expect([...numbers].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))).toEqual(numbers);
      });

      it("lists a family's most popular products from the links kept for it as ranking its products gives them (store/familyLinks.ts)", async () => {
        const { hits } = await service.store.search({
          locale: 'en_GB',
          match: { mode: 'any', groups: ['manual', 'firmware', 'bluetooth', 'sound'].map((w) => ({ alternatives: [{ words: [w], prefix: false }] })), modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 1000 },
        });
        // And a family of no product, which no answer holds.
        const families = [...new Set(hits.map((h) => h.familyId)), 'zz-no-products'];
        expect(families.length).toBeGreaterThan(100);
        // More than the kept links: ranked from every product of each family. Some families have more products than
        // are kept, so the kept lists are cut where ranking would cut them.
        const ranked = await service.store.productsOfContent(families, FAMILY_LINKS + 1);
        expect([...ranked.values()].some((links) => links.length > FAMILY_LINKS)).toBe(true);
        for (const perFamily of [11, FAMILY_LINKS]) {
          const kept = await service.store.productsOfContent(families, perFamily);
          expect(kept.has('zz-no-products')).toBe(false);
          expect([...kept.keys()]).toEqual([...ranked.keys()]);
          expect([...kept]).toEqual([...ranked].map(([family, links]) => [family, links.slice(0, perFamily)]));
        }
      });

      it('finds the documents of a series by its name and the models of a range by a feature they share (ADR 049, ADR 036 update 7)', async () => {
        type Search = OrganicSearchResponse['searchResponse'];
        const search = async (query: Query) => ((await get('/search', query)).body as OrganicSearchResponse).searchResponse as Search;
        // Documents print their model numbers, never the series.
        const series = await search({ query: 'x75j', locale: 'en_GB', collapse: false });
        const models = new Set(series.results.flatMap((r) => r.title.match(/AT-\d+X75J/g) ?? []));
        expect(models).toEqual(new Set(['AT-43X75J', 'AT-50X75J', 'AT-55X75J', 'AT-65X75J']));
        expect((await search({ query: 'nova 10 manual', locale: 'en_GB' })).results[0].title).toMatch(/^Operating Instructions – AQ-N10/);
        // "Bright 4K HDR picture with local dimming, ..." describes dozens of televisions: a product's own words.
        for (const locale of ['en_GB', 'de_DE', 'fr_FR'] as const) {
          const ranged = await search({ query: 'local dimming', locale, type: 'model-details', num: 100 });
          expect(ranged.count).toBe(40);
          expect(ranged.results.map((r) => r.id)).toContain('at-55x89j');
        }
      });

      it('lists a category in its second place too, keeping its own address and parent (ADR 044)', async () => {
        type Categories = { categories: Array<{ name: string }>; parentCategoryName?: string };
        const audio = (await get('/en_GB/categories/audio')).body as Categories;
        const names = audio.categories.map((c) => c.name);
        // A visitor who picks Audio finds the soundbars, after Audio's own subcategories.
        expect(names[names.length - 1]).toBe('soundbars');
        expect(names.length).toBeGreaterThan(1);
        const soundbars = (await get('/de_DE/categories/soundbars')).body as Categories;
        expect(soundbars.parentCategoryName).toBe('tv-home-cinema');
        const path = (await get('/en_GB/categories/soundbars/metadata')).body as { parentCategories: Array<{ name: string }> };
        expect(path.parentCategories.map((c) => c.name)).toEqual(['tv-home-cinema', 'soundbars']);
        // TV & Home Cinema still lists it once, among its own.
        const tv = (await get('/en_GB/categories/tv-home-cinema')).body as Categories;
        expect(tv.categories.filter((c) => c.name === 'soundbars')).toHaveLength(1);
      });

      it.each([
        ['AT-55X89J', 'AT-55X89J'],
        ['at55x89j', 'AT-55X89J'],
        ['at 55x89j', 'AT-55X89J'],
        ['firmware for my AWH-1000XM5 please', 'AWH-1000XM5'],
      ])('finds the product typed as %p', async (query, model) => {
        const body = (await get('/search', { query, locale: 'en_GB' })).body as { searchResponse: { bestMatches: Array<{ modelNumber: string }> } };
        expect(body.searchResponse.bestMatches[0]?.modelNumber).toBe(model);
      });

      it('finds a phrase inside a manual and names its page, linking the PDF at that page', async () => {
        const body = (await get('/search/at-55x89j', { query: 'dialogue enhancer', locale: 'en_GB', type: 'manuals' })).body as OrganicSearchResponse;
        const manual = body.searchResponse.results.find((r) => r.documentType === 'operating-instructions');
        expect(manual?.page).toBeGreaterThan(1);
        expect(manual?.pageUrl).toBe(`${manual?.fileUrl}#page=${manual?.page}`);
        const [start, end] = manual?.snippetHighlights?.[0] ?? [0, 0];
        expect(manual?.snippet?.slice(start, end).toLowerCase()).toBe('dialogue enhancer');
        // The page named is the page of the served PDF that holds the phrase.
        const file = await request(app).get(String(manual?.fileUrl)).buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
        expect(file.headers['content-type']).toMatch(/^application\/pdf/);
        const bytes = file.body as Buffer;
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(manual?.sha256);
        expect(bytes.length).toBe(manual?.fileSize);
        const pages = await extractPdfPages(bytes);
        expect(pages[(manual?.page ?? 0) - 1]).toContain('Dialogue enhancer');
      });

      it('groups copies of one manual for several models and counts the results page filters by what they list', async () => {
        type Body = OrganicSearchResponse;
        const body = (await get('/search', { query: 'bluetooth', locale: 'en_GB', num: 20, facets: 'true' })).body as Body;
        expect(body.searchResponse.results.some((r) => (r.group?.modelCount ?? 0) >= 3)).toBe(true);
        const audio = body.facets?.categories.find((c) => c.name === 'audio');
        expect(audio?.count).toBeGreaterThan(0);
        expect(((await get('/search', { query: 'bluetooth', locale: 'en_GB', within: 'audio' })).body as Body).searchResponse.count).toBe(audio?.count);
      });

      it('finds firmware for a model and corrects a misspelt word', async () => {
        const body = (await get('/search', { query: 'AT-55X89J', locale: 'en_GB', num: 50 })).body as { searchResponse: { results: Array<{ title: string }> } };
        expect(body.searchResponse.results.map((r) => r.title)).toEqual(expect.arrayContaining(['Firmware update v6.7.412 for AT-55X89J']));
        const typo = (await get('/search', { query: 'firmwre', locale: 'en_GB' })).body as { searchResponse: { count: number } };
        expect(typo.searchResponse.count).toBeGreaterThan(0);
      });

      it('keeps restricted documents behind a sign-in, and opens them to a signed-in service centre', async () => {
        const query = { type: 'service-manual' };
        const anonymous = await get('/repair-documents/search/at-55x89j', query);
        expect(anonymous.status).toBe(301);
        const res = await request(app).post(`${API_BASE}/asc/auth`).send({ username: 'ASC.demo', password: 'ServiceCentre#2024' }).expect(200);
        const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
        const signedIn = await get('/repair-documents/search/at-55x89j', query, cookie);
        expect(signedIn.status).toBe(200);
        const docs = (signedIn.body as { searchResponse: { results: Array<{ associatedFiles: Array<{ url: string }> }> } }).searchResponse.results;
        expect(docs.length).toBeGreaterThan(0);
        const file = docs.flatMap((d) => d.associatedFiles)[0].url.replace(API_BASE, '');
        const fileAnonymous = await service.transport({ method: 'GET', path: file, query: {} });
        expect(fileAnonymous.status).not.toBe(200);
        await request(app).post(`${API_BASE}/asc/auth`).send({ username: 'asc.demo', password: 'wrong' }).expect(401);
      });

      it('stores a ticket once per Idempotency-Key and refuses the key for a different ticket', async () => {
        const before = await service.writes.countTickets();
        const key = `contract-${kind.title.slice(0, 6)}-${Date.now()}`;
        const ticket = {
          name: 'Jana Novak',
          email: 'jana.novak@example.com',
          productModel: 'at 55x89j',
          serialNumber: '7015000',
          issueCategory: 'picture',
          description: 'The picture flickers when HDR content plays.',
        };
        const first = await request(app).post(`${API_BASE}/create-ticket?locale=en_GB`).set('Idempotency-Key', key).send(ticket);
        const second = await request(app).post(`${API_BASE}/create-ticket?locale=en_GB`).set('Idempotency-Key', key).send(ticket);
        expect(first.status).toBe(201);
        expect(second.status).toBe(201);
        expect(second.body.ticketId).toBe(first.body.ticketId);
        expect(await service.writes.countTickets()).toBe(before + 1);
        expect(await service.writes.getTicket(first.body.ticketId as string)).toMatchObject({ productModel: 'AT-55X89J', email: 'jana.novak@example.com' });
        const other = await request(app).post(`${API_BASE}/create-ticket?locale=en_GB`).set('Idempotency-Key', key).send({ ...ticket, description: 'Something else entirely.' });
        expect(other.status).toBe(422);
        expect(await service.writes.countTickets()).toBe(before + 1);
      });

      it('stores a page view once per key, and a claim in progress answers in-progress', async () => {
        const view = {
          tokenKind: 'guest' as const,
          tokenHash: null,
          locale: 'en_GB',
          pageName: 'support:home',
          pageType: 'home',
          url: '/electronics/support',
          searchTerm: null,
          resultCount: null,
          referrer: null,
          receivedAt: new Date().toISOString(),
        };
        const before = await service.writes.countPageViews();
        const a = await service.writes.recordPageView(view, `view-${kind.title.slice(0, 6)}`);
        const b = await service.writes.recordPageView(view, `view-${kind.title.slice(0, 6)}`);
        expect(b).toEqual({ id: a.id, created: false });
        expect(await service.writes.countPageViews()).toBe(before + 1);
        const now = new Date();
        expect(await service.writes.claimIdempotencyKey('test', 'k1', 'f1', now)).toEqual({ state: 'claimed' });
        expect(await service.writes.claimIdempotencyKey('test', 'k1', 'f1', now)).toEqual({ state: 'in-progress' });
        expect(await service.writes.claimIdempotencyKey('test', 'k1', 'f2', now)).toEqual({ state: 'mismatch' });
        // A claim abandoned by a crashed process is taken over after a while.
        expect(await service.writes.claimIdempotencyKey('test', 'k1', 'f1', new Date(now.getTime() + 60_000))).toEqual({ state: 'claimed' });
        await service.writes.completeIdempotencyKey('test', 'k1', { status: 201, body: { ok: true } });
        expect(await service.writes.claimIdempotencyKey('test', 'k1', 'f1', now)).toEqual({ state: 'done', response: { status: 201, body: { ok: true } } });
      });
    });
  });
}

/** API calls both stores must answer identically (status and body). */
const PARITY_CALLS: Array<[string, Query?]> = [
  ['/en_GB/categories'],
  ['/de_DE/categories/televisions'],
  ['/fr_FR/categories/audio'],
  ['/en_GB/categories/televisions/metadata'],
  ['/fr_FR/products/at-55x89j/metadata'],
  ['/en_GB/categories/televisions/models', { sort: 'relevance' }],
  ['/en_GB/categories/televisions/models', { sort: 'name', start: 5, num: 10 }],
  ['/en_GB/categories/televisions/models', { sort: 'newest' }],
  ['/en_GB/categories/headphones/models', { contentTypeFilter: 'download', num: 50 }],
  ['/en_GB/categories/televisions/models', { documentTypeFilter: 'quick-start-guide', sort: 'name', start: 3, num: 5 }],
  ['/en_GB/documents/at-55x89j/languages'],
  ['/de_DE/documents/at-55x89j/languages/de'],
  ['/en_GB/downloads/at-55x89j', { num: 20 }],
  ['/en_GB/downloads/at-55x89j/filters'],
  ['/faqs/search', { model: 'at-55x89j', num: 20 }],
  ['/faqs/search', { category: 'televisions', locale: 'de_DE' }],
  ['/suggest', { query: 'at-55', locale: 'en_GB' }],
  ['/suggest', { query: 'noise cancel', locale: 'en_GB' }],
  // Models one typo away (ADR 052): the store's look-up of many keys at once.
  ['/suggest', { query: 'at55x88j', locale: 'en_GB' }],
  ['/search', { query: 'at55x88j', locale: 'en_GB' }],
  ['/keyword/suggest', { query: 'firm', locale: 'en_GB' }],
  ['/specifications/at-55x89j', { locale: 'en_GB' }],
  ['/tutorials/at-55x89j', { locale: 'en_GB' }],
  ['/support-videos', { locale: 'en_GB', contextId: 'televisions' }],
  ['/en_GB/news-and-alerts', { contextId: 'at-55x89j' }],
  ['/compatibility-relations/at-55x89j/categories', { locale: 'en_GB' }],
  ['/banners', { model: 'at-55x89j', category: 'televisions' }],
  ['/banners/operating-system', { operatingSystem: 'Windows 11' }],
  ['/special-message', { locale: 'de_DE' }],
  ['/context-categories', { locale: 'en_GB', modelSlug: 'at-55x89j' }],
  ['/faq-bundles', { locale: 'en_GB', modelSlug: 'at-55x89j' }],
  ['/faq-bundles/automatic', { locale: 'en_GB', categoryName: 'televisions' }],
  ['/faq-bundles/automatic/details', { locale: 'en_GB', model: 'at-55x89j' }],
  ['/en_GB/seo/products/at-55x89j'],
  ['/serial-number-checker/lists', { locale: 'en_GB' }],
  ['/remote-control-codes', { locale: 'en_GB' }],
];

/**
 * The shared search query set: the first result each store gives (the title, or a pattern where
 * many results tie, such as one firmware update per model), and about as many results.
 */
const SEARCH_QUERIES: Array<[string, string, string | RegExp]> = [
  // A topic, not a model number: the how-to article comes before the per-model downloads (docs/decisions/019).
  ['en_GB', 'firmware update', 'How to update the software or firmware of your product'],
  ['en_GB', 'bluetooth pairing', 'Headphones cannot be paired or connected via Bluetooth'],
  ['en_GB', 'remote control not working', 'The remote control does not work'],
  ['en_GB', 'wifi connection', 'The TV cannot connect to Wi-Fi or the internet'],
  ['en_GB', 'operating instructions', /^Operating Instructions – /],
  ['en_GB', 'at55x89j', /AT-55X89J$/],
  ['en_GB', 'battery', /battery/i],
  ['de_DE', 'bedienungsanleitung', /^Bedienungsanleitung – /],
  ['de_DE', 'firmware', /Firmware/],
  // The first person meets the third (search/verbForms.ts, ADR 051).
  ['de_DE', 'wie verbinde ich meinen fernseher mit wlan', 'Der Fernseher verbindet sich nicht mit WLAN oder Internet'],
  // A verb and its particle at the end read as one word ('schließe ... an': anschließen, ADR 063).
  ['de_DE', 'wie schließe ich den monitor an', 'Externen Monitor anschließen'],
  // The how-to answers 'update' in general; the per-model firmware downloads follow it.
  ['fr_FR', 'mise à jour', 'Comment mettre à jour le logiciel ou le micrologiciel de votre produit'],
  ['fr_FR', 'casque', 'Impossible d’associer ou de connecter le casque en Bluetooth'],
];

(KINDS.every((k) => k.available) ? describe : describe.skip)(`parity: SQLite and PostgreSQL answer alike${KINDS[1].available ? '' : ' (SKIPPED: no PostgreSQL)'}`, () => {
  let services: ContentService[] = [];
  beforeAll(async () => {
    services = (await Promise.all(KINDS.map(openOnce))).map((o) => o.service);
  }, 180_000);
  const both = () => services;
  const call = (s: ContentService, path: string, query: Query = {}) => s.transport({ method: 'GET', path, query });

  it.each(PARITY_CALLS)('GET %s %j', async (path, query = {}) => {
    const [sqlite, pg] = both();
    const expected = answer(await call(sqlite, path, query));
    expect(expected.status).toBe(200);
    expect(answer(await call(pg, path, query))).toEqual(expected);
  });

  it.each(SEARCH_QUERIES)('%s: %p comes first on both stores with about as many results', async (locale, query, first) => {
    type Body = { searchResponse: { count: number; results: Array<{ title: string }> } };
    const read = async (s: ContentService) => (await call(s, '/search', { query, locale, num: 10 })).body as Body;
    const [a, b] = await Promise.all(both().map(read));
    expect(a.searchResponse.count).toBeGreaterThan(0);
    // The stemmers differ slightly (SQLite's porter, PostgreSQL's snowball): totals may too, a little.
    expect(Math.abs(b.searchResponse.count - a.searchResponse.count)).toBeLessThanOrEqual(Math.ceil(a.searchResponse.count * 0.1));
    for (const body of [a, b]) {
      if (typeof first === 'string') expect(body.searchResponse.results[0]?.title).toBe(first);
      else expect(body.searchResponse.results[0]?.title).toMatch(first);
    }
  });
});
