import type {
  AutomaticBundleDetailsResponse,
  AutomaticBundlesResponse,
  BannersResponse,
  CompatibilityDetailsResponse,
  CompatibleCategoriesResponse,
  CompatibleModelsResponse,
  ContextCategoriesResponse,
  FaqBundleDetailResponse,
  FaqBundleListResponse,
  FaqBundlesResponse,
  NewsAndAlertsResponse,
  SeoResponse,
  SpecialMessageResponse,
  SpecificationsResponse,
  VideosResponse,
} from '../../content/hubTypes';
import { seg, type Http, type PagedParams } from './http';

const csv = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

export interface VideoParams extends PagedParams {
  locale: string;
  contextId?: string;
  accessLevel?: string;
  config?: string;
  /** Video types, comma-joined on the wire. */
  type?: readonly string[];
  additionalFields?: readonly string[];
  topics?: readonly string[];
}

export interface NewsParams {
  locale: string;
  contextId?: string;
  config?: string;
  accessLevel?: string;
  additionalFields?: readonly string[];
}

export interface FaqBundleParams {
  locale: string;
  modelSlug?: string;
  categoryName?: string;
  accessLevel?: string;
  bundleType?: string;
}

export interface AutomaticBundleDetailsParams extends PagedParams {
  locale: string;
  model: string;
  gkId?: string;
  documentTypeFilter?: string;
  accessLevel?: string;
  /** Smart help only: article types and the FAQ config (a single space by default, docs/behaviour.md §9). */
  type?: readonly string[];
  config?: string;
}

/** Product-hub and category calls of docs/behaviour.md §7 (specifications ... SEO). */
export const hubCalls = ({ get }: Http) => ({
  specifications: (p: { locale: string; productName: string }) =>
    get<SpecificationsResponse>('specifications', `/specifications/${seg(p.productName)}`, { locale: p.locale }),
  tutorials: (p: PagedParams & { locale: string; productName: string }) =>
    get<VideosResponse>('tutorials', `/tutorials/${seg(p.productName)}`, {
      locale: p.locale,
      start: p.start,
      num: p.num,
    }),
  /** Support videos; with start and num this is the paginated variant. */
  supportVideos: (p: VideoParams) =>
    get<VideosResponse>('supportVideos', '/support-videos', {
      locale: p.locale,
      contextId: p.contextId,
      accessLevel: p.accessLevel,
      config: p.config,
      type: csv(p.type),
      start: p.start,
      num: p.num,
      'additional-fields': csv(p.additionalFields),
      topics: csv(p.topics),
    }),
  newsAndAlerts: (p: NewsParams) =>
    get<NewsAndAlertsResponse>('newsAndAlerts', `/${p.locale}/news-and-alerts`, {
      contextId: p.contextId,
      config: p.config,
      'additional-fields': csv(p.additionalFields),
      accessLevel: p.accessLevel,
    }),
  newsAndAlertsPaged: (p: NewsParams & PagedParams & { types?: readonly string[] }) =>
    get<NewsAndAlertsResponse>('newsAndAlerts', `/${p.locale}/news-and-alerts`, {
      contextId: p.contextId,
      config: p.config,
      'additional-fields': csv(p.additionalFields),
      accessLevel: p.accessLevel,
      start: p.start,
      num: p.num,
      types: csv(p.types),
    }),
  compatibleCategories: (p: { locale: string; productName: string }) =>
    get<CompatibleCategoriesResponse>(
      'compatibleCategories',
      `/compatibility-relations/${seg(p.productName)}/categories`,
      {
        locale: p.locale,
      },
    ),
  compatibleModels: (p: { locale: string; productName: string; categoryName: string }) =>
    get<CompatibleModelsResponse>(
      'compatibleModels',
      `/compatibility-relations/${seg(p.productName)}/${seg(p.categoryName)}/models`,
      { locale: p.locale },
    ),
  compatibilityDetails: (p: { locale: string; productName: string; compatibleModelName: string }) =>
    get<CompatibilityDetailsResponse>(
      'compatibilityDetails',
      `/compatibility-relations/${seg(p.productName)}/${seg(p.compatibleModelName)}/details`,
      { locale: p.locale },
    ),
  banners: (p: { locale: string; category?: string; model?: string }) =>
    get<BannersResponse>('banners', '/banners', { locale: p.locale, category: p.category, model: p.model }),
  specificBanners: (p: { locale: string; operatingSystem: string }) =>
    get<BannersResponse>('specificBanners', '/banners/operating-system', {
      locale: p.locale,
      operatingSystem: p.operatingSystem,
    }),
  specialMessage: (p: { locale: string }) => get<SpecialMessageResponse>('specialMessage', '/special-message', p),
  contextCategories: (p: { locale: string; categoryName?: string; modelSlug?: string }) =>
    get<ContextCategoriesResponse>('contextCategories', '/context-categories', p),
  faqBundles: (p: FaqBundleParams) => get<FaqBundlesResponse>('faqBundles', '/faq-bundles', { ...p }),
  faqBundleList: (p: FaqBundleParams) => get<FaqBundleListResponse>('faqBundles', '/faq-bundles/list', { ...p }),
  faqBundleDetail: (p: { locale: string; bundleId: string; modelSlug?: string; accessLevel?: string }) =>
    get<FaqBundleDetailResponse>('faqBundleDetail', '/faq-bundles/detail', { ...p }),
  automaticBundles: (p: FaqBundleParams) =>
    get<AutomaticBundlesResponse>('automaticBundles', '/faq-bundles/automatic', { ...p }),
  automaticBundleDetails: (p: AutomaticBundleDetailsParams) =>
    get<AutomaticBundleDetailsResponse>('automaticBundleDetails', '/faq-bundles/automatic/details', {
      locale: p.locale,
      model: p.model,
      start: p.start,
      num: p.num,
      gkId: p.gkId,
      documentTypeFilter: p.documentTypeFilter,
      accessLevel: p.accessLevel,
      type: csv(p.type),
      config: p.config,
    }),
  productSeo: (p: { locale: string; productName: string }) =>
    get<SeoResponse>('seo', `/${p.locale}/seo/products/${seg(p.productName)}`),
  categorySeo: (p: { locale: string; categoryName: string }) =>
    get<SeoResponse>('seo', `/${p.locale}/seo/categories/${seg(p.categoryName)}`),
});
