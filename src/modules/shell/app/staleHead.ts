/**
 * Head tags the server writes for one page only (other-language links, the update feed link, JSON-LD;
 * src/server/ssr/headTags.ts). After a client navigation they would describe the previous page, so
 * they are removed: crawlers and feed readers read each address from the server anyway.
 */
const SERVER_ONLY = 'link[rel="alternate"][hreflang], link[rel="alternate"][type="application/atom+xml"], script[type="application/ld+json"]';

export function dropServerHeadTags(doc: Document): void {
  doc.head.querySelectorAll(SERVER_ONLY).forEach((element) => element.remove());
}
