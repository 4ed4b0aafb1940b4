import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { pickEncoding } from './staticFiles';

/** Smaller bodies go as they are: compression would save less than its headers and CPU cost (as the compression middleware's threshold). */
const THRESHOLD = 1024;

/**
 * Brotli for a text body of a known size: the encoder sizes its window and tables to the body instead of
 * its 4 MB default (the cost that made whole-body compression worth it, ADR 046 update 3).
 */
export function brotliTextOptions(quality: number, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * Compression levels of a body made for one response (docs/decisions/066-per-request-compression-level.md): brotli
 * quality 2 and gzip level 3 take about half the CPU of quality 4 and gzip's default 6, for 4-8 % more bytes
 * (the rendered product page: 0.27 against 0.48-0.62 ms, 15.4 against 14.4 KB). A rendered page is made for one
 * visitor, so its compression is paid on every request; files and the page cache's copies, compressed once, keep
 * the highest levels (ADR 015).
 */
export const RESPONSE_BROTLI_QUALITY = 2;
export const RESPONSE_GZIP_LEVEL = 3;

/** Both encodings can be made for any body. */
const COMPRESSED_ON_DEMAND = { br: true, gzip: true } as const;

/**
 * Sends a body the server holds whole (a rendered page, a content API answer) compressed in one
 * call, on the request's own thread, in the encoding the client takes. The compression middleware
 * streams instead: a brotli encoder per response set up for its default 4 MB window, fed through
 * libuv's thread pool in 16 KB pieces. For the rendered product page that stream cost more CPU than
 * the render (server CPU per request 10.7-14.7 ms against 6.0-8.4 ms compressed here), and the pool's
 * threads each kept a malloc arena of freed memory (ADR 046 update 3). Brotli told the body's size, at the
 * levels above (ADR 066); the ETag and 304 of `res.send` apply
 * to the bytes sent. The middleware leaves a response that already names its encoding alone.
 */
export function sendCompressed(req: Request, res: Response, body: string | Buffer): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const encoding = bytes.length < THRESHOLD ? 'identity' : pickEncoding(req.get('accept-encoding'), COMPRESSED_ON_DEMAND);
  res.vary('Accept-Encoding');
  if (encoding === 'identity') {
    res.send(bytes);
    return;
  }
  const compressed = encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliTextOptions(RESPONSE_BROTLI_QUALITY, bytes.length)) : zlib.gzipSync(bytes, { level: RESPONSE_GZIP_LEVEL });
  res.setHeader('Content-Encoding', encoding);
  res.send(compressed);
}
