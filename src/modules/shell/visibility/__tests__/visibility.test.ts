import type { SearchType } from '../../../../shared/content/types';
import { initialPageState, type PageState } from '../../../../store/pageSlice';
import {
  MODULE_RULES,
  canSeeExternalContent,
  embedModeOf,
  featureEnabled,
  filterListOf,
  hiddenByLiteMode,
  hiddenBySearchTypeFilter,
  isModuleVisible,
  liteModeOf,
  portalOf,
  siteClassOf,
  visibleWhen,
  type ExternalContentSettings,
  type VisibilityDefinition,
} from '..';

/*
 * docs/behaviour.md §5-§6 as a table. The expectation of every module kind is written here from the spec text,
 * independently of the implementation, and checked over the cross product of
 * lite mode x portal x agent x ASC phase 2 x search type (x repair cookies x origin).
 */

type Lite = 'none' | 'crm' | 'other';
type PortalCookie = 'none' | 'asc' | 'integrated';
type RepairFlags = 'none' | 'serviceManuals' | 'otherRepairDocs' | 'both';
type Origin = PageState['origin'];

interface Combo {
  lite: Lite;
  portal: PortalCookie;
  agent: boolean;
  phase2: boolean;
  searchType: SearchType;
  flags: RepairFlags;
  origin: Origin;
}

const LITES: Lite[] = ['none', 'crm', 'other'];
const PORTALS: PortalCookie[] = ['none', 'asc', 'integrated'];
const AGENT: boolean[] = [false, true];
const PHASE2: boolean[] = [false, true];
const SEARCH_TYPES: SearchType[] = ['none', 'manuals', 'downloads', 'faqs', 'repair-documents', 'model-details'];
const FLAGS: RepairFlags[] = ['none', 'serviceManuals', 'otherRepairDocs', 'both'];
const ORIGINS: Origin[] = ['server', 'client'];

/** Builds the page the way the server and the client would see such a visitor. */
function pageOf(c: Combo): PageState {
  const cookie: Record<string, string> = {};
  const query: Record<string, string> = {};
  if (c.lite !== 'none') {
    const mode = c.lite === 'crm' ? 'crm' : 'kiosk';
    // docs/behaviour.md §6: a query parameter on the server, a cookie on the client.
    if (c.origin === 'server') query.lite = mode;
    else cookie.lite = mode;
  }
  if (c.portal !== 'none') cookie.portal = c.portal;
  if (c.agent) cookie.agentAnalytics = 'team=Support&country=GB';
  if (c.flags === 'serviceManuals' || c.flags === 'both') cookie.showServiceManuals = 'true';
  if (c.flags === 'otherRepairDocs' || c.flags === 'both') cookie.showOtherRepairDocs = 'true';
  return {
    ...initialPageState,
    origin: c.origin,
    searchType: c.searchType,
    searchByType: c.searchType !== 'none',
    cookie,
    query,
    config: {
      featureToggles: { switchedOff: false, plainHiddenInLite: true },
      liteVisibleModules: ['liteVisible'],
      ascPhase2: c.phase2,
    },
  };
}

/** The module kinds under test and the declarations the site uses for them. */
const MODULES = {
  searchBox: MODULE_RULES.searchBox,
  agentFilterList: MODULE_RULES.agentFilterList,
  serviceManuals: MODULE_RULES.serviceManual,
  technicalNews: MODULE_RULES.technicalNews,
  repairRelatedDocuments: MODULE_RULES.repairRelatedDocuments,
  repairTools: MODULE_RULES.repairTools,
  whatsNew: MODULE_RULES.whatsNew,
  newsForAsc: MODULE_RULES.newsForAsc,
  modelDetails: MODULE_RULES.modelDetails,
  plainHiddenInLite: { id: 'plainHiddenInLite', hiddenModes: 'All', searchTypes: ['manuals'] },
  liteVisible: { id: 'liteVisible', hiddenModes: 'All', searchTypes: ['downloads'] },
  switchedOff: { id: 'switchedOff' },
} satisfies Record<string, VisibilityDefinition>;

