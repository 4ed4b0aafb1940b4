import { z } from 'zod';
import { ARTICLE_TYPES, REPAIR_DOCUMENT_TYPES } from '../types';
import { named } from './registry';

/** Core content shapes: catalogue, search results, documents, downloads, articles, suggestions (docs/behaviour.md §2, §3, §7). */

export const contentTypeSchema = z
  .enum(['product', 'document', 'sub-document', 'download', 'software', 'software-article', ...ARTICLE_TYPES, ...REPAIR_DOCUMENT_TYPES])
  .describe('What kind of content an item is; software-article is a software page bundling one download per platform.');

/** docs/behaviour.md §3: a result set; `count` is the total, `start`/`end` the slice returned. */
export function searchResponseOf<T extends z.ZodType>(item: T) {
  return z.object({
    query: z.string().optional().describe('The search text as understood (cleaned and cut)'),
    start: z.number().int().min(0).describe('Index of the first result returned'),
    end: z.number().int().min(0).describe('Index after the last result returned'),
    count: z.number().int().min(0).describe('How many results there are in all'),
    results: z.array(item),
  });
}

export const parentCategorySchema = named('ParentCategory', z.object({ name: z.string(), displayName: z.string() }));

export const categorySummarySchema = named(
  'CategorySummary',
  z.object({
    name: z.string(),
    displayName: z.string(),
    image: z.string().optional(),
    description: z.string().optional(),
    productCount: z.number().int().optional(),
    color: z.string().optional(),
  }),
);

export const categoriesResponseSchema = named(
  'CategoriesResponse',
  z.object({
    categories: z.array(categorySummarySchema),
    displayName: z.string().optional(),
    parentCategoryName: z.string().optional(),
    parentCategoryDisplayName: z.string().optional(),
    color: z.string(),
    searchModuleImage: z.string().optional(),
  }),
);

export const productSummaryShape = {
  name: z.string(),
  slug: z.string(),
  displayName: z.string(),
  modelNumber: z.string(),
  image: z.string(),
  categoryName: z.string(),
  description: z.string().optional(),
  releaseDate: z.string().optional(),
};

export const productSummarySchema = z.object(productSummaryShape);

export const modelResultSchema = named('ModelResult', z.object({ ...productSummaryShape, url: z.string().describe('The product page') }));

export const categoryResultSchema = named(
  'CategoryResult',
  categorySummarySchema.extend({ url: z.string().describe('The category page') }).describe('A category a search names (ADR 054)'),
);

export const productResponseSchema = named('ProductResponse', z.object({ data: modelResultSchema }));

export const metadataResponseSchema = named(
  'MetadataResponse',
  z.object({
    data: z.object({
      kind: z.enum(['product', 'category']),
      name: z.string(),
      displayName: z.string(),
      description: z.string().optional(),
      image: z.string().optional(),
      modelNumber: z.string().optional(),
      categoryName: z.string().optional(),
    }),
    parentCategories: z.array(parentCategorySchema).describe('Ordered root -> leaf; the last item is the leaf category.'),
  }),
);

