import http from 'node:http';
import Database from 'better-sqlite3';
import { ROUTE_TABLE } from '../../src/routes/routeTable';
import { ROUTES } from '../../src/server/content';
import { SUPPORT_BASE_PATH } from '../../src/shared/constants';
import { catalogueNames, fillPattern, paramValue, type CatalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { reportFigures } from './support/figures';
import { percentEncode } from './support/fuzzInputs';
import { runPool, timedRequest } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 4, access: the cookies of docs/behaviour.md §6 decide what the UI shows, never what data is released.
 * Anonymous visitors who forge portal, showServiceManuals, showOtherRepairDocs, the agent cookie
 * or a session cookie (a signed-looking token, and an id of the right shape that no session has)
 * crawl every page and call every API route; no restricted row of the
 * database (found by querying it directly) may appear in any HTML, preloaded state or JSON.
 */

const AGENT = encodeURIComponent(JSON.stringify({ team: 'TV', country: 'GB', accessLevel: 'agent', caseid: '1', companyNumber: 'x', username: 'agent', companyName: 'Aurora' }));
const FORGED: Record<string, string> = {
  'ASC portal': 'portal=asc; showServiceManuals=true; showOtherRepairDocs=true',
  'integrated portal': 'portal=integrated; showServiceManuals=true; showOtherRepairDocs=true; accessLevel=internal',
  agent: `agentAnalytics=${AGENT}; accessLevel=agent`,
  'forged session': `portal=asc; showServiceManuals=true; showOtherRepairDocs=true; agentAnalytics=${AGENT}; asc_session=eyJ1c2VyIjoiYXNjLmRlbW8ifQ.Zm9yZ2Vk; asc_session=${'Zm9yZ2VkLXNlc3Npb24taWQtb2YtdGhlLXJpZ2h0LXNoYXBl'.slice(0, 43)}; session=admin; ascSession=1`,
};
const CRAWL_LIMIT = 150;
const REPAIR_TYPES = new Set(['service-manual', 'technical-news', 'repair-tools', 'technical-memo', 'training-information', 'service-information']);

interface Marker {
  text: string;
  source: string;
}

let db: ReturnType<typeof freshDatabase>;
let server: ServerProcess;
let names: CatalogueNames;
let markers: Marker[];
let restrictedFamilies: string[];
let restrictedFiles: string[];
let restrictedProducts: string[];
let publicControl: string;

/** Texts of restricted rows that appear nowhere in public content: if one shows up, it leaked. */
function restrictedMarkers(dbPath: string) {
  const sqlite = new Database(dbPath, { readonly: true });
  try {
    const rows = sqlite
      .prepare<[], { family_id: string; content_type: string; title: string; attrs: string }>(
        "SELECT family_id, content_type, title, attrs FROM content WHERE access_level <> 'public'",
      )
      .all();
    // All public text in one string: one substring search per candidate instead of a table scan.
    const publicText = sqlite
      .prepare<[], { text: string }>("SELECT title || ' ' || coalesce(body, '') || ' ' || coalesce(attrs, '') AS text FROM content WHERE access_level = 'public'")
      .all()
      .map((r) => r.text)
      .join('\n');
    const candidates: Marker[] = [];
    const files = new Set<string>();
    let modelDetails = 0;
    for (const row of rows) {
      const attrs = JSON.parse(row.attrs || '{}') as Record<string, unknown>;
      // Over a thousand model-detail rows share one shape: a sample of them is enough, and keeps this quick.
      if (row.content_type === 'model-detail' && (modelDetails += 1) > 60) continue;
      // Model details are titled by public model numbers; their restricted fields are the service data.
      if (row.content_type !== 'model-detail') candidates.push({ text: row.title, source: `${row.content_type} ${row.family_id} title` });
      if (typeof attrs.documentNumber === 'string') candidates.push({ text: attrs.documentNumber, source: `${row.family_id} documentNumber` });
      for (const attribute of Array.isArray(attrs.attributes) ? (attrs.attributes as { key: string; value: string }[]) : []) {
        if (['mainBoard', 'powerBoard', 'panel', 'chassis'].includes(attribute.key)) {
          candidates.push({ text: attribute.value, source: `${row.family_id} ${attribute.key}` });
        }
      }
      for (const file of Array.isArray(attrs.associatedFiles) ? (attrs.associatedFiles as { fileId: string; fileName: string }[]) : []) {
        files.add(`/api/content/support/files/${file.fileId}/${encodeURIComponent(file.fileName)}`);
        candidates.push({ text: file.fileId, source: `${row.family_id} file` });
      }
    }
    const unique = new Map<string, Marker>();
    for (const marker of candidates) {
      if (marker.text.length >= 8 && !unique.has(marker.text) && !publicText.includes(marker.text)) unique.set(marker.text, marker);
    }
    const products = sqlite
      .prepare<[], { product_name: string }>(
        "SELECT DISTINCT cp.product_name FROM content_products cp JOIN content c ON c.family_id = cp.family_id WHERE c.access_level <> 'public' LIMIT 5",
      )
      .all()
      .map((r) => r.product_name);
    const control = sqlite
      .prepare<[], { title: string }>("SELECT title FROM content WHERE access_level = 'public' AND content_type = 'faq-article' AND locale = 'en_GB' ORDER BY popularity DESC LIMIT 1")
      .get();
    return {
      markers: [...unique.values()],
      // Repair documents first: they have detail pages and API calls of their own.
      families: [
        ...new Set(
          rows
            .filter((r) => r.content_type !== 'model-detail')
            .sort((a, b) => Number(REPAIR_TYPES.has(b.content_type)) - Number(REPAIR_TYPES.has(a.content_type)))
            .map((r) => r.family_id),
        ),
      ],
      files: [...files],
      products,
      control: control?.title ?? '',
    };
  } finally {
    sqlite.close();
  }
}

beforeAll(async () => {
  db = freshDatabase();
  const found = restrictedMarkers(db.dbPath);
  markers = found.markers;
  restrictedFamilies = found.families;
  restrictedFiles = found.files;
  restrictedProducts = found.products;
  publicControl = found.control;
  server = await startServer({ DATABASE_FILE: db.dbPath, PAGE_CACHE_TTL_MS: '0', WRITE_RATE_LIMIT: '100000', PAGE_VIEW_RATE_LIMIT: '100000' });
  names = await catalogueNames(server.origin);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  db?.remove();
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text a reader (or a script) gets out of an answer: entities decoded, the state's JSON unescaped. */
function readable(body: string): string {
  const decoded = body.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? m;
  });
  const state = /<script id="__PRELOADED_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1];
  let stateText = '';
  if (state) stateText = JSON.stringify(JSON.parse(state));
  else if (/^\s*[[{]/.test(body)) stateText = JSON.stringify(JSON.parse(body) as unknown);
  return `${decoded}\n${stateText}`;
}

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((href) => /^\/(?:(?:de|fr)\/)?electronics\/support(?:[/?]|$)/.test(href) && !href.includes('/static/'));
}

function sitePages(): string[] {
  const realOrRestricted = (param: string) => {
    if (param === 'contentFamilyId') return restrictedFamilies[0] ?? 'x';
    return percentEncode(paramValue(names, param));
  };
  const pages = ROUTE_TABLE.map((row) => `${SUPPORT_BASE_PATH}${fillPattern(row.pattern, realOrRestricted)}`.replace(/\/$/, ''));
  for (const family of restrictedFamilies.slice(0, 25)) {
    pages.push(`${SUPPORT_BASE_PATH}/repair-documents/${family}`, `${SUPPORT_BASE_PATH}/articles/${family}`);
  }
  for (const product of restrictedProducts) {
    for (const tab of ['', '/repair-documents', '/model-details', '/model-details/results?query=service']) {
      pages.push(`${SUPPORT_BASE_PATH}/${names.category}/${product}${tab}`);
    }
  }
  for (const marker of markers.slice(0, 12)) {
    const query = encodeURIComponent(marker.text);
    pages.push(`${SUPPORT_BASE_PATH}/results?query=${query}`, `${SUPPORT_BASE_PATH}/repair-documents/results?query=${query}`);
  }
  return pages;
}

function apiCalls(): string[] {
  const calls: string[] = [];
  const gets = ROUTES.filter((r) => r.method === 'GET');
  const ids = [names.articleFamilyId, ...restrictedFamilies.slice(0, 6)];
  for (const route of gets) {
    for (const id of ids) {
      const path = fillPattern(route.path, (param) => {
        if (param === 'contentFamilyId' || param === 'articleFamilyId' || param === 'downloadId') return id;
        if (param === 'productName' || param === 'modelSlug' || param === 'modelName') return restrictedProducts[0] ?? names.product;
        return percentEncode(paramValue(names, param));
      });
      const query = `query=${encodeURIComponent(markers[ids.indexOf(id) % markers.length]?.text ?? 'service')}&locale=en_GB&model=${restrictedProducts[0] ?? names.product}&category=${names.category}&num=100&accessLevel=asc&type=repair-documents`;
      calls.push(`/api/content/support${path}?${query}`);
      if (!route.path.includes(':')) break;
    }
  }
  for (const type of ['service-manual', 'technical-news', 'repair-tools', 'technical-memo', 'training-information', 'service-information', 'news-for-asc-article', 'model-detail']) {
    calls.push(`/api/content/support/search?query=service&contentTypeFilter=${type}&num=100`);
  }
  return [...calls, ...restrictedFiles.slice(0, 30)];
}

test('forged cookies release no restricted content from any page or API call', async () => {
  expect(markers.length).toBeGreaterThan(20);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const leaks: string[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  let controlSeen = false;
  const check = (path: string, label: string, status: number, body: string) => {
    requests += 1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const text = readable(body);
    if (text.includes(publicControl)) controlSeen = true;
    // A page repeats the visitor's own search words; only text the visitor did not send can leak.
    const asked = decodeURIComponent(path);
    for (const marker of markers) {
      if (text.includes(marker.text) && !asked.includes(marker.text)) leaks.push(`${label}: ${marker.source} "${marker.text}"`);
    }
  };
  const fetchAs = async (cookie: string, path: string) => {
    const response = await timedRequest(server.origin, agent, { path, headers: { cookie } });
    check(path, `${path} [${cookie.slice(0, 30)}]`, response.status, response.body);
    return response;
  };

  // Every route row, restricted ids and searches for restricted titles, under each forged identity.
  const pages = sitePages();
  for (const cookie of Object.values(FORGED)) {
    await runPool(pages.map((page) => () => fetchAs(cookie, page)), 4);
  }

  // A crawl from the home page with every cookie forged at once, following the site's own links.
  const seen = new Set<string>([SUPPORT_BASE_PATH]);
  const queue = [SUPPORT_BASE_PATH];
  while (queue.length > 0 && seen.size <= CRAWL_LIMIT) {
    const batch = queue.splice(0, 4);
    const responses = await Promise.all(batch.map((page) => fetchAs(FORGED['forged session'], page)));
    for (const response of responses) {
      for (const link of links(response.body)) {
        if (!seen.has(link) && seen.size < CRAWL_LIMIT) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
  }

  // Every API call, with restricted ids, products and titles, under each forged identity.
  const calls = apiCalls();
  for (const cookie of Object.values(FORGED)) {
    await runPool(calls.map((call) => () => fetchAs(cookie, call)), 4);
  }
  agent.destroy();

  reportFigures('4. access with forged cookies', {
    'restricted markers (from the database)': markers.length,
    'restricted files tried': Math.min(restrictedFiles.length, 30),
    'pages crawled from home': seen.size,
    requests,
    leaks: leaks.length,
    statuses: [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' '),
  });
  expect(leaks.slice(0, 20)).toEqual([]);
  // The check can see content: a public article does appear where it belongs.
  expect(controlSeen).toBe(true);
  expect(statuses.get(500) ?? 0).toBe(0);
}, 300_000);

test('the same check does find restricted content for a signed-in service centre (README demo account)', async () => {
  const signIn = await timedRequest(server.origin, false, {
    method: 'POST',
    path: '/api/content/support/asc/auth',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'asc.demo', password: 'ServiceCentre#2024' }),
  });
  expect(signIn.status).toBe(200);
  const setCookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  expect(cookie).toContain('asc_session=');
  let found = 0;
  for (const family of restrictedFamilies.slice(0, 10)) {
    const response = await timedRequest(server.origin, false, {
      path: `/api/content/support/repair-documents/${family}?locale=en_GB&model=${restrictedProducts[0] ?? names.product}`,
      headers: { cookie },
    });
    const text = readable(response.body);
    if (markers.some((m) => text.includes(m.text))) found += 1;
  }
  expect(found).toBeGreaterThan(0);
}, 60_000);
