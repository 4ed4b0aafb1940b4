/**
 * "Did this help?" (ADR 028) on both stores: the same cases against SQLite and PostgreSQL (a
 * throwaway cluster from test/support/postgres.ts, or DATABASE_URL; skipped with the reason in its
 * title without one). Answers are stored once per page view, also when two processes race; the
 * helpfulness figures come back per item in the order asked for; only agents read them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type { FeedbackRequest, Helpfulness } from '../../../../shared/content/feedbackTypes';
import {
  postgresAvailability,
  postgresSuiteTitle,
  startTestPostgres,
  type TestPostgres,
} from '../../../../../test/support/postgres';
import { openContentService, type ContentService } from '../../index';
import { SESSION_COOKIE } from '../../access/requireAccess';
import type { NewFeedback } from '../FeedbackRecords';
import type { WriteStore } from '../WriteStore';
import { ensureDatabase } from '../sqlite/ensureDatabase';
import { SqliteWriteStore, writesPathFor } from '../sqlite/writes/SqliteWriteStore';
import { ensurePostgres, openPostgresStores } from '../postgres';
import { fixture } from './support/fixtureCatalogue';

interface Opened {
  service: ContentService;
  /** A second, independent connection to the same write database (another process). */
  otherWrites: WriteStore;
  close(): Promise<void>;
}

const quiet = () => undefined;
const failures: unknown[] = [];
const logger = { error: (details: Record<string, unknown>) => failures.push(details) };

const KINDS: Array<{ title: string; available: boolean; open(): Promise<Opened> }> = [
  {
    title: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'feedback-contract-'));
      const dbPath = join(dir, 'content.sqlite');
      ensureDatabase(dbPath, { log: quiet, version: 'v1', dataset: () => fixture('v1') });
      const service = await openContentService({ dbPath, ensure: false, log: quiet, logger });
      const otherWrites = SqliteWriteStore.open(writesPathFor(dbPath));
      return {
        service,
        otherWrites,
        close: async () => {
          await otherWrites.close();
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
      await ensurePostgres(url, { log: quiet, version: 'v1', dataset: () => fixture('v1') });
      const service = await openContentService({ dbPath: '', databaseUrl: url, ensure: false, log: quiet, logger });
      const other = await openPostgresStores(url);
      return {
        service,
        otherWrites: other.writes,
        close: async () => {
          await other.close();
          await service.close();
          await postgres.stop();
        },
      };
    },
  },
];

afterAll(() => expect(failures).toEqual([]));

let serial = 0;
const viewKey = () => `view-${Date.now().toString(36)}-${(serial += 1)}`;

