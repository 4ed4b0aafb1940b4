import type { ProductLink } from './ContentStore';

/**
 * How many of a family's products each store keeps listed for it, most popular first (the `family_links`
 * table, filled when a catalogue is loaded): as many as any list of results or documents shows (20 model
 * names on the service-centre lists, 11 on a search result). `productsOfContent` reads a family's links there,
 * one row per family, when it asks for at most this many; more (a download's "applies to" list) are ranked
 * from content_products as before.
 *
 * Ranked on every call, the links of a broad search's 240 results were 2,435 rows joined and sorted, 4.5 ms
 * at 100k documents, the largest part of a search nobody asked before (docs/decisions/036-search-latency-at-scale.md,
 * update 16); one row per family, 1.1 ms.
 */
// Raising it needs the table filled again on both stores (a SQLite schema step and a PostgreSQL migration, as
// the ones that made it): rows kept before hold only the old number, and would be read as a family's whole list.
export const FAMILY_LINKS = 20;

/** A family's kept links as stored: a JSON array of [name, model number, category name]. */
export function parseFamilyLinks(text: string, perFamily: number): ProductLink[] {
  const links: ProductLink[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return links;
  }
  if (!Array.isArray(parsed)) return links;
  for (const entry of parsed) {
    if (links.length >= perFamily) break;
    if (!Array.isArray(entry) || entry.length !== 3 || !entry.every((part) => typeof part === 'string')) continue;
    const [name, modelNumber, categoryName] = entry as [string, string, string];
    links.push({ name, modelNumber, categoryName });
  }
  return links;
}
