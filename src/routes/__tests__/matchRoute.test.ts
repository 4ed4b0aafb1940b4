import { SUPPORT_BASE_PATH } from '../../shared/constants';
import type { SearchType } from '../../shared/content/types';
import type { Locale } from '../../shared/locale';
import { matchRoute } from '../matchRoute';
import { ROUTE_TABLE, type PageType, type TypeAlias } from '../routeTable';

/** [path after the base, type, typeAlias, searchType, params]: one case per row of the route table. */
type RowCase = [path: string, type: PageType, typeAlias: TypeAlias, searchType: SearchType, params: Record<string, string>];

const tv = { categoryName: 'tv' };
const kd = { categoryName: 'tv', productName: 'kd-55x89j' };

const ROW_CASES: readonly RowCase[] = [
  ['', 'home', 'home', 'none', {}],
  ['/manuals', 'homeManual', 'home', 'manuals', {}],
  ['/downloads', 'homeDownload', 'home', 'downloads', {}],
  ['/faqs', 'homeFaq', 'home', 'faqs', {}],
  ['/repair-documents', 'homeRepair', 'home', 'repair-documents', {}],
  ['/results', 'homeResults', 'homeResults', 'none', {}],
  ['/manuals/results', 'homeManualResults', 'homeResults', 'manuals', {}],
  ['/downloads/results', 'homeDownloadResults', 'homeResults', 'downloads', {}],
  ['/faqs/results', 'homeFaqResults', 'homeResults', 'faqs', {}],
  ['/repair-documents/results', 'homeRepairResults', 'homeResults', 'repair-documents', {}],

  ['/tv', 'category', 'category', 'none', tv],
  ['/tv/manuals', 'categoryManual', 'category', 'manuals', tv],
  ['/tv/downloads', 'categoryDownload', 'category', 'downloads', tv],
  ['/tv/faqs', 'categoryFaq', 'category', 'faqs', tv],
  ['/tv/repair-documents', 'categoryRepair', 'category', 'repair-documents', tv],
  ['/tv/results', 'categoryResults', 'categoryResults', 'none', tv],
  ['/tv/manuals/results', 'categoryManualResults', 'categoryResults', 'manuals', tv],
  ['/tv/downloads/results', 'categoryDownloadResults', 'categoryResults', 'downloads', tv],
  ['/tv/faqs/results', 'categoryFaqResults', 'categoryResults', 'faqs', tv],
  ['/tv/repair-documents/results', 'categoryRepairResults', 'categoryResults', 'repair-documents', tv],

  ['/tv/kd-55x89j', 'product', 'product', 'none', kd],
  ['/tv/kd-55x89j/manuals', 'productManual', 'product', 'manuals', kd],
  ['/tv/kd-55x89j/downloads', 'productDownload', 'product', 'downloads', kd],
  ['/tv/kd-55x89j/faqs', 'productFaq', 'product', 'faqs', kd],
  ['/tv/kd-55x89j/repair-documents', 'productRepair', 'product', 'repair-documents', kd],
  ['/tv/kd-55x89j/model-details', 'productModelDetail', 'product', 'model-details', kd],
  ['/tv/kd-55x89j/specifications', 'productTechSpecs', 'productTechSpecs', 'none', kd],
  ['/tv/kd-55x89j/results', 'productResults', 'productResults', 'none', kd],
  ['/tv/kd-55x89j/manuals/results', 'productManualResults', 'productResults', 'manuals', kd],
  ['/tv/kd-55x89j/downloads/results', 'productDownloadResults', 'productResults', 'downloads', kd],
  ['/tv/kd-55x89j/faqs/results', 'productFaqResults', 'productResults', 'faqs', kd],
  ['/tv/kd-55x89j/repair-documents/results', 'productRepairResults', 'productResults', 'repair-documents', kd],
  ['/tv/kd-55x89j/model-details/results', 'productModelDetailResults', 'productResults', 'model-details', kd],

  ['/downloads/dl-1', 'downloadDetails', 'downloadDetails', 'none', { downloadId: 'dl-1' }],
  ['/tv/downloads/dl-1', 'downloadDetails', 'downloadDetails', 'none', { ...tv, downloadId: 'dl-1' }],
  ['/tv/kd-55x89j/downloads/dl-1', 'downloadDetailsInProductPage', 'downloadDetails', 'none', { ...kd, downloadId: 'dl-1' }],

  ['/software/123', 'softwareDetails', 'softwareDetails', 'none', { articleFamilyId: '123' }],
  ['/software/pro/123', 'softwareDetails', 'softwareDetails', 'none', { channel: 'pro', articleFamilyId: '123' }],
  ['/tv/software/123', 'softwareDetails', 'softwareDetails', 'none', { ...tv, articleFamilyId: '123' }],
  ['/tv/software/mobile/123', 'softwareDetails', 'softwareDetails', 'none', { ...tv, channel: 'mobile', articleFamilyId: '123' }],
  ['/tv/kd-55x89j/software/123', 'softwareDetailsInProductPage', 'softwareDetails', 'none', { ...kd, articleFamilyId: '123' }],
  ['/tv/kd-55x89j/software/con/123', 'softwareDetailsInProductPage', 'softwareDetails', 'none', { ...kd, channel: 'con', articleFamilyId: '123' }],

  ['/articles/a-9', 'articleDetails', 'articleDetails', 'none', { articleFamilyId: 'a-9' }],
  ['/articles/con/a-9', 'articleDetails', 'articleDetails', 'none', { channel: 'con', articleFamilyId: 'a-9' }],
  ['/tv/articles/a-9', 'articleDetails', 'articleDetails', 'none', { ...tv, articleFamilyId: 'a-9' }],
  ['/tv/articles/pro/a-9', 'articleDetails', 'articleDetails', 'none', { ...tv, channel: 'pro', articleFamilyId: 'a-9' }],
  ['/tv/kd-55x89j/articles/a-9', 'articleDetailsInProductPage', 'articleDetails', 'none', { ...kd, articleFamilyId: 'a-9' }],
  ['/tv/kd-55x89j/articles/mobile/a-9', 'articleDetailsInProductPage', 'articleDetails', 'none', { ...kd, channel: 'mobile', articleFamilyId: 'a-9' }],

  ['/repair-documents/cf-1', 'repairDocumentDetails', 'repairDocumentDetails', 'none', { contentFamilyId: 'cf-1' }],
  ['/repair-documents/pro/cf-1', 'repairDocumentDetails', 'repairDocumentDetails', 'none', { channel: 'pro', contentFamilyId: 'cf-1' }],
  ['/tv/repair-documents/cf-1', 'repairDocumentDetails', 'repairDocumentDetails', 'none', { ...tv, contentFamilyId: 'cf-1' }],
  ['/tv/repair-documents/con/cf-1', 'repairDocumentDetails', 'repairDocumentDetails', 'none', { ...tv, channel: 'con', contentFamilyId: 'cf-1' }],
  ['/tv/kd-55x89j/repair-documents/cf-1', 'repairDocumentDetailsInProductPage', 'repairDocumentDetails', 'none', { ...kd, contentFamilyId: 'cf-1' }],
  ['/tv/kd-55x89j/repair-documents/mobile/cf-1', 'repairDocumentDetailsInProductPage', 'repairDocumentDetails', 'none', { ...kd, channel: 'mobile', contentFamilyId: 'cf-1' }],

  ['/serial-number-checker/list-7', 'serialNumberChecker', 'serialNumberChecker', 'none', { listId: 'list-7' }],

  ['/remote-control-programming', 'remoteProgrammingCode', 'remoteProgrammingCode', 'none', {}],
  ['/remote-control-programming/models', 'remoteProgrammingCodeWithResults', 'remoteProgrammingCode', 'none', {}],
  // The literal 'agent' segment beats /:categoryName/:productName.
  ['/agent/search-insights', 'agentSearchInsights', 'agentSearchInsights', 'none', {}],
  ['/remote-control-programming/models/rmt-tx300e', 'remoteProgrammingCode', 'remoteProgrammingCode', 'none', { productName: 'rmt-tx300e' }],

  ['/contact', 'contact', 'contact', 'none', {}],
  ['/repair', 'repairRequest', 'contact', 'none', {}],
  // A literal first segment beats /{categoryName}/{productName}.
  ['/repair/R-7Q2M-9X4D', 'repairConfirmation', 'contact', 'none', { reference: 'R-7Q2M-9X4D' }],
  ['/service-centres', 'serviceCentres', 'contact', 'none', {}],
  ['/imprint', 'legal', 'legal', 'none', { document: 'imprint' }],
  ['/privacy', 'legal', 'legal', 'none', { document: 'privacy' }],

  ['/tvhelp', 'smartHelp', 'smartHelp', 'none', {}],
  ['/tvhelp/error', 'smartHelp', 'smartHelp', 'none', { subPage: 'error' }],
  ['/tvhelp/tv/kd-55x89j', 'smartHelp', 'smartHelp', 'none', kd],
  ['/tvhelp/tv/kd-55x89j/results', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'results' }],
  ['/tvhelp/tv/kd-55x89j/recommended-articles', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'recommended-articles' }],
  ['/tvhelp/tv/kd-55x89j/important-information', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'important-information' }],
  ['/tvhelp/tv/kd-55x89j/recommended-videos', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'recommended-videos' }],
  ['/tvhelp/tv/kd-55x89j/question-and-answers', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'question-and-answers' }],
  ['/tvhelp/tv/kd-55x89j/faq-bundles/b-3', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'faq-bundles', bundleID: 'b-3' }],
  ['/tvhelp/tv/kd-55x89j/articles/77', 'smartHelp', 'smartHelp', 'none', { ...kd, subPage: 'articles', articleFamilyId: '77' }],
];

const PREFIXES: ReadonlyArray<[prefix: string, locale: Locale]> = [
  ['', 'en_GB'],
  ['/de', 'de_DE'],
  ['/fr', 'fr_FR'],
];

describe.each(PREFIXES)('every route row under prefix "%s"', (prefix, locale) => {
  it.each(ROW_CASES)('%s -> %s', (path, type, typeAlias, searchType, params) => {
    const result = matchRoute(`${prefix}${SUPPORT_BASE_PATH}${path}`);
    expect(result).toEqual({
      type,
      typeAlias,
      searchByType: searchType !== 'none',
      searchType,
      params,
      locale,
      languagePrefix: prefix.slice(1),
      pathname: path === '' ? '/' : path,
      pattern: expect.any(String),
    });
  });
});

describe('route table coverage', () => {
  it('has a case above for every row, each case resolving through a distinct row', () => {
    const hit = ROW_CASES.map(([path]) => matchRoute(`${SUPPORT_BASE_PATH}${path}`).pattern);
    expect(new Set(hit).size).toBe(ROW_CASES.length);
    expect([...hit].sort()).toEqual(ROUTE_TABLE.map((row) => row.pattern).sort());
  });
});
