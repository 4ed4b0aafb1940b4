import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files worth compressing: text the browser fetches (source maps are for developers, sent plain when enabled). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every compressible
 * file of the client build, once at build time: the server only picks a variant per request and
 * never compresses a static file itself. A variant is kept only when it is smaller.
 */
export function precompressAssets(dir: string): { files: number; raw: number; brotli: number; gzip: number } {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const raw = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    for (const [suffix, data] of [['.br', brotli], ['.gz', gzip]] as const) {
      if (data.length < raw.length) fs.writeFileSync(file + suffix, data);
      else fs.rmSync(file + suffix, { force: true });
    }
    totals.files += 1;
    totals.raw += raw.length;
    totals.brotli += Math.min(brotli.length, raw.length);
    totals.gzip += Math.min(gzip.length, raw.length);
  }
  return totals;
}