type Kind = keyof typeof MODULES;

interface Expectation {
  /** Lite modes that hide the module. */
  hiddenIn: 'crm' | 'any lite mode' | 'no lite mode';
  /** Search-type pages that show it ('any' = every page; unscoped pages always show it). */
  types: 'any' | readonly SearchType[];
  /** Who may see it (docs/behaviour.md §6). */
  who: (c: Combo) => boolean;
}

const portalUser = (c: Combo) => c.portal !== 'none';
const showsServiceManuals = (c: Combo) => c.flags === 'serviceManuals' || c.flags === 'both';
const showsOtherRepairDocs = (c: Combo) => c.flags === 'otherRepairDocs' || c.flags === 'both';
const REPAIR: readonly SearchType[] = ['repair-documents'];

// prettier-ignore
const SPEC: Record<Kind, Expectation> = {
  searchBox:              { hiddenIn: 'crm',           types: 'any',             who: () => true },
  agentFilterList:        { hiddenIn: 'crm',           types: 'any',             who: (c) => c.agent },
  serviceManuals:         { hiddenIn: 'no lite mode',  types: REPAIR,            who: (c) => portalUser(c) && showsServiceManuals(c) },
  technicalNews:          { hiddenIn: 'no lite mode',  types: REPAIR,            who: (c) => portalUser(c) && showsOtherRepairDocs(c) },
  repairRelatedDocuments: { hiddenIn: 'no lite mode',  types: REPAIR,            who: (c) => portalUser(c) && showsOtherRepairDocs(c) && !c.phase2 },
  repairTools:            { hiddenIn: 'no lite mode',  types: REPAIR,            who: (c) => portalUser(c) && showsOtherRepairDocs(c) && c.phase2 },
  whatsNew:               { hiddenIn: 'no lite mode',  types: REPAIR,            who: portalUser },
  newsForAsc:             { hiddenIn: 'no lite mode',  types: REPAIR,            who: portalUser },
  modelDetails:           { hiddenIn: 'no lite mode',  types: ['model-details'], who: (c) => portalUser(c) || c.agent },
  plainHiddenInLite:      { hiddenIn: 'any lite mode', types: ['manuals'],       who: () => true },
  // Declares hiddenModes 'All' but the configuration lists it as additionally visible in lite mode.
  liteVisible:            { hiddenIn: 'no lite mode',  types: ['downloads'],     who: () => true },
  // Its feature toggle is false.
  switchedOff:            { hiddenIn: 'no lite mode',  types: 'any',             who: () => false },
};

function expected(kind: Kind, c: Combo): boolean {
  const rule = SPEC[kind];
  const hiddenByLite =
    (rule.hiddenIn === 'crm' && c.lite === 'crm') || (rule.hiddenIn === 'any lite mode' && c.lite !== 'none');
  const hiddenByType = rule.types !== 'any' && c.searchType !== 'none' && !rule.types.includes(c.searchType);
  return rule.who(c) && !hiddenByLite && !hiddenByType;
}

const KINDS = Object.keys(MODULES) as Kind[];

function visibilityTable(combo: Omit<Combo, 'flags' | 'origin'>, decide: (kind: Kind, c: Combo) => boolean) {
  const table: Record<string, Record<Kind, boolean>> = {};
  for (const origin of ORIGINS) {
    for (const flags of FLAGS) {
      const c: Combo = { ...combo, flags, origin };
      table[`${origin} repair-cookies=${flags}`] = Object.fromEntries(KINDS.map((k) => [k, decide(k, c)])) as Record<
        Kind,
        boolean
      >;
    }
  }
  return table;
}

