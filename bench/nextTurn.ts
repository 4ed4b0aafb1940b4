/**
 * Waits for the next turn of the event loop. A server answers each request in a turn of its own, and the
 * SQLite store keeps some reads for the rest of the turn only (a search's ranked scan and its partial
 * match's rows, store/sqlite/search/sharedScan.ts and partialMatch.ts): in-process benchmarks that await
 * one call after the other never leave the turn, and would answer a repeated search from what the last
 * round kept. Called before every measured call, outside its timing.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
