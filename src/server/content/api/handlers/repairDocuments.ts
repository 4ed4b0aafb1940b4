import { repairDocumentDetailsResponseSchema } from '../../../../shared/content/schemas/details';
import { z } from 'zod';
import { ascLoginUrl } from '../../../../shared/ascPortal';
import { CHANNELS } from '../../../../shared/constants';
import type { AssociatedFile, RepairDocumentDetailsResponse } from '../../../../shared/content/detailsTypes';
import { REPAIR_DOCUMENT_TYPES, type RepairDocumentType } from '../../../../shared/content/types';
import { repairDocumentUrl } from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import { loginRedirect, requireContentAccess, verifySession, type AccessContext } from '../../access/requireAccess';
import type { Session } from '../../access/roles';
import { accessOf } from '../../access/services';
import { sanitizeEmbeddedHtml, textToHtml } from '../../sanitize/sanitizeEmbeddedHtml';
import { ApiError, notFound } from '../errors';
import { name, oneOf, optionalLocale } from '../params';
import { fileUrl } from '../present';
import { defineRoute, json } from '../routeTypes';

/** A document lists every model it covers, up to this many. */
const MAX_MODELS = 50;

/**
 * A live service-centre session, or the 301 login answer of docs/behaviour.md §6 whose sign-in page leads
 * back to the document itself (not to the page that happened to make the call).
 */
export async function requireAscSession(ctx: AccessContext, returnTo: string, locale: Locale): Promise<Session> {
  const session = await verifySession(ctx);
  if (session) return session;
  throw new ApiError(301, 'login_required', 'Sign in to the service centre portal to see this document', undefined, loginRedirect(ascLoginUrl(returnTo, locale)));
}

interface StoredAttachment {
  title?: unknown;
  fileId?: unknown;
  fileName?: unknown;
  fileSize?: unknown;
  sha256?: unknown;
  mediaType?: unknown;
}

function associatedFiles(value: unknown): AssociatedFile[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((a): a is StoredAttachment => typeof a === 'object' && a !== null)
    .filter((a) => typeof a.fileId === 'string' && typeof a.fileName === 'string')
    .map((a) => ({
      title: typeof a.title === 'string' ? a.title : String(a.fileName),
      fileName: String(a.fileName),
      url: fileUrl(String(a.fileId), String(a.fileName)),
      fileSize: typeof a.fileSize === 'number' ? a.fileSize : 0,
      sha256: typeof a.sha256 === 'string' ? a.sha256 : '',
      mediaType: typeof a.mediaType === 'string' ? a.mediaType : 'application/pdf',
    }));
}

/** GET /repair-documents/{contentFamilyId}: a repair document with its associated files (ASC only). */
export const repairDocumentRoute = defineRoute({
  method: 'GET',
  path: '/repair-documents/:contentFamilyId',
  summary: 'A repair document with its associated files; service centres only (301 with the login URL without a session)',
  access: 'session',
  response: repairDocumentDetailsResponseSchema,
  params: z.object({ contentFamilyId: name('contentFamilyId') }),
  query: z.object({
    locale: optionalLocale(),
    model: name('model').optional(),
    modelName: name('modelName').optional(),
    category: name('category').optional(),
    channel: oneOf('channel', CHANNELS).optional(),
  }),
  handler: async (ctx) => {
    const { params, query, services } = ctx;
    const id = params.contentFamilyId;
    const model = query.model ?? query.modelName;
    // The page the visitor asked for: after signing in they land on the document itself.
    const scope = {
      ...(query.category ? { categoryName: query.category, ...(model ? { productName: model } : {}) } : {}),
      ...(query.channel ? { channel: query.channel } : {}),
    };
    // Without a session nothing is looked up: the answer is the same for every id.
    await requireAscSession(ctx, repairDocumentUrl(query.locale, id, scope), query.locale);
    const record = await accessOf(services).restricted.getRestricted(query.locale, id, REPAIR_DOCUMENT_TYPES);
    if (!record) throw notFound('repair document', id, 'contentFamilyId');
    // The session must also hold the grant of this document's type (403 otherwise).
    await requireContentAccess(ctx, [record.contentType], query.locale);

    const models = (await services.store.productsOfContent([record.familyId], MAX_MODELS)).get(record.familyId) ?? [];
    const categories = [...new Set(models.map((m) => m.categoryName))];
    const bodyHtml = typeof record.attrs.bodyHtml === 'string' ? record.attrs.bodyHtml : '';
    const body: RepairDocumentDetailsResponse = {
      data: {
        contentFamilyId: record.familyId,
        type: record.contentType as RepairDocumentType,
        title: record.title,
        summary: record.summary,
        body: sanitizeEmbeddedHtml(bodyHtml || textToHtml(record.summary)),
        date: record.published,
        language: record.language,
        documentNumber: typeof record.attrs.documentNumber === 'string' ? record.attrs.documentNumber : record.familyId,
        modelNames: models.map((m) => m.modelNumber),
        ...(categories.length === 1 ? { categoryName: categories[0] } : {}),
        associatedFiles: associatedFiles(record.attrs.associatedFiles),
        url: repairDocumentUrl(query.locale, record.familyId, scope),
      },
    };
    // Restricted: never kept by shared caches, and the answer depends on the session cookie.
    return json(body, { 'cache-control': 'private, no-store', vary: 'Cookie' });
  },
});
