/**
 * npm run bench:search [-- --db var/content.sqlite] [--rounds 200]
 * Latency of the content API's calls through the in-process transport (what SSR pays per call),
 * against the demo catalogue: p50 / p95 / max per call, and calls per second overall.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Query } from '../src/shared/api/transport';
import { createContentService } from '../src/server/content';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const CALLS: Array<[label: string, path: string, query: Query]> = [
  ['categories', '/en_GB/categories', {}],
  ['category', '/de_DE/categories/cameras', {}],
  ['product metadata', '/en_GB/products/at-55x89j/metadata', {}],
  ['models (24)', '/en_GB/categories/tv-home-cinema/models', { num: 24 }],
  ['manual languages', '/fr_FR/documents/alc-7m4/languages', {}],
  ['manuals', '/en_GB/documents/alc-7m4/languages/en', {}],
  ['downloads (999)', '/en_GB/downloads/alc-7m4', { num: 999 }],
  ['search: model number', '/search', { query: 'at 55x89j', locale: 'en_GB' }],
  ['search: symptom', '/search', { query: 'headphones cannot pair bluetooth', locale: 'en_GB' }],
  ['search: broad', '/search', { query: 'firmware update', locale: 'en_GB' }],
  ['search: typo', '/search', { query: 'bluetoth pairng', locale: 'en_GB' }],
  ['search: German', '/search', { query: 'kein ton soundbar', locale: 'de_DE' }],
  ['search: in product', '/search/at-55x89j', { query: 'firmware', locale: 'en_GB' }],
  ['faq list', '/faqs/search', { model: 'awf-1000xm4', locale: 'en_GB' }],
  ['suggest: 2 chars', '/suggest', { query: 'au', locale: 'en_GB' }],
  ['suggest: model', '/suggest', { query: 'awh-10', locale: 'en_GB' }],
  ['keyword suggest', '/keyword/suggest', { query: 'firm', locale: 'en_GB' }],
];

async function main(): Promise<void> {
  const dbPath = path.resolve(option('--db', path.join('var', 'content.sqlite')));
  const rounds = Number(option('--rounds', '200'));
  const content = createContentService({ dbPath, logger: { error: (details, message) => console.error(message, details) } });
  const rows: string[] = [];
  let total = 0;
  let totalMs = 0;
  for (const [label, callPath, query] of CALLS) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      const response = await content.transport({ method: 'GET', path: callPath, query });
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    rows.push(`${label.padEnd(24)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   max ${at(1).padStart(7)} ms`);
    total += times.length;
    totalMs += times.reduce((a, b) => a + b, 0);
  }
  console.log(rows.join('\n'));
  console.log(`\n${total} calls, ${(total / (totalMs / 1000)).toFixed(0)} calls/s on one thread`);
  await content.close();
}

void main();
