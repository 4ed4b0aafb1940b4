import type { DatasetContent } from '../../../src/server/content/Dataset';
import { ENTRY_LIMITS, PAIRINGS, PROFILES } from '../text/compatibilityTexts';
import { createRandom } from '../random';
import { LOCALE_OF_LANGUAGE, type BuiltProduct } from './context';

export const COMPATIBILITY_TYPE = 'compatibility';
export const COMPATIBILITY_PROFILE_TYPE = 'compatibility-profile';

/** Compatible models per kind a product connects to. */
const MODELS_PER_KIND = 4;

export interface CompatibilityRelation {
  model: string;
  category: string;
  profile: string;
  /** Feature keys of the profile this pair does not support. */
  unsupported: string[];
}

function unsupportedFeatures(profile: string, a: BuiltProduct, b: BuiltProduct): string[] {
  const limited = [a, b].some((p) => p.line.tier.en === 'Essential');
  const keys = new Set(limited ? (ENTRY_LIMITS[profile] ?? []) : []);
  // Acoustic Center Sync arrived with the 2022 TVs.
  const tv = [a, b].find((p) => p.kind === 'tv');
  if (profile === 'hdmi-earc' && (!tv || tv.line.year < 2022)) keys.add('acoustic-center');
  return [...keys];
}

/**
 * Compatibility as content: one localised family per connection profile, and one language-neutral
 * family per product listing the models it works with (compatible categories and models are read
 * from it; details combine it with the profile in the visitor's language).
 */
export function buildCompatibility(products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const profile of PROFILES) {
    for (const lang of ['en', 'de', 'fr'] as const) {
      rows.push({
        id: `compat-profile:${profile.key}:${lang}`,
        familyId: `compat-profile:${profile.key}`,
        contentType: COMPATIBILITY_PROFILE_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: profile.connection[lang],
        summary: profile.summary[lang],
        body: '',
        published: '2024-01-01',
        channel: 'con',
        accessLevel: 'public',
        popularity: 0,
        fileId: null,
        attrs: {
          connection: profile.connection[lang],
          features: profile.features.map((f) => ({
            key: f.key,
            name: f.name[lang],
            ...(f.note ? { note: f.note[lang] } : {}),
          })),
          requirements: profile.requirements.map((r) => r[lang]),
        },
        productNames: [],
        categoryNames: [],
        facets: [],
        keywords: [],
        searchable: false,
      });
    }
  }

  const byKind = new Map<string, BuiltProduct[]>();
  for (const p of products) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p]);
  for (const product of products) {
    const relations: CompatibilityRelation[] = [];
    for (const pairing of PAIRINGS) {
      if (!pairing.from.includes(product.kind)) continue;
      for (const kind of pairing.to) {
        const random = createRandom(`compat:${product.record.name}:${kind}`);
        const candidates = [...(byKind.get(kind) ?? [])]
          .filter((c) => c.record.name !== product.record.name)
          .sort((a, b) => b.record.popularity - a.record.popularity || a.record.name.localeCompare(b.record.name));
        // The most popular models plus a few picked at random, so lists differ between products.
        const picked = [...candidates.slice(0, 2), ...random.sample(candidates.slice(2), MODELS_PER_KIND - 2)];
        for (const other of picked) {
          relations.push({
            model: other.record.name,
            category: other.leaf.name,
            profile: pairing.profile,
            unsupported: unsupportedFeatures(pairing.profile, product, other),
          });
        }
      }
    }
    if (relations.length === 0) continue;
    rows.push({
      id: `compat:${product.record.name}:en_GB`,
      familyId: `compat:${product.record.name}`,
      contentType: COMPATIBILITY_TYPE,
      locale: 'en_GB',
      language: 'en',
      title: product.record.modelNumber,
      summary: '',
      body: '',
      published: product.record.releaseDate,
      channel: 'con',
      accessLevel: 'public',
      popularity: product.record.popularity,
      fileId: null,
      attrs: { relations },
      productNames: [product.record.name],
      categoryNames: [],
      facets: [],
      keywords: [],
      searchable: false,
    });
  }
  return rows;
}