for (const kind of KINDS) {
  (kind.available ? describe : describe.skip)(kind.title, () => {
    let opened: Opened;
    let writes: WriteStore;
    let app: express.Express;
    const send = (body: Partial<FeedbackRequest> & Record<string, unknown>) =>
      request(app).post(`${API_BASE}/feedback?locale=en_GB`).send(body);

    beforeAll(async () => {
      opened = await kind.open();
      writes = opened.service.writes;
      app = express();
      app.use(express.json());
      app.use(API_BASE, opened.service.router);
    }, 180_000);
    afterAll(() => opened?.close());

    const answer = (overrides: Partial<NewFeedback>): NewFeedback => ({
      receivedAt: new Date().toISOString(),
      locale: 'en_GB',
      contentKind: 'article',
      contentId: 'body',
      helpful: true,
      reason: null,
      comment: null,
      pageType: 'articleDetails',
      viewKey: viewKey(),
      ...overrides,
    });

    it('stores an answer sent to the API once per page view: a second answer of the view is not counted', async () => {
      const key = viewKey();
      const first = await send({
        contentKind: 'article',
        contentId: 'title',
        answer: 'no',
        reason: 'out-of-date',
        viewKey: key,
        pageType: 'articleDetails',
      });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String), status: 'recorded' });
      const again = await send({ contentKind: 'article', contentId: 'title', answer: 'yes', viewKey: key });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ id: first.body.id, status: 'already-recorded' });
      const [figures] = await writes.helpfulnessOf([{ kind: 'article', id: 'title' }]);
      expect(figures).toMatchObject({ count: 1, yes: 0, no: 1, shareYes: 0, reasons: { 'out-of-date': 1, other: 0 } });
    });

    it('refuses ids the catalogue does not have as that kind, and restricted content', async () => {
      for (const [contentKind, contentId] of [
        ['article', 'no-such-article'],
        ['download', 'body'],
        ['software', 'title'],
        ['article', 'secret'],
      ] as const) {
        const res = await send({ contentKind, contentId, answer: 'yes', viewKey: viewKey() });
        expect(res.status).toBe(400);
        expect(res.body.error.parameter).toBe('contentId');
      }
    });

    it('adds up answers per item in the order asked for, with every reason, and lists unrated items as zero', async () => {
      const item = `item-${kind.title.slice(0, 3)}`;
      await writes.recordFeedback(answer({ contentId: item, helpful: true }));
      await writes.recordFeedback(answer({ contentId: item, helpful: true, locale: 'de_DE' }));
      await writes.recordFeedback(answer({ contentId: item, helpful: false, reason: 'hard-to-follow' }));
      await writes.recordFeedback(
        answer({ contentId: item, helpful: false, reason: 'other', comment: 'The menu has another name on my TV.' }),
      );
      await writes.recordFeedback(answer({ contentId: item, helpful: false, reason: null }));
      await writes.recordFeedback(
        answer({ contentKind: 'download', contentId: item, helpful: false, reason: 'wrong-product' }),
      );
      const figures = await writes.helpfulnessOf([
        { kind: 'download', id: item },
        { kind: 'software', id: 'never-rated' },
        { kind: 'article', id: item },
      ]);
      expect(figures.map((f) => `${f.kind}:${f.id}`)).toEqual([
        `download:${item}`,
        'software:never-rated',
        `article:${item}`,
      ]);
      const [download, unrated, article] = figures;
      expect(download).toMatchObject({ count: 1, yes: 0, no: 1, reasons: { 'wrong-product': 1 } });
      expect(unrated).toEqual<Helpfulness>({
        kind: 'software',
        id: 'never-rated',
        count: 0,
        yes: 0,
        no: 0,
        shareYes: 0,
        reasons: { 'out-of-date': 0, 'did-not-solve': 0, 'hard-to-follow': 0, 'wrong-product': 0, other: 0 },
        lastAt: null,
      });
      expect(article).toMatchObject({
        count: 5,
        yes: 2,
        no: 3,
        shareYes: 0.4,
        reasons: { 'out-of-date': 0, 'did-not-solve': 0, 'hard-to-follow': 1, 'wrong-product': 0, other: 1 },
        lastAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('lists the least helpful items first: most "no" answers, then most answers, at least minAnswers of them', async () => {
      const p = `worst-${kind.title.slice(0, 3)}`;
      for (let i = 0; i < 3; i += 1)
        await writes.recordFeedback(answer({ contentId: `${p}-a`, helpful: false, reason: 'did-not-solve' }));
      for (let i = 0; i < 2; i += 1) await writes.recordFeedback(answer({ contentId: `${p}-b`, helpful: false }));
      for (let i = 0; i < 4; i += 1) await writes.recordFeedback(answer({ contentId: `${p}-b`, helpful: true }));
      for (let i = 0; i < 2; i += 1) await writes.recordFeedback(answer({ contentId: `${p}-c`, helpful: false }));
      const worst = (await writes.leastHelpful(100, 1)).filter((h) => h.id.startsWith(p)).map((h) => h.id);
      expect(worst).toEqual([`${p}-a`, `${p}-b`, `${p}-c`]);
      const busy = (await writes.leastHelpful(100, 5)).filter((h) => h.id.startsWith(p)).map((h) => h.id);
      expect(busy).toEqual([`${p}-b`]);
      expect((await writes.leastHelpful(1, 1)).length).toBe(1);
    });

    it('stores one answer when two processes send the same page view at the same moment', async () => {
      const key = viewKey();
      const results = await Promise.all([
        writes.recordFeedback(answer({ contentId: 'race', viewKey: key, helpful: true })),
        opened.otherWrites.recordFeedback(answer({ contentId: 'race', viewKey: key, helpful: false })),
        writes.recordFeedback(answer({ contentId: 'race', viewKey: key, helpful: true })),
      ]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      const [race] = await opened.otherWrites.helpfulnessOf([{ kind: 'article', id: 'race' }]);
      expect(race.count).toBe(1);
    });

    it('shows the figures to a signed-in agent only', async () => {
      const path = `${API_BASE}/feedback/helpfulness?items=article:title,download:nothing`;
      const anonymous = await request(app).get(path);
      expect(anonymous.status).toBe(301);
      const signIn = async (username: string, password: string) => {
        const res = await request(app).post(`${API_BASE}/asc/auth`).send({ username, password }).expect(200);
        return (
          (res.headers['set-cookie'] as unknown as string[])
            .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
            ?.split(';')[0] ?? ''
        );
      };
      const centre = await request(app)
        .get(path)
        .set('Cookie', await signIn('asc.demo', 'ServiceCentre#2024'));
      expect(centre.status).toBe(403);
      const agentCookie = await signIn('agent.demo', 'CareAgent#2024');
      const agent = await request(app).get(path).set('Cookie', agentCookie);
      expect(agent.status).toBe(200);
      expect(agent.headers['cache-control']).toContain('no-store');
      expect(agent.body.results.map((r: Helpfulness) => [r.kind, r.id, r.count])).toEqual([
        ['article', 'title', 1],
        ['download', 'nothing', 0],
      ]);
      const worst = await request(app).get(`${API_BASE}/feedback/helpfulness?num=2`).set('Cookie', agentCookie);
      expect(worst.status).toBe(200);
      expect(worst.body.results).toHaveLength(2);
      expect(worst.body.results[0].no).toBeGreaterThan(0);
      const bad = await request(app).get(`${API_BASE}/feedback/helpfulness?items=page:1`).set('Cookie', agentCookie);
      expect(bad.status).toBe(400);
      expect(bad.body.error.parameter).toBe('items');
    });
  });
}
