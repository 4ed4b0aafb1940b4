/**
 * A map whose entries last until the current turn of the event loop is over: what one search keeps for its
 * own next store calls (a ranked scan, sharedScan.ts; a partial match's rows, partialMatch.ts). The store's
 * calls of one search run in one turn (better-sqlite3 answers synchronously), and nothing is kept across
 * searches, so nothing kept can be stale (docs/decisions/040-scannable-search-results.md, update 4).
 */
export class TurnMap<V> {
  private readonly entries = new Map<string, V>();
  private clearing = false;

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.clearing) return;
    this.clearing = true;
    afterTurn(() => {
      this.entries.clear();
      this.clearing = false;
    });
  }
}

/**
 * Runs `clear` once the current turn of the event loop is over: setImmediate in Node; a zero timeout where an
 * environment has none (jsdom in the browser-side tests, which run the content service in process).
 */
function afterTurn(clear: () => void): void {
  if (typeof setImmediate === 'function') setImmediate(clear);
  else setTimeout(clear, 0);
}
