/**
 * npm run bench:sitemap [-- --scale 100000] [--file-size 10000] [--dir var]
 *
 * Cost of the sitemap calls through the in-process transport on the demo catalogue grown to a scale
 * (built once into DIR/content-scale-N.sqlite, shared with bench:search): the chunk starts of each
 * kind, and the first and the last file of content pages. Keyset paging should make the last file
 * cost what the first does. A benchmark that prints figures, never a test.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContentService, ensureDatabase } from '../src/server/content';
import { scaledDemo } from '../demo/generate/demoExport';
import type { Query } from '../src/shared/api/transport';
import { option } from './option';

const ROUNDS = 20;

async function main(): Promise<void> {
  const documents = Number(option('--scale', '100000'));
  const FILE_SIZE = Number(option('--file-size', '10000'));
  const dbPath = path.resolve(option('--dir', 'var'), `content-scale-${documents}.sqlite`);
  ensureDatabase(dbPath, {
    ...scaledDemo(documents),
    log: (message) => console.log(message),
  });
  const content = createContentService({ dbPath, ensure: false, logger: { error: (details, message) => console.error(message, details) } });
  try {
    const call = async (p: string, query: Query) => {
      const response = await content.transport({ method: 'GET', path: p, query });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      return response.body;
    };
    const time = async (label: string, p: string, query: Query) => {
      const times: number[] = [];
      let body: unknown;
      for (let i = 0; i < ROUNDS; i += 1) {
        const start = performance.now();
        body = await call(p, query);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${label.padEnd(44)} p50 ${times[Math.floor(ROUNDS / 2)].toFixed(1).padStart(7)}   max ${times[ROUNDS - 1].toFixed(1).padStart(7)}  ms`);
      return body;
    };
    console.log(`\n${documents.toLocaleString('en')} documents (${dbPath}); ${ROUNDS} rounds, files of ${FILE_SIZE.toLocaleString('en')} addresses`);
    for (const kind of ['categories', 'products', 'content']) {
      const chunks = (await time(`chunk starts: ${kind}`, '/en_GB/sitemap/chunks', { kind, size: FILE_SIZE })) as { total: number; starts: string[] };
      console.log(`    ${chunks.total.toLocaleString('en')} pages in ${chunks.starts.length} file(s)`);
      if (kind === 'content' && chunks.starts.length > 0) {
        await time('first content file', '/en_GB/sitemap/pages', { kind, from: chunks.starts[0], num: FILE_SIZE });
        await time('last content file', '/en_GB/sitemap/pages', { kind, from: chunks.starts[chunks.starts.length - 1], num: FILE_SIZE });
      }
    }
  } finally {
    await content.close();
  }
}

void main();
