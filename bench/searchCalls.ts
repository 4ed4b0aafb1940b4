import type { Query } from '../src/shared/api/transport';

/** One call of the content API a benchmark times: its label, path and query. */
export type SearchCall = [label: string, path: string, query: Query];

/**
 * Searches as visitors type them: model numbers in every spelling, symptoms, questions, typos, other
 * languages, filters (bench/search.ts times them against the targets; bench/searchTail.ts splits their time).
 */
export const SEARCHES: SearchCall[] = [
  ['model number', '/search', { query: 'AT-55X89J' }],
  ['model, no separator', '/search', { query: 'at55x89j' }],
  ['model in a sentence', '/search', { query: 'firmware for my AWH-1000XM5' }],
  ['symptom', '/search', { query: 'headphones cannot pair bluetooth' }],
  ['question in a sentence', '/search', { query: 'my tv remote control does not work after the firmware update what can i do' }],
  // No row holds all its meaningful words: the search falls back to rows holding most of them (ADR 036 update 5).
  ['question, partial match', '/search', { query: 'my soundbar remote buttons stopped responding to volume changes' }],
  ['broad: firmware update', '/search', { query: 'firmware update' }],
  ['broad: manual', '/search', { query: 'manual' }],
  ['synonym: wifi', '/search', { query: 'wifi not connecting' }],
  ['typo', '/search', { query: 'bluetoth pairng' }],
  ['no result', '/search', { query: 'qwxzv plorf' }],
  ['German', '/search', { query: 'kein ton soundbar', locale: 'de_DE' }],
  ['French', '/search', { query: 'pas de son', locale: 'fr_FR' }],
  ['type downloads, page 3', '/search', { query: 'firmware', type: 'downloads', start: 20 }],
  ['in a product', '/search/at-55x89j', { query: 'firmware' }],
  ['in a category', '/search/tv-home-cinema', { query: 'no sound' }],
  ['FAQ search', '/faqs/search', { query: 'battery', category: 'headphones' }],
  // 'page:' what the results page asks for its first page, the list and its filters' counts (ADR 058).
  ['page: firmware update', '/search', { query: 'firmware update', facets: 'true' }],
  ['page: no sound', '/search', { query: 'no sound', facets: 'true' }],
  ['page: model number', '/search', { query: 'AT-55X89J', facets: 'true' }],
];

/** The broad searches, whose ranked windows are full: what bench/searchAlloc.ts profiles. */
export const BROAD_SEARCHES: SearchCall[] = SEARCHES.filter(([label]) =>
  ['broad: firmware update', 'broad: manual', 'synonym: wifi', 'German', 'French', 'type downloads, page 3', 'in a category'].includes(label),
);

/** Suggestions while a visitor types. */
export const SUGGESTIONS: SearchCall[] = [
  ['2 characters', '/suggest', { query: 'au' }],
  ['model prefix', '/suggest', { query: 'awh-10' }],
  ['model, no separator', '/suggest', { query: 'at55x' }],
  ['name word', '/suggest', { query: 'soundbar' }],
  ['two words', '/suggest', { query: 'wireless head' }],
  ['German', '/suggest', { query: 'fernbed', locale: 'de_DE' }],
  ['keyword: 2 characters', '/keyword/suggest', { query: 'fi' }],
  ['keyword: word', '/keyword/suggest', { query: 'firmware up' }],
];
