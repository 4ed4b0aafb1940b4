/**
 * What each parameter name of the content API means (docs/behaviour.md §2, §7), for the OpenAPI document. A
 * route's own `.describe()` text wins; the same name means the same thing on every call, so one
 * entry here documents it everywhere. A parameter with neither fails the OpenAPI test.
 */
export const PARAMETER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Path
  locale: 'Locale of the answer: en_GB, de_DE or fr_FR (en-GB and other casings accepted). As a query parameter, absent means en_GB.',
  categoryName: 'Category slug, e.g. "televisions".',
  productName: 'Product slug ("at-55x89j") or model number in any spelling ("AT-55X89J", "at55x89j").',
  contextId: 'Category or product the search is limited to (with its subcategories).',
  downloadId: 'Download id (the downloadId of a download result).',
  articleFamilyId: 'Article family id: the same for every translation of an article.',
  contentFamilyId: 'Repair document family id.',
  language: 'Two-letter language of the manuals ("de"), or a locale ("de_DE").',
  fileId: 'First 20 hex digits of the file\u2019s SHA-256.',
  fileName: 'The stored file name; any other name is 404.',
  modelSlug: 'Product slug of the model.',
  modelName: 'Model number or product slug.',
  compatibleModelName: 'Model the compatibility relation points to.',
  listId: 'Serial-number checker list id.',
  bundleID: 'FAQ bundle id.',

  // Search and paging
  query: 'Search text. Control characters are removed, whitespace collapsed, and the text is cut at 500 characters (maxQueryLength).',
  start: 'Offset of the first result; paging starts at 0.',
  num: 'Number of results to return (the maximum is given by the schema).',
  type: 'Search type or content type filter of the call.',
  types: 'Comma-separated content types to include.',
  sort: 'Sort order of the list.',
  accessLevel: 'Access level forwarded by the site (docs/behaviour.md §6); restricted content still needs a verified session.',
  contentTypeFilter: 'Comma-separated content types the results are limited to.',
  documentTypeFilter: 'Comma-separated document types (e.g. operating-instructions, quick-start-guide); content without a document type is not affected.',
  languageSelectionFilter: 'Language the documents are limited to.',
  country: 'Country code of the visitor, for regional content.',
  countryFilter: 'Country code the results are limited to.',
  includeAlternativeBestMatches: '"false" keeps only exact model-number best matches.',
  searchInSubDocuments: 'Whether sub-documents of manuals are searched too.',
  'infer-context': 'Whether the search may infer a category or product from the query.',
  'additional-fields': 'Comma-separated extra field names to include in each result (e.g. bannerImageUrl, videoUrl).',
  config: 'Configuration name of the calling page (smart help uses "tvhelp").',
  supportFaqBundleTopicFilter: 'FAQ bundle topic; sent only for automatic bundles.',
  topics: 'Comma-separated topics the results are limited to.',
  appType: 'Calling application type.',

  // Context
  category: 'Category slug the answer is limited to or linked within.',
  model: 'Product slug or model number the answer is limited to or linked within.',
  proCategory: 'Professional category context.',
  channel: 'Channel: pro, mobile or con (consumer, the default).',
  internal: 'Whether the request comes from an internal agent page.',
  CAFRENCH: 'Canadian French flag, forwarded when present.',
  gkId: 'Knowledge-base id (the part before the first underscore).',
  bundleType: 'FAQ bundle type.',

  // Downloads
  operatingSystem: 'Operating system, one of the values of availableFilters.operatingSystem (case-insensitive).',
  downloadCategory: 'Download category, one of the values of availableFilters.downloadCategory (case-insensitive).',
  eulaUrl: 'Licence agreement URL of this service (/api/content/support/files/...).',

  // Serial numbers
  secondaryModelName: 'Secondary model name.',
  partNumber: 'Part number.',
  serialNumber: 'Serial number to check.',

  // Others
  path: 'Page path the visitor should return to after signing in.',
};
