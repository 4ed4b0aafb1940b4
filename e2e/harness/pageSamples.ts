import { PAGE_MODULES } from '../../src/routes/pageModules';
import { PAGE_TYPES, type PageType } from '../../src/routes/routeTable';
import type { Catalogue } from './catalogue';

/** Modules every page type gets before it has its own: a page type with only these is not built yet. */
const SHELL_MODULES = new Set(['searchBox', 'pageHeader']);

/** Whether a page type has modules of its own yet (other engineers add them over time). */
export function isBuilt(type: PageType): boolean {
  return PAGE_MODULES[type].some((id) => !SHELL_MODULES.has(id));
}

export interface PageSample {
  type: PageType;
  /** null: no address of this page type can be derived from the public catalogue. */
  path: string | null;
  status: number;
  /** Screenshots at phone and desktop width. */
  key?: boolean;
  /** Shown without the site header and footer (smart help is the TV's own layout). */
  chromeless?: boolean;
}

const BASE = '/electronics/support';

/**
 * One address per page type (docs/architecture.md §4), built from the running catalogue. Adding a page type to the
 * route table adds it here as "no sample" until it gets an address, so nothing is silently skipped.
 */
export function pageSamples(c: Catalogue): PageSample[] {
  const top = c.topCategory.name;
  const cat = c.product.categoryName;
  const product = `${BASE}/${cat}/${c.product.name}`;
  const q = encodeURIComponent(c.broadQuery);
  const samples: Partial<Record<PageType, Omit<PageSample, 'type'>>> = {
    home: { path: BASE, status: 200, key: true },
    homeManual: { path: `${BASE}/manuals`, status: 200 },
    homeDownload: { path: `${BASE}/downloads`, status: 200 },
    homeFaq: { path: `${BASE}/faqs`, status: 200 },
    homeRepair: { path: `${BASE}/repair-documents`, status: 200 },
    homeResults: { path: `${BASE}/results?query=${q}`, status: 200, key: true },
    homeManualResults: { path: `${BASE}/manuals/results?query=${q}`, status: 200 },
    homeDownloadResults: { path: `${BASE}/downloads/results?query=${q}`, status: 200 },
    homeFaqResults: { path: `${BASE}/faqs/results?query=${q}`, status: 200 },
    homeRepairResults: { path: `${BASE}/repair-documents/results?query=${q}`, status: 200 },
    category: { path: `${BASE}/${top}`, status: 200, key: true },
    categoryManual: { path: `${BASE}/${top}/manuals`, status: 200 },
    categoryDownload: { path: `${BASE}/${top}/downloads`, status: 200 },
    categoryFaq: { path: `${BASE}/${top}/faqs`, status: 200 },
    categoryRepair: { path: `${BASE}/${top}/repair-documents`, status: 200 },
    categoryResults: { path: `${BASE}/${top}/results?query=${q}`, status: 200 },
    categoryManualResults: { path: `${BASE}/${top}/manuals/results?query=${q}`, status: 200 },
    categoryDownloadResults: { path: `${BASE}/${top}/downloads/results?query=${q}`, status: 200 },
    categoryFaqResults: { path: `${BASE}/${top}/faqs/results?query=${q}`, status: 200 },
    categoryRepairResults: { path: `${BASE}/${top}/repair-documents/results?query=${q}`, status: 200 },
    product: { path: product, status: 200, key: true },
    productManual: { path: `${product}/manuals`, status: 200, key: true },
    productDownload: { path: `${product}/downloads`, status: 200 },
    productFaq: { path: `${product}/faqs`, status: 200 },
    productRepair: { path: `${product}/repair-documents`, status: 200 },
    productModelDetail: { path: `${product}/model-details`, status: 200 },
    productTechSpecs: { path: `${product}/specifications`, status: 200 },
    productResults: { path: `${product}/results?query=${q}`, status: 200 },
    productManualResults: { path: `${product}/manuals/results?query=${q}`, status: 200 },
    productDownloadResults: { path: `${product}/downloads/results?query=${q}`, status: 200 },
    productFaqResults: { path: `${product}/faqs/results?query=${q}`, status: 200 },
    productRepairResults: { path: `${product}/repair-documents/results?query=${q}`, status: 200 },
    productModelDetailResults: { path: `${product}/model-details/results?query=${q}`, status: 200 },
    downloadDetails: { path: c.downloadId ? `${BASE}/downloads/${c.downloadId}` : null, status: 200, key: true },
    downloadDetailsInProductPage: { path: c.downloadId ? `${product}/downloads/${c.downloadId}` : null, status: 200 },
    softwareDetails: { path: c.softwareFamilyId ? `${BASE}/software/${c.softwareFamilyId}` : null, status: 200 },
    softwareDetailsInProductPage: { path: c.softwareFamilyId && c.softwareInProduct ? `${product}/software/${c.softwareFamilyId}` : null, status: 200 },
    articleDetails: { path: c.articleFamilyId ? `${BASE}/articles/${c.articleFamilyId}` : null, status: 200 },
    articleDetailsInProductPage: { path: c.articleFamilyId ? `${product}/articles/${c.articleFamilyId}` : null, status: 200 },
    serialNumberChecker: { path: c.serialCheckerListId ? `${BASE}/serial-number-checker/${c.serialCheckerListId}` : null, status: 200 },
    remoteProgrammingCode: { path: `${BASE}/remote-control-programming`, status: 200 },
    remoteProgrammingCodeWithResults: { path: `${BASE}/remote-control-programming/models`, status: 200 },
    smartHelp: { path: `${BASE}/tvhelp`, status: 200, chromeless: true },
    contact: { path: `${BASE}/contact`, status: 200, key: true },
    repairRequest: { path: `${BASE}/repair?model=${encodeURIComponent(c.product.modelNumber)}`, status: 200, key: true },
    // A reference exists only once a request is filed: the repair flow checks the confirmation page.
    repairConfirmation: { path: null, status: 200 },
    serviceCentres: { path: `${BASE}/service-centres?query=London`, status: 200, key: true },
    // The imprint (the privacy notice is the same page type with the other document).
    legal: { path: `${BASE}/imprint`, status: 200 },
    // Anonymous: the heading and the sign-in prompt (the insights flow covers a signed-in agent).
    agentSearchInsights: { path: `${BASE}/agent/search-insights`, status: 200 },
    others: { path: `${BASE}/${top}/no-such-product/manuals/extra/segments`, status: 404, key: true },
  };
  return PAGE_TYPES.map((type) => ({ type, path: null, status: 200, ...samples[type] }));
}
