/**
 * Issue "every page type and module": every data set of the store is read by some module, every
 * API client call is made by some page (module or saga), and every call of the content API is
 * reachable from the API client. An orphan on any side fails here with its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../src/server/content/api/routes';
import { API_CALL_NAMES, createApi } from '../src/shared/api/createApi';
import type { ApiRequest } from '../src/shared/api/transport';
import { rootReducer } from '../src/store/rootReducer';

const ROOT = path.join(__dirname, '..');

function sources(dir: string): string {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === '__tests__') continue;
      const full = path.join(d, e.name);
      if (e.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(e.name)) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  visit(path.join(ROOT, dir));
  return out.join('\n');
}

const moduleCode = sources('src/modules');
const pageCode = `${moduleCode}\n${sources('src/store')}\n${sources('src/client')}`;

/** Calls the server uses outside the page modules (login page, logging) — each with its reason. */
const SITE_INTERNAL_CALLS: Record<string, string> = {
  // Made by the server's sitemap and feed routes (src/server/discovery), not by a page.
  sitemapChunks: 'sitemap index',
  sitemapPages: 'sitemap files',
  feed: 'Atom update feeds',
};
/** Content API rows that are not calls of docs/behaviour.md §7 made by pages: files are links, not calls. */
const NOT_PAGE_CALLS = new Set([
  '/files/:fileId/:fileName',
  '/openapi.json',
  // The server-rendered login page (src/server/asc) posts these through the transport itself.
  'POST /asc/auth',
  'POST /asc/auth/logout',
  // Helpfulness figures for agents (ADR 028): read by the search insights for agents, not by a page.
  'GET /feedback/helpfulness',
  // Captions and chapters of a video (ADR 037): fetched by the browser's <track> elements, not by the API client.
  'GET /:locale/videos/:articleFamilyId/captions',
  'GET /:locale/videos/:articleFamilyId/chapters',
]);

describe('no orphans between store, pages and the content API', () => {
  it('every data set of the store is read by some module', () => {
    const keys = Object.keys(rootReducer(undefined, { type: '@@init' }));
    const unread = keys.filter((key) => !new RegExp(`\\.${key}\\b`).test(moduleCode));
    expect(unread).toEqual([]);
  });

  it('every API client call is made by some page', () => {
    // Every call an API object answers (its methods live on a shared prototype).
    const api = createApi(async () => ({ status: 200, headers: {}, body: {} }));
    const names = API_CALL_NAMES.filter((name) => typeof api[name] === 'function');
    expect(names).toHaveLength(API_CALL_NAMES.length);
    const unused = names.filter(
      (name) => !(name in SITE_INTERNAL_CALLS) && !new RegExp(`\\bapi\\s*\\.${name}\\b`).test(pageCode),
    );
    expect(unused).toEqual([]);
  });

  it('every content API call is reachable from the API client', async () => {
    const requests: ApiRequest[] = [];
    const api = createApi(async (request) => {
      requests.push(request);
      return { status: 200, headers: {}, body: {} };
    });
    // Any argument object: every field reads as a plausible value, arrays included.
    const anything: unknown = new Proxy(
      {},
      {
        // A one-element array reads as 'value' in paths and query strings and also supports join/map.
        get: (_t, key) => (key === 'then' ? undefined : ['value']),
        ownKeys: () => [],
      },
    );
    // The same call with only the locale set reaches the variants without optional path parts.
    const localeOnly = { locale: 'en_GB' };
    for (const name of API_CALL_NAMES) {
      const call = api[name] as (...args: unknown[]) => Promise<unknown>;
      try {
        await call(anything, anything, anything);
      } catch (error) {
        throw new Error(`api.${name} could not be called with a generic argument: ${String(error)}`);
      }
      try {
        await call(localeOnly, localeOnly, localeOnly);
      } catch {
        // Calls with required fields cannot be made with the locale alone; the first pass covers them.
      }
    }
    const unreachable = ROUTES.filter((route) => !NOT_PAGE_CALLS.has(route.path) && !NOT_PAGE_CALLS.has(`${route.method} ${route.path}`))
      .filter((route) => !requests.some((r) => r.method === route.method && route.match(r.path.split('?')[0]) !== false))
      .map((route) => `${route.method} ${route.path}`);
    expect(unreachable).toEqual([]);
  });
});
