/**
 * npm run bench:bundle
 *
 * The client build's JavaScript as a browser receives it: per chunk its raw, gzip (level 9, as served) and
 * brotli size and what it holds; then every package's share of the JavaScript (its minified bytes, read from
 * the build's source maps, and its gzip share); then the initial JavaScript of each page type against the budget
 * of 120 KiB gzip. Initial means what runs before hydration: the entry and the chunks the server names in the
 * page (src/server/ssr/pageScripts.ts). The `later-*` chunks of module parts that hydrate after the page
 * (docs/decisions/042-javascript-budget.md) are fetched once hydration has started and are not counted.
 * Builds first when the sources changed. Prints; never a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { PageType } from '../src/routes/routeTable';
import type { Assets } from '../src/server/ssr/document';
import { pageAssets } from '../src/server/ssr/pageScripts';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'dist', 'public');
const BUDGET_KIB = 120;
/** The page types of the budget, with an example locale: English pages, and one German to show the strings chunk. */
const PAGES: ReadonlyArray<[string, PageType, string]> = [
  ['home', 'home', 'en_GB'],
  ['category', 'category', 'en_GB'],
  ['product', 'product', 'en_GB'],
  ['product (de)', 'product', 'de_DE'],
  ['search results', 'homeResults', 'en_GB'],
  ['download details', 'downloadDetails', 'en_GB'],
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Package (`react-dom`, `@reduxjs/toolkit`) or source folder (`src/modules/hub`) of a mapped source. */
function ownerOf(source: string | null): string {
  if (!source || source.includes('webpack/runtime/')) return '(webpack runtime)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  // The shell's parts (src/modules/shell/app, .../ui) are reported apart, like the modules beside them.
  if (src >= 0) {
    const parts = source.slice(src).split('/');
    return parts.slice(0, parts[2] === 'shell' ? 4 : 3).join('/');
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

/**
 * The chunk's minified code by owner: every mapping's generated text up to the next mapping belongs to the
 * mapping's source. This counts what survived tree shaking and minification, not the original sources.
 */
function codeByOwner(file: string, code: string): Map<string, string> {
  const mapFile = path.join(PUBLIC, `${file}.map`);
  const byOwner = new Map<string, string[]>();
  if (!fs.existsSync(mapFile)) return new Map([['(no source map)', code]]);
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of code.split('\n')) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const marks: Array<{ at: number; owner: string }> = [];
  consumer.eachMapping((m) => marks.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, owner: ownerOf(m.source) }));
  marks.sort((a, b) => a.at - b.at);
  if (marks.length === 0 || marks[0].at > 0) marks.unshift({ at: 0, owner: '(webpack runtime)' });
  marks.forEach((mark, i) => {
    const text = code.slice(mark.at, i + 1 < marks.length ? marks[i + 1].at : code.length);
    const list = byOwner.get(mark.owner) ?? [];
    list.push(text);
    byOwner.set(mark.owner, list);
  });
  return new Map([...byOwner].map(([owner, parts]) => [owner, parts.join('')]));
}

interface Row {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Owner -> [minified bytes, gzip share of this chunk's gzip bytes]. */
  owners: Map<string, [number, number]>;
}

function measure(file: string): Row {
  const bytes = fs.readFileSync(path.join(PUBLIC, file));
  const code = bytes.toString('utf8');
  const parts = codeByOwner(file, code);
  // Each owner's code compressed alone; the chunk's gzip bytes are shared out in proportion (compressing
  // parts apart loses the dictionary they share, so the parts' sum is a little above the chunk's).
  const alone = new Map([...parts].map(([owner, text]) => [owner, [Buffer.byteLength(text), gzip(text)] as const]));
  const sum = [...alone.values()].reduce((a, [, g]) => a + g, 0) || 1;
  const total = gzip(bytes);
  const owners = new Map([...alone].map(([owner, [raw, g]]) => [owner, [raw, (g / sum) * total] as [number, number]]));
  return { file, raw: bytes.length, gzip: total, brotli: brotli(bytes), owners };
}

function holds(row: Row): string {
  return [...row.owners.entries()]
    .sort((a, b) => b[1][1] - a[1][1])
    .slice(0, 6)
    .map(([owner, [, g]]) => `${owner} ${kib(g)}`)
    .join(', ');
}

function main(): void {
  const build = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.json'), 'utf8')) as Assets;
  const rows = new Map(
    fs
      .readdirSync(PUBLIC)
      .filter((f) => f.endsWith('.js'))
      .map((file) => [file, measure(file)]),
  );
  const chunkOf = new Map<string, string>();
  for (const [name, files] of Object.entries(manifest.chunks ?? {})) for (const f of files) chunkOf.set(f, [chunkOf.get(f), name].filter(Boolean).join(', '));

  console.log('| chunk | loaded | raw | gzip | brotli | holds (gzip share) |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const r of [...rows.values()].sort((a, b) => b.gzip - a.gzip)) {
    const names = chunkOf.get(r.file);
    const loaded = manifest.scripts.includes(r.file) ? 'every page' : names?.startsWith('later-') ? `after hydration (${names})` : (names ?? 'lazy');
    console.log(`| ${r.file} | ${loaded} | ${kib(r.raw)} | ${kib(r.gzip)} | ${kib(r.brotli)} | ${holds(r)} |`);
  }

  // Every package over all chunks: what it weighs in the browser.
  const packages = new Map<string, [number, number]>();
  for (const r of rows.values()) {
    for (const [owner, [raw, g]] of r.owners) {
      if (owner.startsWith('src/') || owner.startsWith('(')) continue;
      const [r0, g0] = packages.get(owner) ?? [0, 0];
      packages.set(owner, [r0 + raw, g0 + g]);
    }
  }
  const vendorGzip = [...packages.values()].reduce((a, [, g]) => a + g, 0);
  console.log('\n| package | minified | gzip share | % of packages |');
  console.log('|---|---:|---:|---:|');
  for (const [name, [raw, g]] of [...packages].sort((a, b) => b[1][1] - a[1][1])) {
    if (g < 100) continue;
    console.log(`| ${name} | ${kib(raw)} | ${kib(g)} | ${Math.round((g / vendorGzip) * 100)}% |`);
  }

  const later = [...rows.values()].filter((r) => chunkOf.get(r.file)?.startsWith('later-'));
  console.log(`\n${later.length} chunks of module parts load after hydration (ADR 042), ${kib(later.reduce((a, r) => a + r.gzip, 0))} gzip together; not initial.`);
  console.log(`\n| page | initial scripts (before hydration) | gzip | brotli | budget ${BUDGET_KIB} KiB gzip |`);
  console.log('|---|---|---:|---:|---|');
  for (const [label, type, locale] of PAGES) {
    const files = pageAssets(manifest, type, locale).scripts;
    const g = files.reduce((a, f) => a + (rows.get(f)?.gzip ?? 0), 0);
    const b = files.reduce((a, f) => a + (rows.get(f)?.brotli ?? 0), 0);
    const verdict = g / 1024 <= BUDGET_KIB ? 'within' : `over by ${kib(g - BUDGET_KIB * 1024)}`;
    console.log(`| ${label} (${type}, ${locale}) | ${files.length} | ${kib(g)} | ${kib(b)} | ${verdict} |`);
  }
}

main();
