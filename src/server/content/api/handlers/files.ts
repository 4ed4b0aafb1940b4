import parseRange from 'range-parser';
import { z } from 'zod';
import { requireContentAccess } from '../../access/requireAccess';
import { notFound } from '../errors';
import { name, noParams } from '../params';
import { defineRoute, type RouteResult } from '../routeTypes';

// Files are content-addressed (the id is a SHA-256 prefix), so a URL's bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// SVG and HTML could carry script; served files must never run any.
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * The part of a file a Range header asks for (RFC 9110 §14): one byte range gets 206, an unsatisfiable one 416;
 * several ranges, a malformed header or an If-Range that no longer matches get the whole file (a server may
 * ignore Range). Browsers seek in a video with single ranges (docs/decisions/037-demo-video-clips.md).
 */
function rangeOf(headers: Record<string, string | undefined>, size: number, etag: string): { start: number; end: number } | 'unsatisfiable' | null {
  const header = headers.range;
  if (!header) return null;
  const ifRange = headers['if-range'];
  if (ifRange && ifRange.trim() !== etag) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

/**
 * GET /files/{fileId}/{fileName}: manuals (PDF), downloads (ZIP), images (SVG, JPEG), video clips (WebM) and
 * licence texts (HTML). The name must be the stored one, so each file has exactly one URL. Byte ranges are
 * served (206), so a video can be seeked.
 */
export const fileRoute = defineRoute({
  method: 'GET',
  path: '/files/:fileId/:fileName',
  summary: 'A stored file: manual (PDF), download (ZIP), image (SVG, JPEG), video clip (WebM) or licence (HTML); single byte ranges answered with 206',
  // Files of service manuals and other repair documents need the session their documents need.
  access: 'session',
  errors: {
    206: 'Partial content: the one byte range the Range header asked for, with Content-Range',
    304: 'Not modified: the If-None-Match header names the file\'s ETag (its SHA-256)',
    416: 'Range not satisfiable: the Range header starts beyond the file; Content-Range gives its size',
  },
  responseMediaType: '*/*',
  params: z.object({ fileId: name('fileId'), fileName: name('fileName') }),
  query: noParams,
  handler: async (ctx): Promise<RouteResult> => {
    const { params, headers, services } = ctx;
    // Files of restricted documents (service manuals, ...) need the session their documents need.
    const restrictedTypes = (await services.access?.restricted.restrictedFileTypes(params.fileId)) ?? [];
    if (restrictedTypes.length > 0) await requireContentAccess(ctx, restrictedTypes);
    const file = await services.store.getFile(params.fileId);
    if (!file || file.name !== params.fileName) throw notFound('file', params.fileName, 'fileId');
    const etag = `"${file.sha256}"`;
    const common: Record<string, string> = {
      // A restricted file must never sit in a shared cache.
      'cache-control': restrictedTypes.length > 0 ? 'private, no-store' : IMMUTABLE,
      ...(restrictedTypes.length > 0 ? { vary: 'Cookie' } : {}),
      etag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      ...(/svg|html/.test(file.mediaType) ? { 'content-security-policy': SANDBOX } : {}),
    };
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return { kind: 'bytes', status: 304, body: Buffer.alloc(0), headers: common };
    }
    const entity = {
      ...common,
      'content-type': file.mediaType,
      'content-disposition': `${file.disposition}; filename="${file.name}"`,
    };
    const range = rangeOf(headers, file.size, etag);
    if (range === 'unsatisfiable') {
      return { kind: 'bytes', status: 416, body: Buffer.alloc(0), headers: { ...common, 'content-range': `bytes */${file.size}` } };
    }
    if (range) {
      return {
        kind: 'bytes',
        status: 206,
        body: file.bytes.subarray(range.start, range.end + 1),
        headers: {
          ...entity,
          'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
          'content-length': String(range.end - range.start + 1),
        },
      };
    }
    return { kind: 'bytes', body: file.bytes, headers: { ...entity, 'content-length': String(file.size) } };
  },
});
