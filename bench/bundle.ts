/**
 * npm run bench:bundle
 *
 * The client build's JavaScript as a browser receives it: per chunk its raw, gzip (level 9, as
 * served) and brotli size, and what it holds (the biggest packages and source folders, by their
 * share of the chunk's original sources, read from the build's source maps). Then the initial
 * JavaScript of a page (every entry script the server writes into the document) against the
 * budget of 120 KiB gzip. Builds first when the sources changed. Prints; never a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'dist', 'public');
const BUDGET_KIB = 120;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Package (`react-dom`, `@reduxjs/toolkit`) or source folder (`src/modules/hub`) of a mapped source. */
function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

function holds(file: string): string {
  const mapFile = path.join(PUBLIC, `${file}.map`);
  if (!fs.existsSync(mapFile)) return '';
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
  const byOwner = new Map<string, number>();
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 0;
    byOwner.set(ownerOf(source), (byOwner.get(ownerOf(source)) ?? 0) + size);
  });
  const total = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 7)
    .map(([owner, size]) => `${owner} ${Math.round((size / total) * 100)}%`)
    .join(', ');
}

function main(): void {
  const build = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.json'), 'utf8')) as { scripts: string[] };
  const chunks = fs.readdirSync(PUBLIC).filter((f) => f.endsWith('.js'));
  const rows = chunks.map((file) => {
    const raw = fs.readFileSync(path.join(PUBLIC, file));
    return {
      file,
      initial: manifest.scripts.includes(file),
      raw: raw.length,
      gzip: zlib.gzipSync(raw, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      holds: holds(file),
    };
  });
  console.log('| chunk | initial | raw | gzip | brotli | holds (share of original sources) |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`| ${r.file} | ${r.initial ? 'yes' : 'lazy'} | ${kib(r.raw)} | ${kib(r.gzip)} | ${kib(r.brotli)} | ${r.holds} |`);
  }
  const initial = rows.filter((r) => r.initial);
  const gzip = initial.reduce((a, r) => a + r.gzip, 0);
  const brotli = initial.reduce((a, r) => a + r.brotli, 0);
  console.log(
    `\nInitial JavaScript of every page (the same entry scripts on each page type): ${kib(gzip)} gzip, ${kib(brotli)} brotli; ` +
      `budget ${BUDGET_KIB} KiB gzip: ${gzip / 1024 <= BUDGET_KIB ? 'within' : `over by ${kib(gzip - BUDGET_KIB * 1024)}`}`,
  );
}

main();
