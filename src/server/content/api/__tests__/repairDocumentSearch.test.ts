import type { OrganicSearchResponse } from '../../../../shared/content/types';
import type { Query } from '../../../../shared/api/transport';
import { ok } from '../../__tests__/support/bodies';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { signInCookie } from '../../__tests__/support/signIn';

/*
 * Site search's repair-documents tab (docs/behaviour.md §2, the ASC filter list) answers from the restricted
 * rows the session may read; the public index holds none of them. Found by trying it as a service centre:
 * 'torque' and even 'Service Manual' found nothing while the portal listed both.
 */
let demo: DemoService;
const cookies: Record<'asc' | 'integrated' | 'agent', string> = { asc: '', integrated: '', agent: '' };

beforeAll(async () => {
  demo = openDemoService();
  for (const role of ['asc', 'integrated', 'agent'] as const) cookies[role] = await signInCookie(demo.service, role);
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const search = async (query: Query, cookie?: string, path = '/search') => {
  const response = await demo.service.transport({ method: 'GET', path, query: { locale: 'en_GB', ...query }, ...(cookie ? { cookie } : {}) });
  return { body: ok<OrganicSearchResponse>(response), headers: response.headers ?? {} };
};
const repairCount = (body: OrganicSearchResponse) => body.filterCounts.find((f) => f.value === 'repair-documents')?.count;

describe('the repair-documents tab of site search', () => {
  it('lists the repair documents a service centre may read that hold every word, marked, and never for the public', async () => {
    const { body, headers } = await search({ query: 'service manual x89j', type: 'repair-documents' }, cookies.asc);
    expect(body.searchResponse.count).toBeGreaterThan(0);
    expect(body.searchResponse.results.length).toBe(Math.min(body.searchResponse.count, 10));
    for (const r of body.searchResponse.results) {
      expect(r.contentType).toBe('service-manual');
      expect(r.title.toLowerCase()).toContain('x89j');
      expect(r.url).toMatch(/^\/electronics\/support\/repair-documents\/[^/]+$/);
    }
    expect(body.searchResponse.results[0].titleHighlights?.length).toBeGreaterThan(0);
    expect(repairCount(body)).toBe(body.searchResponse.count);
    // The visitor's own answer: never kept by a browser or a shared cache.
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers.vary).toBe('Cookie');

    const anonymous = await search({ query: 'service manual x89j', type: 'repair-documents' });
    expect(anonymous.body.searchResponse.results).toEqual([]);
    expect(repairCount(anonymous.body)).toBe(0);
    expect(anonymous.headers['cache-control']).not.toContain('private');
    // Kept briefly, but never shown again once the cookies change (after signing in).
    expect(anonymous.headers.vary).toBe('Cookie');
  });

  it('lists nothing for a query without a meaningful word, rather than every document', async () => {
    for (const query of ['-', 'the', 'how do i']) {
      const { body } = await search({ query, type: 'repair-documents' }, cookies.asc);
      expect({ query, count: body.searchResponse.count, counted: repairCount(body) }).toEqual({ query, count: 0, counted: 0 });
    }
  });

  it('counts them on the other tabs, whose results stay the public ones', async () => {
    const all = (await search({ query: 'x89j' }, cookies.asc)).body;
    const publicAll = (await search({ query: 'x89j' })).body;
    expect(all.searchResponse.results.map((r) => r.id)).toEqual(publicAll.searchResponse.results.map((r) => r.id));
    expect(repairCount(all)).toBeGreaterThan(0);
    expect(repairCount(publicAll)).toBe(0);
  });

  it('reads only the types the session is granted, within the product searched', async () => {
    // An integrated partner reads technical news but no service manuals (docs/behaviour.md §6).
    const partner = (await search({ query: 'update', type: 'repair-documents' }, cookies.integrated)).body;
    expect(partner.searchResponse.count).toBeGreaterThan(0);
    expect(partner.searchResponse.results.every((r) => r.contentType === 'technical-news')).toBe(true);
    const asc = (await search({ query: 'update', type: 'repair-documents' }, cookies.asc)).body;
    expect(asc.searchResponse.count).toBeGreaterThanOrEqual(partner.searchResponse.count);
    // An agent reads no repair documents: the tab lists nothing, as for the public.
    expect((await search({ query: 'service manual', type: 'repair-documents' }, cookies.agent)).body.searchResponse.count).toBe(0);

    const inProduct = (await search({ query: 'service manual', type: 'repair-documents' }, cookies.asc, '/search/at-55x89j')).body;
    expect(inProduct.searchResponse.count).toBeGreaterThan(0);
    for (const r of inProduct.searchResponse.results) {
      expect(r.modelNames).toContain('AT-55X89J');
      expect(r.url).toMatch(/^\/electronics\/support\/televisions\/at-55x89j\/repair-documents\//);
    }
  });
});
