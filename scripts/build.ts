import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { clientConfig, serverConfig } from '../webpack.config';
import { ensureDemoExport } from '../demo/generate/demoExport';
import { inputFingerprint, isBuildCurrent, ROOT, STAMP_FILE } from './buildInfo';
import { precompressAssets } from './precompress';
import { checkBundleStrings, writeBundleStrings } from './bundleStrings';

function run(config: webpack.Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/** Builds the client and server bundles and writes the asset manifest the server reads. */
export async function build({ force = false } = {}): Promise<void> {
  if (!force && isBuildCurrent()) {
    console.log('Build is current: skipping.');
    return;
  }
  const started = Date.now();
  const fingerprint = inputFingerprint();
  // The browser's UI strings per language and page bundle, read by the client build (ADR 042, update 2).
  writeBundleStrings();
  const [clientStats] = await Promise.all([run(clientConfig('production')), run(serverConfig('production'))]);
  const { namedChunkGroups = {} } = clientStats.toJson({ all: false, chunkGroups: true });
  const files = (namedChunkGroups.main?.assets ?? []).map((a) => a.name);
  const scripts = files.filter((f) => f.endsWith('.js'));
  // The lazy chunks by name (page bundles, strings per language) with the files each needs beyond the entry's:
  // the server writes a page's own into its document (src/server/ssr/pageScripts.ts).
  const chunks = Object.fromEntries(
    Object.entries(namedChunkGroups)
      .filter(([name]) => name !== 'main')
      .map(([name, group]) => [
        name,
        (group.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js') && !scripts.includes(f)),
      ]),
  );
  const manifest = { scripts, styles: files.filter((f) => f.endsWith('.css')), chunks };
  const publicDir = path.join(ROOT, 'dist', 'public');
  // Which later parts (later-*) each page chunk imports: their strings must be in that bundle's too.
  const laterOf: Record<string, string[]> = {};
  const statsChunks = clientStats.toJson({ all: false, chunks: true, chunkRelations: true }).chunks ?? [];
  const nameOfId = new Map(statsChunks.map((chunk) => [chunk.id, chunk.names?.[0]]));
  for (const chunk of statsChunks) {
    const later = chunk.names?.find((name) => name.startsWith('later-'));
    for (const parent of later ? (chunk.parents ?? []).map((id) => nameOfId.get(id)) : []) if (parent) (laterOf[parent] ??= []).push(later!);
  }
  const problems = checkBundleStrings(publicDir, chunks, scripts, laterOf);
  if (problems.length > 0) throw new Error(`UI strings per page bundle (src/shared/i18n/bundleStrings.ts):\n${problems.join('\n')}`);
  fs.writeFileSync(path.join(publicDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  fs.copyFileSync(path.join(ROOT, 'src', 'client', 'favicon.svg'), path.join(publicDir, 'favicon.svg'));
  const compressed = precompressAssets(publicDir);
  // The catalogue a fresh site seeds itself with (dist/demo, read through the importer on first start: ADR 035).
  ensureDemoExport(undefined, (message) => console.log(message));
  fs.writeFileSync(STAMP_FILE, fingerprint);
  console.log(`Built client (${manifest.scripts.join(', ')}) and server in ${Date.now() - started} ms.`);
  console.log(
    `Precompressed ${compressed.files} static files: ${compressed.raw} bytes, brotli ${compressed.brotli}, gzip ${compressed.gzip}.`,
  );
}

if (require.main === module) {
  build({ force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
