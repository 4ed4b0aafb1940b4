/**
 * Runs `clear` once the current turn of the event loop is over, where what a search kept for its own store
 * calls is dropped (sharedScan.ts, partialMatch.ts). setImmediate in Node; a zero timeout where an environment
 * has none (jsdom in the browser-side tests, which run the content service in process).
 */
export function afterTurn(clear: () => void): void {
  if (typeof setImmediate === 'function') setImmediate(clear);
  else setTimeout(clear, 0);
}
