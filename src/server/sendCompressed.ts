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

/** Both encodings can be made for any body. */
const COMPRESSED_ON_DEMAND = { br: true, gzip: true } as const;

/**
 * Sends a body the server holds whole (a rendered page, a content API answer) compressed in one
 * call, on the request's own thread, in the encoding the client takes. The compression middleware
 * streams instead: a brotli encoder per response set up for its default 4 MB window, fed through
 * libuv's thread pool in 16 KB pieces. For the rendered product page that stream cost more CPU than
 * the render (server CPU per request 10.7-14.7 ms against 6.0-8.4 ms compressed here), and the pool's
 * threads each kept a malloc arena of freed memory (ADR 046 update 3). Brotli at quality 4 (the
 * middleware's) told the body's size, gzip at its default level; the ETag and 304 of `res.send` apply
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
  const compressed = encoding === 'br' ? zlib.brotliCompressSync(bytes, brotliTextOptions(4, bytes.length)) : zlib.gzipSync(bytes);
  res.setHeader('Content-Encoding', encoding);
  res.send(compressed);
}
