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
 * GET /files/{fileId}/{fileName}: manuals (PDF), downloads (ZIP), images (SVG) and licence texts
 * (HTML). The name must be the stored one, so each file has exactly one URL.
 */
export const fileRoute = defineRoute({
  method: 'GET',
  path: '/files/:fileId/:fileName',
  summary: 'A stored file: manual (PDF), download (ZIP), image (SVG) or licence (HTML)',
  // Files of service manuals and other repair documents need the session their documents need.
  access: 'session',
  errors: { 304: 'Not modified: the If-None-Match header names the file\'s ETag (its SHA-256)' },
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
      'x-content-type-options': 'nosniff',
      ...(/svg|html/.test(file.mediaType) ? { 'content-security-policy': SANDBOX } : {}),
    };
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return { kind: 'bytes', status: 304, body: Buffer.alloc(0), headers: common };
    }
    return {
      kind: 'bytes',
      body: file.bytes,
      headers: {
        ...common,
        'content-type': file.mediaType,
        'content-length': String(file.size),
        'content-disposition': `${file.disposition}; filename="${file.name}"`,
      },
    };
  },
});
