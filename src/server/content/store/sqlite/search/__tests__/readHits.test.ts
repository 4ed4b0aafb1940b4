import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { demoSearchRequests } from '../../../../__tests__/support/searchRequests';
import type { SearchHit, SearchRequest } from '../../../ContentStore';
import { SqliteSearchIndex } from '../SqliteSearchIndex';

/**
 * The windows of one search overlap: the 'all' tab's window and each tab's window its badge reads hold many of
 * the same rows. A row read for one window in a turn is not read again for the next (SqliteSearchIndex.readHits,
 * ADR 036 update 13); each window still gets its own ranks and scores, its own hit objects, and a row changed
 * after the turn is read as it is then. Checked with the store requests the site makes for broad searches.
 */
const searches = [
  ['pas de son', 'fr_FR'],
  ['firmware update', 'en_GB'],
  ['kein ton', 'de_DE'],
];
const fixture = demoSearchRequests(searches.map(([query, locale]) => ({ query, locale })));

const WINDOW = { start: 0, num: 240 };
const listed = (hits: SearchHit[]) => hits.map((h) => [h.rowId, h.score, h.title, h.contentType]);

/** The search ids each call of the hit-reading statements asked for, while `body` runs. */
function idsRead(body: () => void): number[][] {
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as { all: (...args: unknown[]) => unknown };
  probe.close();
  const asked: number[][] = [];
  const real = proto.all;
  const spy = jest.spyOn(proto, 'all').mockImplementation(function wrapped(this: { source: string }, ...args: unknown[]) {
    const params = args[0] as { ids?: string } | undefined;
    if (this.source.includes('FROM search_rows r JOIN content c') && typeof params?.ids === 'string') asked.push(JSON.parse(params.ids) as number[]);
    return real.apply(this, args);
  });
  try {
    body();
  } finally {
    spy.mockRestore();
  }
  return asked;
}

/** The 'all' window of each search and its tabs' windows, as the site asks for them one after the other. */
function windowsOfOneSearch(): Array<{ first: SearchRequest; next: SearchRequest[] }> {
  const windows = fixture.requests.filter((r) => r.page.num === WINDOW.num && r.page.start === 0 && !r.facet && r.scope === null);
  const bySearch = new Map<string, SearchRequest[]>();
  for (const request of windows) {
    const key = `${request.locale}\u0000${JSON.stringify(request.match)}`;
    bySearch.set(key, [...(bySearch.get(key) ?? []), request]);
  }
  return [...bySearch.values()].filter((list) => list.length > 1).map(([first, ...next]) => ({ first, next }));
}

it("reads a row once for a search's windows in one turn, each window with its own ranks and scores", () => {
  const searchesWithTabs = windowsOfOneSearch();
  expect(searchesWithTabs.length).toBeGreaterThanOrEqual(2);
  let reused = 0;
  for (const { first, next } of searchesWithTabs) {
    const index = new SqliteSearchIndex(fixture.db);
    let firstHits: SearchHit[] = [];
    const nextHits: SearchHit[][] = [];
    const asked = idsRead(() => {
      firstHits = index.search(first).hits;
      for (const request of next) nextHits.push(index.search(request).hits);
    });
    // Every window as an index of its own lists it.
    expect(listed(firstHits)).toEqual(listed(new SqliteSearchIndex(fixture.db).search(first).hits));
    next.forEach((request, i) => expect(listed(nextHits[i])).toEqual(listed(new SqliteSearchIndex(fixture.db).search(request).hits)));
    // No search id was asked for twice in the turn.
    const all = asked.flat();
    expect(new Set(all).size).toBe(all.length);
    const shown = new Set(firstHits.map((h) => h.rowId));
    reused += nextHits.flat().filter((h) => shown.has(h.rowId)).length;
  }
  // The tabs' windows did share rows with the 'all' window, so something was not read again.
  expect(reused).toBeGreaterThan(20);
});

it('gives each window hits of its own, and reads a row again after the turn', async () => {
  // A writable copy of the demo index, so that a row can change between two turns.
  const dir = mkdtempSync(path.join(tmpdir(), 'read-hits-'));
  await fixture.db.backup(path.join(dir, 'copy.sqlite'));
  const db = new Database(path.join(dir, 'copy.sqlite'));
  try {
    const [{ first, next }] = windowsOfOneSearch();
    const index = new SqliteSearchIndex(db);
    const firstHits = index.search(first).hits;
    const again = index.search(first).hits;
    // The same rows, not the same objects: a caller that changes a hit changes no other window's.
    expect(again.map((h) => h.rowId)).toEqual(firstHits.map((h) => h.rowId));
    firstHits[0].title = 'changed by the caller';
    expect(again[0].title).not.toBe('changed by the caller');
    expect(index.search(next[0]).hits.every((h) => h.title !== 'changed by the caller')).toBe(true);

    const row = again[0].rowId;
    db.prepare('UPDATE content SET title = ? WHERE rowid = ?').run('Renamed after the turn', row);
    await nextTurn();
    expect(index.search(first).hits.find((h) => h.rowId === row)?.title).toBe('Renamed after the turn');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
