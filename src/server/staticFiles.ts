import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Names the build gives content-hashed files (`main.0123456789.js`): their bytes never change. */
const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip' | 'identity';

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Buffer>>;
  /** Only for a served script or stylesheet whose map is public: where the browser finds it. */
  sourceMap?: string;
}

export interface StaticFilesOptions {
  /** Serve `*.map` files (and point the browser at them); off by default, they reveal the sources. */
  sourceMaps: boolean;
}

/** The q value the client gave an encoding (`*` counts for encodings not named; absent: not accepted). */
function qualityOf(header: string, encoding: string): number {
  let star = -1;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (name === encoding) return value;
    if (name === '*') star = value;
  }
  return star < 0 ? 0 : star;
}

/** Brotli when the client takes it, else gzip, else the plain bytes; `available` names the encodings there are (or can be made). */
export function pickEncoding(header: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding {
  if (!header) return 'identity';
  const br = available.br ? qualityOf(header, 'br') : 0;
  const gzip = available.gzip ? qualityOf(header, 'gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * The client build held in memory with its build-time brotli and gzip variants (see
 * scripts/precompress.ts): each request only picks a buffer, so a static file costs no compression
 * and no disk read. Only files present at start are served (no path ever reaches the file system),
 * so a rebuild while running cannot expose half-written files.
 */
export function loadStaticFiles(dir: string, options: StaticFilesOptions): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return files; // no build: pages render unhydrated, static requests get 404
  }
  const nameSet = new Set(names);
  for (const name of names) {
    const ext = path.extname(name);
    const type = TYPES[ext];
    if (!type || name.endsWith('.br') || name.endsWith('.gz')) continue;
    if (ext === '.map' && !options.sourceMaps) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const identity = fs.readFileSync(file);
    const variants: StaticFile['variants'] = { identity };
    if (nameSet.has(`${name}.br`)) variants.br = fs.readFileSync(`${file}.br`);
    if (nameSet.has(`${name}.gz`)) variants.gzip = fs.readFileSync(`${file}.gz`);
    files.set(name, {
      type,
      etag: `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      cacheControl: HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      variants,
      sourceMap: options.sourceMaps && nameSet.has(`${name}.map`) && ext !== '.map' ? `${name}.map` : undefined,
    });
  }
  return files;
}

/** GET/HEAD of the client build's files; anything else under the static base is 404 (405 for other methods). */
export function staticFiles(dir: string, options: StaticFilesOptions): RequestHandler {
  const files = loadStaticFiles(dir, options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const name = req.path.startsWith('/') ? req.path.slice(1) : req.path;
    const file = files.get(name);
    if (!file) {
      next(Object.assign(new Error('Not found'), { status: 404 }));
      return;
    }
    const encoding = pickEncoding(req.get('accept-encoding'), file.variants);
    const body = file.variants[encoding] as Buffer;
    res.set('Content-Type', file.type);
    res.set('Cache-Control', file.cacheControl);
    res.set('ETag', file.etag);
    if (file.variants.br || file.variants.gzip) res.set('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    if (file.sourceMap) res.set('SourceMap', file.sourceMap);
    const ifNoneMatch = req.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.status(200).end();
    else res.status(200).end(body);
  };
}
