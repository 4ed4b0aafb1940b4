import type { SiteConfig } from '../../../../shared/config';
import { pageStateFor } from '../../../../store/pageState';
import type { PageState } from '../../../../store/pageSlice';
import { modules as homeModules } from '../../../bundles/home';
import { modules as resultsModules } from '../../../bundles/results';
import { modules as categoryModules } from '../../../bundles/category';
import { modules as productModules } from '../../../bundles/product';
import { modules as detailsModules } from '../../../bundles/details';
import { modules as toolsModules } from '../../../bundles/tools';
import { modules as portalModules } from '../../../bundles/portal';
import { modules as smartHelpModules } from '../../../bundles/smartHelp';
import { modules as othersModules } from '../../../bundles/others';

// Every module of every page bundle, once (the bundles share some).
const ALL_MODULES = [
  ...new Map(
    [
      ...homeModules,
      ...resultsModules,
      ...categoryModules,
      ...productModules,
      ...detailsModules,
      ...toolsModules,
      ...portalModules,
      ...smartHelpModules,
      ...othersModules,
    ].map((m) => [m.id, m]),
  ).values(),
];

/*
 * Every module's visibility goes through one path (visibleWhen): a module shown on some page is
 * switched off there by its feature toggle, and hidden in a lite mode only when its own setting says so.
 */

const BASE = '/electronics/support';
const PATHS = [
  BASE,
  `${BASE}/manuals`,
  `${BASE}/results`,
  `${BASE}/repair-documents`,
  `${BASE}/televisions`,
  `${BASE}/televisions/results`,
  `${BASE}/televisions/at-65x90k`,
  `${BASE}/televisions/at-65x90k/manuals`,
  `${BASE}/televisions/at-65x90k/downloads`,
  `${BASE}/televisions/at-65x90k/faqs`,
  `${BASE}/televisions/at-65x90k/repair-documents`,
  `${BASE}/televisions/at-65x90k/model-details`,
  `${BASE}/televisions/at-65x90k/specifications`,
  `${BASE}/televisions/at-65x90k/results`,
  `${BASE}/downloads/00200320`,
  `${BASE}/televisions/at-65x90k/downloads/00200320`,
  `${BASE}/software/00200305`,
  `${BASE}/articles/00100006`,
  `${BASE}/repair-documents/00500001`,
  `${BASE}/serial-number-checker/list-1`,
  `${BASE}/remote-control-programming`,
  `${BASE}/remote-control-programming/models`,
  `${BASE}/remote-control-programming/models/rm-1`,
  `${BASE}/tvhelp`,
  `${BASE}/tvhelp/error`,
  `${BASE}/tvhelp/televisions/at-65x90k`,
  `${BASE}/tvhelp/televisions/at-65x90k/results`,
  `${BASE}/tvhelp/televisions/at-65x90k/recommended-articles`,
  `${BASE}/tvhelp/televisions/at-65x90k/recommended-videos`,
  `${BASE}/tvhelp/televisions/at-65x90k/question-and-answers`,
  `${BASE}/tvhelp/televisions/at-65x90k/faq-bundles/b1`,
  `${BASE}/tvhelp/televisions/at-65x90k/articles/00100006`,
  `${BASE}/contact`,
  `${BASE}/repair`,
  `${BASE}/repair/R-7Q2M-9X4D`,
  `${BASE}/imprint`,
  `${BASE}/service-centres`,
  `${BASE}/no/such/page/here/at/all`,
];
const COOKIES = {
  portal: 'asc',
  showServiceManuals: 'true',
  showOtherRepairDocs: 'true',
  agentAnalytics: 'team=care',
  accessLevel: 'x',
};

function pagesWith(config: Partial<SiteConfig>, cookies: Record<string, string> = COOKIES): PageState[] {
  return PATHS.flatMap((path) =>
    [false, true].map((phase2) =>
      pageStateFor({
        path,
        search: '?query=hdmi',
        query: { query: 'hdmi' },
        cookies,
        userAgent: '',
        origin: 'server',
        config: { featureToggles: {}, liteVisibleModules: [], ascPhase2: phase2, embedLinkHeader: true, ...config },
      }),
    ),
  );
}

const shownSomewhere = (id: string, pages: PageState[]) =>
  pages.some((page) => ALL_MODULES.find((m) => m.id === id)!.isVisible(page));

describe('one visibility path for every module', () => {
  const pages = pagesWith({});
  const shown = ALL_MODULES.filter((m) => shownSomewhere(m.id, pages));

  it('the sample pages show nearly every module', () => {
    expect(shown.length).toBeGreaterThanOrEqual(ALL_MODULES.length - 2);
  });

  it.each(ALL_MODULES.map((m) => [m.id]))('%s is switched off by its feature toggle', (id) => {
    if (!shownSomewhere(id, pages)) return;
    expect(shownSomewhere(id, pagesWith({ featureToggles: { [id]: false } }))).toBe(false);
    expect(shownSomewhere(id, pagesWith({ featureToggles: { [id]: true } }))).toBe(true);
  });

  it('a module hidden in every lite mode comes back when configuration lists it as visible in lite mode', () => {
    const lite = { ...COOKIES, lite: 'kiosk' };
    expect(shownSomewhere('banners', pagesWith({}, lite))).toBe(false);
    expect(shownSomewhere('banners', pagesWith({ liteVisibleModules: ['banners'] }, lite))).toBe(true);
  });

  it('an external site-search provider turns the organic results off', () => {
    expect(shownSomewhere('organicSearch', pagesWith({ siteSearchProvider: 'internal' }))).toBe(true);
    expect(shownSomewhere('organicSearch', pagesWith({ siteSearchProvider: 'external' }))).toBe(false);
  });
});
