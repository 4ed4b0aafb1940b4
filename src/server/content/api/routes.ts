import { categoriesRoute, categoryMetadataRoute, categoryRoute, modelsRoute, productMetadataRoute } from './handlers/catalogue';
import { articleRoute, downloadDetailsRoute, eulaRoute } from './handlers/details';
import { documentLanguagesRoute, documentsRoute } from './handlers/documents';
import { downloadFiltersRoute, downloadsRoute } from './handlers/downloads';
import { faqSearchRoute } from './handlers/faqs';
import { fileRoute } from './handlers/files';
import { contextSearchRoute, searchRoute } from './handlers/search';
import { keywordSuggestRoute, suggestRoute } from './handlers/suggest';
import type { Route } from './routeTypes';

/**
 * The content API: one table, served by both the Express router and the in-process transport.
 * Paths are below API_BASE. Literal paths come before parameterised ones that could shadow them.
 */
export const ROUTES: readonly Route[] = [
  searchRoute,
  contextSearchRoute,
  faqSearchRoute,
  suggestRoute,
  keywordSuggestRoute,
  fileRoute,
  eulaRoute,
  categoriesRoute,
  categoryRoute,
  categoryMetadataRoute,
  modelsRoute,
  productMetadataRoute,
  documentLanguagesRoute,
  documentsRoute,
  // Before '/:locale/downloads/:productName/filters', which would read 'ids' as a product.
  downloadDetailsRoute,
  downloadsRoute,
  downloadFiltersRoute,
  articleRoute,
];
