/**
 * The repair-request contract of the write store, on SQLite and on PostgreSQL (a throwaway cluster
 * from test/support/postgres.ts, or DATABASE_URL; skipped with the reason in its title without one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPAIR_REFERENCE_PATTERN } from '../../../../shared/content/repairTypes';
import { postgresAvailability, postgresSuiteTitle, startTestPostgres, type TestPostgres } from '../../../../../test/support/postgres';
import { createPool, migrate, PostgresWriteStore } from '../postgres';
import type { NewRepairRequest } from '../RepairRecords';
import { SqliteWriteStore } from '../sqlite/writes/SqliteWriteStore';
import type { WriteStore } from '../WriteStore';

interface Opened {
  writes: WriteStore;
  /** A second, independent connection to the same database, as a second process holds it. */
  second: WriteStore;
  close(): Promise<void>;
}

const KINDS: Array<{ title: string; available: boolean; open(): Promise<Opened> }> = [
  {
    title: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'repair-contract-'));
      const path = join(dir, 'content-writes.sqlite');
      const writes = SqliteWriteStore.open(path);
      const second = SqliteWriteStore.open(path);
      return {
        writes,
        second,
        close: async () => {
          await writes.close();
          await second.close();
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
      const pools = [createPool(url), createPool(url)];
      await migrate(pools[0]);
      return {
        writes: new PostgresWriteStore(pools[0]),
        second: new PostgresWriteStore(pools[1]),
        close: async () => {
          await Promise.all(pools.map((p) => p.end()));
          await postgres.stop();
        },
      };
    },
  },
];

const request = (overrides: Partial<NewRepairRequest> = {}): NewRepairRequest => ({
  locale: 'de_DE',
  productModel: 'AT-55X89J',
  productName: 'at-55x89j',
  serialNumber: '7015000AB',
  fault: 'Die Stromversorgung klickt, das Gerät schaltet sich nicht mehr ein.',
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  phone: '+49 30 1234567',
  postcode: '10117',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

for (const kind of KINDS) {
  (kind.available ? describe : describe.skip)(`repair requests: ${kind.title}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await kind.open();
    }, 180_000);
    afterAll(async () => {
      await opened?.close();
    });

    it('stores a request under a new R-XXXX-XXXX reference and reads every field back', async () => {
      const before = await opened.writes.countRepairRequests();
      const { request: stored, created } = await opened.writes.createRepairRequest(request());
      expect(created).toBe(true);
      expect(stored.reference).toMatch(REPAIR_REFERENCE_PATTERN);
      expect(stored).toEqual({ ...request(), reference: stored.reference, status: 'received' });
      // Durable and shared: another connection (another process) reads it.
      expect(await opened.second.getRepairRequest(stored.reference)).toEqual(stored);
      expect(await opened.second.countRepairRequests()).toBe(before + 1);
    });

    it('keeps optional fields as null', async () => {
      const { request: stored } = await opened.writes.createRepairRequest(request({ phone: null, postcode: null }));
      expect(await opened.writes.getRepairRequest(stored.reference)).toMatchObject({ phone: null, postcode: null });
    });

    it('stores one request per idempotency key, also when the repeat comes through another connection', async () => {
      const before = await opened.writes.countRepairRequests();
      const key = `repair-key-${kind.title.slice(0, 6)}`;
      const first = await opened.writes.createRepairRequest(request(), key);
      const again = await opened.second.createRepairRequest(request({ fault: 'Anything else: the key decides.' }), key);
      expect(first.created).toBe(true);
      expect(again).toEqual({ request: first.request, created: false });
      expect(await opened.writes.countRepairRequests()).toBe(before + 1);
    });

    it('gives concurrent requests with one key one reference', async () => {
      const key = `repair-race-${kind.title.slice(0, 6)}`;
      const results = await Promise.all([opened.writes, opened.second, opened.writes, opened.second].map((w) => w.createRepairRequest(request(), key)));
      expect(new Set(results.map((r) => r.request.reference)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
    });

    it('gives different requests different references and knows no unknown reference', async () => {
      const a = await opened.writes.createRepairRequest(request());
      const b = await opened.writes.createRepairRequest(request());
      expect(a.request.reference).not.toBe(b.request.reference);
      expect(await opened.writes.getRepairRequest('R-0000-0000')).toBeNull();
    });
  });
}