const CROSS_PRODUCT = LITES.flatMap((lite) =>
  PORTALS.flatMap((portal) =>
    AGENT.flatMap((agent) =>
      PHASE2.flatMap((phase2) => SEARCH_TYPES.map((searchType) => ({ lite, portal, agent, phase2, searchType }))),
    ),
  ),
);

describe('module visibility over the cross product of docs/behaviour.md §5-§6 conditions', () => {
  test('covers every combination', () => {
    expect(CROSS_PRODUCT).toHaveLength(3 * 3 * 2 * 2 * 6);
  });

  test.each(CROSS_PRODUCT)('lite=$lite portal=$portal agent=$agent phase2=$phase2 searchType=$searchType', (combo) => {
    const actual = visibilityTable(combo, (kind, c) => isModuleVisible(MODULES[kind], pageOf(c)));
    expect(actual).toEqual(visibilityTable(combo, expected));
  });

  test('the table is not trivial: every module kind is both shown and hidden somewhere, except the switched-off one', () => {
    const all = CROSS_PRODUCT.flatMap((combo) =>
      ORIGINS.flatMap((origin) => FLAGS.map((flags) => ({ ...combo, origin, flags }))),
    );
    for (const kind of KINDS) {
      const outcomes = new Set(all.map((c) => isModuleVisible(MODULES[kind], pageOf(c))));
      expect([kind, [...outcomes].sort()]).toEqual([kind, kind === 'switchedOff' ? [false] : [false, true]]);
    }
  });
});

function page(overrides: Partial<PageState> = {}): PageState {
  return { ...initialPageState, ...overrides };
}

interface ModeCase {
  origin: Origin;
  query: PageState['query'];
  cookie: Record<string, string>;
}

describe('lite mode and embed mode', () => {
  test.each<ModeCase & { mode: string | undefined }>([
    { origin: 'server', query: { lite: 'crm' }, cookie: {}, mode: 'crm' },
    // The server reads the cookie too, so a reload keeps the mode the client shows.
    { origin: 'server', query: {}, cookie: { lite: 'crm' }, mode: 'crm' },
    { origin: 'server', query: { lite: 'false' }, cookie: { lite: 'crm' }, mode: undefined },
    { origin: 'server', query: { lite: ['CRM', 'kiosk'] }, cookie: {}, mode: 'crm' },
    { origin: 'server', query: { lite: '' }, cookie: { lite: 'crm' }, mode: undefined },
    { origin: 'client', query: {}, cookie: { lite: 'kiosk' }, mode: 'kiosk' },
    { origin: 'client', query: { lite: 'crm' }, cookie: {}, mode: undefined },
    { origin: 'client', query: { lite: 'crm' }, cookie: { lite: 'kiosk' }, mode: 'kiosk' },
  ])('$origin with query $query and cookie $cookie -> $mode', ({ origin, query, cookie, mode }) => {
    expect(liteModeOf(page({ origin, query, cookie }))).toBe(mode);
  });

  test('the search box follows the lite query or cookie on the server and the lite cookie on the client', () => {
    const onServer = page({ origin: 'server', query: { lite: 'crm' } });
    const onClient = page({ origin: 'client', cookie: { lite: 'crm' } });
    expect(isModuleVisible(MODULE_RULES.searchBox, onServer)).toBe(false);
    expect(isModuleVisible(MODULE_RULES.searchBox, onClient)).toBe(false);
    expect(isModuleVisible(MODULE_RULES.searchBox, page({ origin: 'server', cookie: { lite: 'crm' } }))).toBe(false);
    expect(isModuleVisible(MODULE_RULES.searchBox, page({ origin: 'client', query: { lite: 'crm' } }))).toBe(true);
  });

  test.each<Omit<ModeCase, 'origin'> & { embed: boolean }>([
    { query: {}, cookie: {}, embed: false },
    { query: { embedMode: 'true' }, cookie: {}, embed: true },
    { query: {}, cookie: { embedMode: 'true' }, embed: true },
    { query: { embedMode: 'false' }, cookie: { embedMode: 'true' }, embed: false },
    { query: { embedMode: '1' }, cookie: {}, embed: true },
    { query: { embedMode: 'yes please' }, cookie: {}, embed: false },
  ])('embed mode with query $query and cookie $cookie -> $embed', ({ query, cookie, embed }) => {
    expect(embedModeOf(page({ query, cookie }))).toBe(embed);
  });

  test('hidden modes: a listed mode hides, another mode does not, names compare case-insensitively', () => {
    const kiosk = page({ query: { lite: 'kiosk' } });
    expect(hiddenByLiteMode('banner', ['Kiosk'], kiosk)).toBe(true);
    expect(hiddenByLiteMode('banner', ['crm'], kiosk)).toBe(false);
    expect(hiddenByLiteMode('banner', undefined, kiosk)).toBe(false);
    expect(hiddenByLiteMode('banner', 'All', page())).toBe(false);
  });

  test('crm keeps hiding the search box even when the module declares other hidden modes', () => {
    const crm = page({ query: { lite: 'crm' } });
    expect(hiddenByLiteMode('searchBox', ['kiosk'], crm)).toBe(true);
  });

  test('configuration can keep even the search box visible in crm mode', () => {
    const crm = page({
      query: { lite: 'crm' },
      config: { featureToggles: {}, liteVisibleModules: ['searchBox'] },
    });
    expect(isModuleVisible(MODULE_RULES.searchBox, crm)).toBe(true);
  });

  test('a module that opts out of embed mode is hidden there', () => {
    const definition: VisibilityDefinition = { id: 'pageHeader', hiddenInEmbedMode: true };
    expect(isModuleVisible(definition, page({ query: { embedMode: 'true' } }))).toBe(false);
    expect(isModuleVisible(definition, page())).toBe(true);
    expect(isModuleVisible({ id: 'pageHeader' }, page({ query: { embedMode: 'true' } }))).toBe(true);
  });
});

