import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insightWindows } from '../../../../insights/assembleInsights';
import { SqliteWriteStore } from '../SqliteWriteStore';
import { WRITES_SCHEMA_VERSION } from '../writesSchema';

/** A write database of the release before the search rollup: its page views stay, the rollup starts empty. */
it('migrates a write database without the search rollup, keeping its page views', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'writes-migration-'));
  const path = join(dir, 'writes.sqlite');
  try {
    await (await SqliteWriteStore.open(path)).close();
    const old = new Database(path);
    old.exec('DROP TABLE search_daily; DROP TABLE search_opened_daily;');
    // The rollup is the second-last step; the last adds its by-query indexes (ADR 056), dropped with the tables.
    old.pragma(`user_version = ${WRITES_SCHEMA_VERSION - 2}`);
    old
      .prepare(
        `INSERT INTO page_views (received_at, token_kind, locale, page_name, page_type, url, search_term, result_count)
         VALUES ('2026-11-20T10:00:00.000Z', 'guest', 'en_GB', 'support:results', 'homeResults', '/electronics/support/results?query=x', 'x', 0)`,
      )
      .run();
    old.close();

    const store = SqliteWriteStore.open(path);
    expect(await store.countPageViews()).toBe(1);
    const now = new Date();
    await store.recordPageView({
      tokenKind: 'guest',
      tokenHash: null,
      locale: 'en_GB',
      pageName: 'support:results',
      pageType: 'homeResults',
      url: '/electronics/support/results?query=y',
      searchTerm: 'y',
      resultCount: 0,
      referrer: null,
      receivedAt: now.toISOString(),
      searchSignal: { kind: 'search', query: 'y', resultCount: 0 },
    });
    const rows = await store.searchInsights(insightWindows(now, null, 10));
    // Only what was logged after the upgrade is counted (no back-fill, ADR 027).
    expect(rows.zeroResults.map((r) => r.query)).toEqual(['y']);
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(WRITES_SCHEMA_VERSION);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
