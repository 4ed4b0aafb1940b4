import { DEFAULT_COUNTS, SETTINGS } from '../../constants';
import {
  NEWS_FOR_ASC_TYPE,
  REPAIR_ADDITIONAL_FIELDS,
  type AscAuthStatus,
  type ExternalContentResponse,
  type GroupSearchResponse,
  type ModelDetailsResponse,
  type NewsForAscResult,
  type RepairDocumentsResponse,
  type WhatsNewResponse,
} from '../../content/ascTypes';
import { REPAIR_DOCUMENT_TYPES, type RepairDocumentType } from '../../content/types';
import { seg, type Http, type PagedParams } from './http';

/** docs/behaviour.md §7 what's-new: the six repair types, extra fields contentType and models, source asc-whats-new. */
export const WHATS_NEW_SOURCE = 'asc-whats-new';

export interface RepairListParams extends PagedParams {
  locale: string;
  /** A product (slug or model number), or a category for the category repair pages. */
  model: string;
  type: readonly RepairDocumentType[];
  query?: string;
}

export interface RepairListAllParams {
  locale: string;
  model: string;
  type: readonly RepairDocumentType[];
  languageSelectionFilter?: string;
  num?: number;
  /** Only past the first page: a list longer than one call's largest page is read in several calls. */
  start?: number;
}

export interface NewsForAscParams extends PagedParams {
  locale: string;
  query?: string;
  category?: string;
  model?: string;
  contextId?: string;
  config?: string;
  accessLevel?: string;
  CAFRENCH?: string;
}

/** The service-centre portal (docs/behaviour.md §7): sign-in status, model details, repair documents, news, portal content. */
export const ascCalls = ({ get }: Http) => ({
  ascAuth: (p: { path?: string; locale?: string }) => get<AscAuthStatus>('ascAuth', '/asc/auth', { path: p.path, locale: p.locale }),

  modelDetails: (p: { locale: string; modelSlug: string }) =>
    get<ModelDetailsResponse>('modelDetails', `/products/${seg(p.modelSlug)}/model-details`, { locale: p.locale }),

  whatsNew: (p: PagedParams & { locale: string; appType?: string }) =>
    get<WhatsNewResponse>('whatsNew', '/search/whats-new', {
      locale: p.locale,
      start: p.start,
      num: p.num ?? SETTINGS.whatsNewMax,
      type: REPAIR_DOCUMENT_TYPES,
      'additional-fields': REPAIR_ADDITIONAL_FIELDS,
      appType: p.appType,
      source: WHATS_NEW_SOURCE,
    }),

  /** The FAQ-group search variant with the news-for-ASC article type (100 by default). */
  newsForAsc: (p: NewsForAscParams) =>
    get<GroupSearchResponse<NewsForAscResult>>('newsForAsc', '/faqs/group/search', {
      query: p.query,
      locale: p.locale,
      type: NEWS_FOR_ASC_TYPE,
      start: p.start,
      num: p.num ?? DEFAULT_COUNTS.newsForAsc,
      category: p.category,
      model: p.model,
      contextId: p.contextId,
      config: p.config,
      accessLevel: p.accessLevel,
      CAFRENCH: p.CAFRENCH,
    }),

  /** Paginated repair document list (type, query, start, num). */
  repairDocuments: (name: string, p: RepairListParams) =>
    get<RepairDocumentsResponse>(name, `/repair-documents/search/${seg(p.model)}`, {
      type: p.type,
      query: p.query,
      locale: p.locale,
      start: p.start,
      num: p.num,
    }),

  /** Non-paginated repair document list with the language selection filter. */
  repairDocumentsAll: (name: string, p: RepairListAllParams) =>
    get<RepairDocumentsResponse>(name, `/repair-documents/search/${seg(p.model)}`, {
      type: p.type,
      locale: p.locale,
      languageSelectionFilter: p.languageSelectionFilter,
      num: p.num,
      start: p.start ? p.start : undefined,
    }),

  externalContent: (p: { locale: string }) => get<ExternalContentResponse>('externalContent', `/${p.locale}/externalLinkContent`),
});