describe('search type filter and feature toggles', () => {
  test.each([
    { types: undefined, searchType: 'downloads', hidden: false },
    { types: [], searchType: 'downloads', hidden: false },
    { types: ['downloads'], searchType: 'downloads', hidden: false },
    { types: ['downloads'], searchType: 'none', hidden: false },
    { types: ['downloads'], searchType: 'manuals', hidden: true },
    { types: ['faqs', 'repair-documents'], searchType: 'repair-documents', hidden: false },
  ] as const)('module $types on a $searchType page: hidden=$hidden', ({ types, searchType, hidden }) => {
    expect(hiddenBySearchTypeFilter(types, page({ searchType, searchByType: searchType !== 'none' }))).toBe(hidden);
  });

  test('only an explicit false switches a module off', () => {
    const p = page({ config: { featureToggles: { a: false, b: true }, liteVisibleModules: [] } });
    expect([featureEnabled('a', p), featureEnabled('b', p), featureEnabled('c', p)]).toEqual([false, true, true]);
  });

  test('visibleWhen adds a page condition to the declaration', () => {
    const isVisible = visibleWhen(MODULE_RULES.whatsNew, (p) => p.typeAlias === 'home');
    expect(isVisible(page({ cookie: { portal: 'asc' } }))).toBe(true);
    expect(isVisible(page({ cookie: { portal: 'asc' }, typeAlias: 'category' }))).toBe(false);
    expect(isVisible(page())).toBe(false);
  });
});