export const searchResultShape = {
  id: z.string(),
  contentType: contentTypeSchema,
  title: z.string(),
  snippet: z.string().optional(),
  url: z.string(),
  date: z.string().optional(),
  image: z.string().optional(),
  language: z.string().optional(),
  modelNames: z.array(z.string()).optional(),
  categoryName: z.string().optional(),
  version: z.string().optional().describe('Downloads'),
  operatingSystems: z.array(z.string()).optional().describe('Downloads'),
  downloadCategory: z.string().optional().describe('Downloads'),
  fileSize: z.number().int().optional(),
  fileUrl: z.string().optional().describe('Documents'),
  fileType: z.string().optional().describe('Documents'),
  documentType: z.string().optional().describe("Documents: 'operating-instructions', 'quick-start-guide', ..."),
  page: z.number().int().min(1).optional().describe('Documents found by the text of their pages: the page the snippet is on (1 = first)'),
  pageUrl: z.string().optional().describe('The PDF opened at that page (fileUrl#page=N)'),
  snippetHighlights: z
    .array(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .optional()
    .describe('The [start, end) spans of the snippet that matched the query'),
  titleHighlights: z
    .array(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .optional()
    .describe('The [start, end) spans of the title that matched the query'),
  group: z
    .object({
      modelCount: z.number().int().min(2).describe('How many models the grouped copies are for'),
      items: z.array(
        z.object({ id: z.string(), title: z.string(), url: z.string(), modelNames: z.array(z.string()).optional(), pageUrl: z.string().optional() }),
      ),
    })
    .optional()
    .describe('Organic search: copies of this result for other models (same type, same text but the model), listed as one'),
  additionalFields: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe('The extra fields a search asked for by name (additional-fields), when the item has them'),
  fileName: z.string().optional().describe('Files: the stored file name'),
  sha256: z.string().optional().describe('Files: SHA-256 of the served bytes'),
  releaseNotes: z.string().optional().describe('Downloads: release notes'),
  eulaUrl: z.string().optional().describe('Downloads: the licence agreement to accept (HTML, API file route)'),
  articleFamilyId: z.string().optional().describe('Articles: the article family'),
};

export const searchResultSchema = named('SearchResult', z.object(searchResultShape).describe('A result of any search (organic, FAQ, documents, downloads, ...)'));

export const filterCountSchema = named('FilterCount', z.object({ value: z.string(), count: z.number().int().min(0) }));

const facetValueSchema = z.object({
  name: z.string().describe('The category or product name (the contextId that filters by it)'),
  label: z.string(),
  count: z.number().int().min(0),
  categoryName: z.string().optional().describe("Products: the product's category"),
});
export const searchFacetsSchema = named('SearchFacets', z.object({ categories: z.array(facetValueSchema), products: z.array(facetValueSchema) }));

export const organicSearchResponseSchema = named(
  'OrganicSearchResponse',
  z.object({
    searchResponse: searchResponseOf(searchResultSchema).extend({ bestMatches: z.array(modelResultSchema) }),
    filterCounts: z.array(filterCountSchema).describe('Counts per search-type filter (all, manuals, downloads, faqs, repair-documents, model-details)'),
    didYouMean: z.string().optional(),
    bestMatchesCorrected: z
      .literal(true)
      .optional()
      .describe('The best matches are models one typo away from a model number the query holds, which names no model as typed (ADR 052)'),
    facets: searchFacetsSchema.optional().describe('With facets=true: counts of the matches per category and per product'),
    bestCategories: z
      .array(categoryResultSchema)
      .optional()
      .describe("The categories the query names and nothing else ('tv', 'kopfhörer'), as places to go; site-wide searches without a model match only (ADR 054)"),
  }),
);

export const modelSearchResponseSchema = named('ModelSearchResponse', searchResponseOf(modelResultSchema));

const availableFiltersSchema = z.object({ operatingSystem: z.array(z.string()), downloadCategory: z.array(z.string()) });

export const downloadsResponseSchema = named(
  'DownloadsResponse',
  z.object({ searchResponse: searchResponseOf(searchResultSchema), availableFilters: availableFiltersSchema }),
);

export const downloadFiltersResponseSchema = named('DownloadFiltersResponse', z.object({ availableFilters: availableFiltersSchema }));

export const searchResultsResponseSchema = z.object({ searchResponse: searchResponseOf(searchResultSchema) });
export const faqSearchResponseSchema = named('FaqSearchResponse', searchResultsResponseSchema);
export const documentsResponseSchema = named('DocumentsResponse', z.object({ searchResponse: searchResponseOf(searchResultSchema) }));

export const articleDetailsShape = {
  articleId: z.string(),
  title: z.string(),
  articleType: z.enum(ARTICLE_TYPES),
  topics: z.array(z.string()),
  channel: z.string(),
  language: z.string(),
  date: z.string(),
  summary: z.string(),
  symptoms: z.array(z.string()),
  steps: z.array(z.string()),
  stepNum: z.number().int().min(0).describe('Number of steps'),
  resolution: z.string(),
  modelNames: z.array(z.string()).optional().describe('Models it applies to, when it applies to a few (omitted for general articles)'),
  url: z.string(),
};

export const articleDetailsSchema = z.object(articleDetailsShape);

export const downloadDetailsShape = {
  ...searchResultShape,
  downloadType: z.string(),
  downloadUrl: z.string(),
  downloadNo: z.string(),
  installation: z.string().optional(),
};

export const downloadDetailsSchema = z.object(downloadDetailsShape);

export const eulaResponseSchema = named('EulaResponse', z.object({ embeddedHtml: z.string().describe('Sanitised HTML: the licence text') }));

export const documentLanguageSchema = named('DocumentLanguage', z.object({ code: z.string(), name: z.string(), count: z.number().int().min(0) }));

export const languagesResponseSchema = named('LanguagesResponse', z.object({ languages: z.array(documentLanguageSchema) }));

export const suggestionSchema = named(
  'Suggestion',
  z.object({
    kind: z.enum(['category', 'product', 'query']),
    text: z.string(),
    url: z.string().optional(),
    image: z.string().optional(),
    modelNumber: z.string().optional(),
  }),
);

export const suggestionsResponseSchema = named('SuggestionsResponse', z.object({ query: z.string(), suggestions: z.array(suggestionSchema) }));
