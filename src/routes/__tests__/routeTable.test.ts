import { parse } from 'path-to-regexp';
import { SEARCH_TYPES } from '../../shared/content/types';
import { PAGE_TYPES, ROUTE_TABLE, TYPE_ALIASES } from '../routeTable';

// The identifiers of docs/architecture.md §4 are a contract with the page state, analytics and module map.
const DESIGN_PAGE_TYPES = [
  'home', 'homeManual', 'homeDownload', 'homeFaq', 'homeRepair',
  'homeResults', 'homeManualResults', 'homeDownloadResults', 'homeFaqResults', 'homeRepairResults',
  'category', 'categoryManual', 'categoryDownload', 'categoryFaq', 'categoryRepair',
  'categoryResults', 'categoryManualResults', 'categoryDownloadResults', 'categoryFaqResults', 'categoryRepairResults',
  'product', 'productManual', 'productDownload', 'productFaq', 'productRepair', 'productModelDetail', 'productTechSpecs',
  'productResults', 'productManualResults', 'productDownloadResults', 'productFaqResults', 'productRepairResults',
  'productModelDetailResults',
  'downloadDetails', 'downloadDetailsInProductPage', 'softwareDetails', 'softwareDetailsInProductPage',
  'articleDetails', 'articleDetailsInProductPage', 'repairDocumentDetails', 'repairDocumentDetailsInProductPage',
  'serialNumberChecker', 'remoteProgrammingCode', 'remoteProgrammingCodeWithResults', 'smartHelp', 'others',
  // Contact and repair (docs/behaviour.md §2).
  'contact', 'repairRequest', 'repairConfirmation', 'serviceCentres',
  // Imprint and privacy notice (docs/decisions/041-legal-pages.md).
  'legal',
  // Added for agents (docs/decisions/027-search-insights.md).
  'agentSearchInsights',
];

describe('PAGE_TYPES', () => {
  it('holds exactly the identifiers of the design, once each', () => {
    expect([...PAGE_TYPES].sort()).toEqual([...DESIGN_PAGE_TYPES].sort());
    expect(new Set(PAGE_TYPES).size).toBe(PAGE_TYPES.length);
  });

  it('has at least one row per page type except the catch-all', () => {
    const routed = new Set(ROUTE_TABLE.map((row) => row.type));
    expect(PAGE_TYPES.filter((type) => !routed.has(type))).toEqual(['others']);
  });
});

describe('ROUTE_TABLE', () => {
  it('has unique patterns that path-to-regexp parses, each relative to the base', () => {
    const patterns = ROUTE_TABLE.map((row) => row.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns) {
      expect(pattern.startsWith('/')).toBe(true);
      expect(() => parse(pattern)).not.toThrow();
    }
  });

  it('flags searchByType exactly when a search type is set, using known search types and aliases', () => {
    for (const row of ROUTE_TABLE) {
      expect(SEARCH_TYPES).toContain(row.searchType);
      expect(TYPE_ALIASES).toContain(row.typeAlias);
      expect(row.searchByType).toBe(row.searchType !== 'none');
    }
  });

  it('gives each page type one alias and one search type, whichever row it comes from', () => {
    const seen = new Map<string, string>();
    for (const row of ROUTE_TABLE) {
      const signature = `${row.typeAlias}|${row.searchType}`;
      expect(seen.get(row.type) ?? signature).toBe(signature);
      seen.set(row.type, signature);
    }
  });

  it('derives the alias from the family: results pages keep the Results suffix, type and InProductPage go', () => {
    const aliasOf = (type: string) => ROUTE_TABLE.find((row) => row.type === type)?.typeAlias;
    expect(aliasOf('categoryManualResults')).toBe('categoryResults');
    expect(aliasOf('productModelDetailResults')).toBe('productResults');
    expect(aliasOf('productModelDetail')).toBe('product');
    expect(aliasOf('homeRepair')).toBe('home');
    expect(aliasOf('downloadDetailsInProductPage')).toBe('downloadDetails');
    expect(aliasOf('repairDocumentDetailsInProductPage')).toBe('repairDocumentDetails');
    expect(aliasOf('remoteProgrammingCodeWithResults')).toBe('remoteProgrammingCode');
  });
});
