import type { Locale } from '../../../shared/locale';
import type { ContentRecord, Page, PageRequest } from './ContentStore';

/**
 * Reads of restricted content rows (repair documents, news for ASC, model details, portal content).
 * The public ContentStore never returns these; handlers reach them only after the access checks of
 * src/server/content/access. Kept apart from ContentStore so no public call can reach them by mistake.
 */
/** The family of the portal's embedded HTML (docs/behaviour.md §7 externalLinkContent). */
export const PORTAL_LINKS_FAMILY = 'asc-portal-links';

export interface RestrictedListRequest {
  locale: Locale;
  contentTypes: readonly string[];
  /** A product or category name the content belongs to; null lists the whole portal. */
  scope: string | null;
  /** With a scope: also list items that belong to no product or category (portal-wide notices). */
  includeUnscoped: boolean;
  /** Lower-case words that must all occur in the title, summary or body. */
  terms: readonly string[];
  /** List the rows written in this language instead of the row each family shows in the locale. */
  language: string | null;
  page: PageRequest;
}

export interface RestrictedContentStore {
  /** Newest first. */
  listRestricted(request: RestrictedListRequest): Promise<Page<ContentRecord>>;
  /** Languages the restricted rows of these types (in a scope) are written in, with counts. */
  restrictedLanguages(contentTypes: readonly string[], scope: string | null): Promise<Array<{ language: string; count: number }>>;
  /** The row of a restricted family a locale shows (translation, else English). */
  getRestricted(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null>;
  /** A restricted family's row in exactly this language, if written in it. */
  getRestrictedInLanguage(familyId: string, language: string, contentTypes: readonly string[]): Promise<ContentRecord | null>;
  /** Restricted rows of these types linked to a product, in the locale's choice of row. */
  listForProduct(locale: Locale, productName: string, contentTypes: readonly string[]): Promise<ContentRecord[]>;
  /**
   * The content types of the restricted rows a stored file belongs to (a service manual's PDF, ...);
   * empty for a public file. The file route asks before serving any file.
   */
  restrictedFileTypes(fileId: string): Promise<string[]>;
}
