/**
 * Asks the server for a page instead of rendering it here: the way out when the browser cannot render it itself
 * (a chunk that could not be fetched, ADR 026). One function, so tests can see the request for a document.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
