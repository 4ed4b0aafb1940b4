import type { Dataset, DatasetContent, DatasetProduct } from '../../../src/server/content/Dataset';

/**
 * Grows a catalogue to at least `documents` content rows for load and search benchmarks
 * (`npm run content:generate -- --scale 100000`). Each copy adds a regional variant of every
 * product ('AT-55X89J' -> 'AT-55X89J-EU', slug 'at-55x89j-eu') with its own copy of every content
 * family, the variant's model number written into titles and texts. Deterministic (same input,
 * same output) and cheap: files are shared with the original rows, nothing is rendered again.
 */
const REGIONS = [
  'EU', 'UK', 'US', 'DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'SE', 'AU', 'CA', 'JP', 'KR', 'IN', 'BR', 'MX', 'ZA', 'AE',
  'SG', 'HK', 'TW', 'NZ', 'IE', 'AT', 'CH', 'BE', 'DK', 'FI', 'NO', 'PT', 'CZ', 'HU', 'RO', 'GR', 'TR', 'IL', 'CL',
] as const;

/** Region code of copy k (1-based): EU, UK, ... then EU2, UK2, ... */
export function regionCode(copy: number): string {
  const index = (copy - 1) % REGIONS.length;
  const round = Math.floor((copy - 1) / REGIONS.length);
  return round === 0 ? REGIONS[index] : `${REGIONS[index]}${round + 1}`;
}

export function scaledVersion(version: string, documents: number): string {
  return `${version}+scale-${documents}`;
}

/** '00300042' keeps its eight-digit shape in copy 7 ('07300042') unless that id is taken; other ids get a suffix. */
function copyFamilyId(familyId: string, copy: number, taken: Set<string>): string {
  const numeric = `${String(copy).padStart(2, '0')}${familyId.slice(2)}`;
  const id = /^00\d{6}$/.test(familyId) && copy < 100 && !taken.has(numeric) ? numeric : `${familyId}~${copy}`;
  taken.add(id);
  return id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function scaleDataset(base: Dataset, documents: number): Dataset {
  const version = scaledVersion(base.version, documents);
  if (documents <= base.content.length) return { ...base, version };
  const modelOf = new Map(base.products.map((p) => [p.name, p.modelNumber]));
  const taken = new Set(base.content.map((c) => c.familyId));
  const rowsPerProduct = base.content.length / Math.max(1, base.products.length);

  const products: DatasetProduct[] = [...base.products];
  const content: DatasetContent[] = [...base.content];
  for (let copy = 1; content.length < documents; copy += 1) {
    // The last copy covers only as many products as the target still needs.
    const needed = documents - content.length;
    const subset = needed >= base.content.length ? base.products : base.products.slice(0, Math.max(1, Math.ceil(needed / rowsPerProduct)));
    const inCopy = new Set(subset.map((p) => p.name));
    const partial = subset.length < base.products.length;
    const region = regionCode(copy);
    const slug = (name: string) => `${name}-${region.toLowerCase()}`;
    const model = (modelNumber: string) => `${modelNumber}-${region}`;
    for (const p of subset) {
      const texts: DatasetProduct['texts'] = {};
      for (const [locale, text] of Object.entries(p.texts) as Array<[keyof DatasetProduct['texts'], { displayName: string; description: string }]>) {
        texts[locale] = { displayName: `${text.displayName} (${region})`, description: text.description };
      }
      products.push({ ...p, name: slug(p.name), modelNumber: model(p.modelNumber), texts, popularity: Math.max(1, p.popularity - 10) });
    }
    const families = new Map<string, string>();
    for (const row of base.content) {
      const productNames = row.productNames.filter((n) => inCopy.has(n));
      // A partial copy takes the content of its products only.
      if (partial && productNames.length === 0) continue;
      let familyId = families.get(row.familyId);
      if (!familyId) {
        // A product's own row follows its slug ('product:at-55x89j-eu').
        familyId = row.contentType === 'product' && row.productNames.length === 1 ? `product:${slug(row.productNames[0])}` : copyFamilyId(row.familyId, copy, taken);
        families.set(row.familyId, familyId);
      }
      // Texts name their product's model number; a copy names the variant's (few products per row only).
      const models = row.productNames.length <= 3 ? row.productNames.map((n) => modelOf.get(n)).filter((m): m is string => Boolean(m)) : [];
      const pattern = models.length > 0 ? new RegExp(`\\b(${models.map(escapeRegExp).join('|')})\\b`, 'g') : null;
      const rewrite = (text: string) => (pattern ? text.replace(pattern, (m) => model(m)) : text);
      content.push({
        ...row,
        id: row.id.startsWith(row.familyId) ? `${familyId}${row.id.slice(row.familyId.length)}` : `${row.id}~${copy}`,
        familyId,
        title: rewrite(row.title),
        summary: rewrite(row.summary),
        body: rewrite(row.body),
        popularity: Math.max(0, row.popularity - 10),
        productNames: (partial ? productNames : row.productNames).map(slug),
        keywords: row.keywords.map((k) => (models.includes(k) ? model(k) : k)),
      });
    }
  }
  return { ...base, version, products, content };
}