describe('roles', () => {
  // prettier-ignore
  test.each([
    { agent: false, portal: undefined,    list: ['all', 'downloads', 'manuals', 'faqs'],                                         siteClass: 'external' },
    { agent: true,  portal: undefined,    list: ['all', 'downloads', 'manuals', 'faqs', 'model-details'],                        siteClass: 'internal' },
    { agent: false, portal: 'asc',        list: ['all', 'downloads', 'manuals', 'faqs', 'repair-documents'],                     siteClass: 'ASC Portal' },
    { agent: false, portal: 'integrated', list: ['all', 'downloads', 'manuals', 'faqs', 'repair-documents'],                     siteClass: 'ASC Portal' },
    { agent: true,  portal: 'asc',        list: ['all', 'downloads', 'manuals', 'faqs', 'model-details', 'repair-documents'],    siteClass: 'internal' },
    { agent: false, portal: 'other',      list: ['all', 'downloads', 'manuals', 'faqs'],                                         siteClass: 'external' },
  ])('agent=$agent portal=$portal: filters $list, site class $siteClass', ({ agent, portal, list, siteClass }) => {
    const cookie: Record<string, string> = {};
    if (agent) cookie.agentAnalytics = '{"team":"Support"}';
    if (portal) cookie.portal = portal;
    expect(filterListOf(page({ cookie }))).toEqual(list);
    expect(siteClassOf(page({ cookie }))).toBe(siteClass);
  });

  test('lite mode crm removes the agent filter, like the other agent modules', () => {
    const cookie = { agentAnalytics: 'team=Support', portal: 'asc' };
    expect(filterListOf(page({ cookie, query: { lite: 'crm' } }))).toEqual([
      'all',
      'downloads',
      'manuals',
      'faqs',
      'repair-documents',
    ]);
  });

  test('an empty agent cookie does not make an agent; portal values are read case-insensitively', () => {
    expect(siteClassOf(page({ cookie: { agentAnalytics: ' ' } }))).toBe('external');
    expect(portalOf(page({ cookie: { portal: ' ASC ' } }))).toBe('asc');
    expect(portalOf(page({ cookie: { portal: 'partner' } }))).toBeUndefined();
  });

  // prettier-ignore
  test.each<Omit<ModeCase, 'query'> & { name: string; settings: ExternalContentSettings; visible: boolean }>([
    { name: 'access-level path on the client',           origin: 'client', cookie: { accessLevel: 'partner' }, settings: { accessLevelContent: true, hasSessionCookie: true }, visible: true },
    { name: 'access-level path without a session',       origin: 'client', cookie: { accessLevel: 'partner' }, settings: { accessLevelContent: true, hasSessionCookie: false }, visible: false },
    { name: 'access-level path without the cookie',      origin: 'client', cookie: {},                         settings: { accessLevelContent: true, hasSessionCookie: true }, visible: false },
    { name: 'access-level path without the setting',     origin: 'client', cookie: { accessLevel: 'partner' }, settings: { hasSessionCookie: true }, visible: false },
    { name: 'access-level path on the server',           origin: 'server', cookie: { accessLevel: 'partner' }, settings: { accessLevelContent: true, hasSessionCookie: true }, visible: false },
    { name: 'ASC portal with the embed-link-header',     origin: 'server', cookie: { portal: 'asc' },          settings: { embedLinkHeader: true }, visible: true },
    { name: 'ASC portal without the embed-link-header',  origin: 'server', cookie: { portal: 'asc' },          settings: {}, visible: false },
    { name: 'embed-link-header without the portal',      origin: 'server', cookie: {},                         settings: { embedLinkHeader: true }, visible: false },
  ])('external content: $name -> $visible', ({ origin, cookie, settings, visible }) => {
    expect(canSeeExternalContent(page({ origin, cookie }), settings)).toBe(visible);
  });

  test('external content settings default to the site configuration', () => {
    const config = { featureToggles: {}, liteVisibleModules: [], embedLinkHeader: true };
    expect(canSeeExternalContent(page({ cookie: { portal: 'integrated' }, config }))).toBe(true);
    expect(canSeeExternalContent(page({ cookie: { portal: 'integrated' }, config }), { embedLinkHeader: false })).toBe(
      false,
    );
  });
});
