import type {
  ArticleCatalogResponse,
  ArticleDetailsDataResponse,
  DownloadDetailsDataResponse,
  RelatedArticlesResponse,
  RepairDocumentDetailsResponse,
} from '../../content/detailsTypes';
import type { EulaResponse } from '../../content/types';
import type { Query } from '../transport';
import { seg, type Http } from './http';

/** Context the details calls send (docs/behaviour.md §7): where the visitor came from, and the French-Canadian flag. */
export interface ArticleContext {
  locale: string;
  articleFamilyId: string;
  model?: string;
  category?: string;
  config?: string;
  proCategory?: string;
  channel?: string;
  modelName?: string;
  /** Extra field names (e.g. bannerImageUrl, videoUrl), comma-joined on the wire. */
  additionalFields?: readonly string[];
  CAFRENCH?: string;
  accessLevel?: string;
}

export interface DownloadDetailsParams {
  locale: string;
  downloadId: string;
  operatingSystem?: string;
  downloadCategory?: string;
  category?: string;
  model?: string;
  CAFRENCH?: string;
}

export interface RepairDocumentParams {
  contentFamilyId: string;
  locale?: string;
  model?: string;
  category?: string;
  channel?: string;
  modelName?: string;
}

function articleQuery(p: ArticleContext): Query {
  return {
    model: p.model,
    category: p.category,
    config: p.config,
    proCategory: p.proCategory,
    channel: p.channel,
    modelName: p.modelName,
    'additional-fields': p.additionalFields,
    CAFRENCH: p.CAFRENCH,
    accessLevel: p.accessLevel,
  };
}

/** Articles and software share one path shape: /{locale}/{articles|software}/{id}{/catalog|/related-articles}. */
function articleCalls({ get }: Http, kind: 'articles' | 'software', names: { details: string; catalog: string; related: string }) {
  const base = (p: ArticleContext) => `/${p.locale}/${kind}/${seg(p.articleFamilyId)}`;
  return {
    details: (p: ArticleContext) => get<ArticleDetailsDataResponse>(names.details, base(p), articleQuery(p)),
    catalog: (p: ArticleContext) => get<ArticleCatalogResponse>(names.catalog, `${base(p)}/catalog`, articleQuery(p)),
    related: (p: ArticleContext & { contextId?: string; num?: number }) =>
      get<RelatedArticlesResponse>(
        names.related,
        `${base(p)}/related-articles${p.contextId ? `/${seg(p.contextId)}` : ''}`,
        { ...articleQuery(p), num: p.num },
      ),
  };
}

/** Download, licence, article, software and repair-document details (docs/behaviour.md §7). */
export const detailsCalls = (http: Http) => {
  const articles = articleCalls(http, 'articles', { details: 'articleDetails', catalog: 'articleCatalog', related: 'relatedArticles' });
  const software = articleCalls(http, 'software', { details: 'articleDetails', catalog: 'articleCatalog', related: 'relatedArticles' });
  return {
    downloadDetails: (p: DownloadDetailsParams) =>
      http.get<DownloadDetailsDataResponse>('downloadDetails', `/${p.locale}/downloads/ids/${seg(p.downloadId)}`, {
        operatingSystem: p.operatingSystem,
        downloadCategory: p.downloadCategory,
        category: p.category,
        model: p.model,
        CAFRENCH: p.CAFRENCH,
      }),
    eula: (p: { eulaUrl: string }) => http.get<EulaResponse>('eula', '/eulas', { eulaUrl: p.eulaUrl }),
    articleDetails: articles.details,
    articleCatalog: articles.catalog,
    relatedArticles: articles.related,
    softwareDetails: software.details,
    softwareCatalog: software.catalog,
    relatedSoftware: software.related,
    repairDocumentDetails: (p: RepairDocumentParams) =>
      http.get<RepairDocumentDetailsResponse>('repairDetails', `/repair-documents/${seg(p.contentFamilyId)}`, {
        locale: p.locale,
        model: p.model,
        category: p.category,
        channel: p.channel,
        modelName: p.modelName,
      }),
  };
};
