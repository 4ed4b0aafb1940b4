/**
 * ADR 039: a product's FAQs, videos and news are those that apply to it (its kind, category, series and model
 * year), on SQLite and on PostgreSQL (a throwaway cluster from test/support/postgres.ts, or DATABASE_URL;
 * skipped with the reason in its title without one): the store calls, and the content API over them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailability, postgresSuiteTitle, startTestPostgres, type TestPostgres } from '../../../../../test/support/postgres';
import { openContentService, type ContentService } from '../../index';
import { ensurePostgres } from '../postgres';
import { ensureDatabase } from '../sqlite/ensureDatabase';
import { FIT_PRODUCTS as P, fitCatalogue } from './support/fitCatalogue';

const quiet = () => undefined;
const failures: unknown[] = [];
const logger = { error: (details: Record<string, unknown>) => failures.push(details) };

interface Opened {
  service: ContentService;
  close(): Promise<void>;
}

const KINDS: Array<{ title: string; available: boolean; open(): Promise<Opened> }> = [
  {
    title: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fit-contract-'));
      const dbPath = join(dir, 'content.sqlite');
      ensureDatabase(dbPath, { log: quiet, version: 'fit-v1', dataset: () => fitCatalogue('fit-v1') });
      const service = await openContentService({ dbPath, ensure: false, log: quiet, logger, catalogueCache: false, demoAccounts: false });
      return {
        service,
        close: async () => {
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
      const postgres: TestPostgres = await startTestPostgres();
      const url = await postgres.newDatabase();
      await ensurePostgres(url, { log: quiet, version: 'fit-v1', dataset: () => fitCatalogue('fit-v1') });
      const service = await openContentService({ dbPath: '', databaseUrl: url, ensure: false, log: quiet, logger, catalogueCache: false, demoAccounts: false });
      return {
        service,
        close: async () => {
          await service.close();
          await postgres.stop();
        },
      };
    },
  },
];

afterAll(() => expect(failures).toEqual([]));

const ids = (items: Array<{ familyId: string }>) => items.map((i) => i.familyId).sort();

for (const kind of KINDS) {
  (kind.available ? describe : describe.skip)(kind.title, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await kind.open();
    }, 180_000);
    afterAll(() => opened?.close());

    const faqs = (product: string) =>
      opened.service.store.listArticles('en_GB', ['faq-article'], ['televisions', product], { start: 0, num: 20 });
    const listing = (scope: string, contentTypes: string[]) =>
      opened.service.store.listContent('en_GB', { contentTypes, scope, order: 'popular', page: { start: 0, num: 20 } });

    it('a product lists the articles of its kind, category, series and year; one that declares nothing applies to all', async () => {
      expect(ids((await faqs(P.tv2024)).items)).toEqual(['faq-model-number', 'faq-screens', 'faq-z9-notice']);
      expect(ids((await faqs(P.tv2019)).items)).toEqual(['faq-model-number', 'faq-screens']);
      // A professional display is a TV by kind and professional by category.
      expect(ids((await faqs(P.proDisplay)).items)).toEqual(['faq-model-number', 'faq-pro-control', 'faq-screens']);
      const projector = await faqs(P.projector);
      expect(ids(projector.items)).toEqual(['faq-model-number', 'faq-screens']);
      // The count agrees with the list (paging stays right).
      expect(projector.total).toBe(2);
    });

    it('videos and alerts of a product honour its kind and model year', async () => {
      expect(ids((await listing(P.tv2024, ['video-content'])).items)).toEqual(['video-wall']);
      expect(ids((await listing(P.projector, ['video-content'])).items)).toEqual(['video-focus']);
      expect(ids((await listing(P.tv2024, ['news-alert'])).items)).toEqual(['news-model-number', 'news-scam']);
      expect(ids((await listing(P.tv2019, ['news-alert'])).items)).toEqual(['news-legacy-app', 'news-model-number', 'news-scam']);
      // Through the product way in as well.
      const byProduct = await opened.service.store.listContent('en_GB', { contentTypes: ['news-alert'], product: P.projector, order: 'newest', page: { start: 0, num: 20 } });
      expect(ids(byProduct.items)).toEqual(['news-model-number', 'news-scam']);
    });

    it('a category lists everything under it: the rule narrows a product’s listings only', async () => {
      expect(ids((await listing('tv-home-cinema', ['video-content'])).items)).toEqual(['video-focus', 'video-wall']);
      expect((await listing('televisions', ['news-alert'])).total).toBe(3);
    });

    describe('through the content API', () => {
      const get = async <T,>(path: string, query: Record<string, string>) => {
        const response = await opened.service.transport({ method: 'GET', path, query });
        expect(response.status).toBe(200);
        return response.body as T;
      };
      type Listed = { searchResponse: { count: number; results: Array<{ id: string; title: string }> } };
      const titles = (body: Listed) => body.searchResponse.results.map((r) => r.title).sort();

      it('FAQ search of a 2024 TV: no professional-display article', async () => {
        const body = await get<Listed>('/faqs/search', { locale: 'en_GB', model: P.tv2024 });
        expect(titles(body)).toEqual(['Clean the screen', 'Find the model number', 'Z9 panel notice']);
        expect(body.searchResponse.count).toBe(3);
      });

      it('support videos of a 2024 TV: no projector focus video', async () => {
        const body = await get<Listed>('/support-videos', { locale: 'en_GB', contextId: P.tv2024 });
        expect(titles(body)).toEqual(['Wall-mount a TV']);
      });

      it('news of a 2024 TV: no alert about 2019 models, and not the alert the site-wide notice already shows', async () => {
        const body = await get<Listed>('/en_GB/news-and-alerts', { contextId: P.tv2024 });
        expect(titles(body)).toEqual(['Have your model number ready']);
        expect(body.searchResponse.count).toBe(1);
        const old = await get<Listed>('/en_GB/news-and-alerts', { contextId: P.tv2019 });
        expect(titles(old)).toEqual(['Have your model number ready', 'Older video app ends on 2019 models']);
      });

      it('a category page keeps the alert beside the notice', async () => {
        const body = await get<Listed>('/en_GB/news-and-alerts', { contextId: 'televisions' });
        expect(titles(body)).toContain('Beware of fake support calls');
      });
    });
  });
}
