import request from 'supertest';
import { API_BASE, type Query } from '../../../../shared/api/transport';
import type { OrganicSearchResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { ok } from '../../__tests__/support/bodies';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const CALLS: Array<[string, Query]> = [
  ['/en_GB/categories', {}],
  ['/de_DE/categories/cameras', {}],
  ['/fr_FR/categories/televisions/metadata', {}],
  ['/en_GB/products/AT-55X89J/metadata', {}],
  ['/en_GB/categories/audio/models', { start: 2, num: 3, sort: 'newest' }],
  ['/de_DE/documents/alc-7m4/languages', {}],
  ['/de_DE/documents/alc-7m4/languages/en', { num: 1 }],
  ['/en_GB/downloads/alc-7m4', { num: 999, operatingSystem: 'Windows 11' }],
  ['/en_GB/downloads/alc-7m4/filters', {}],
  ['/search', { query: 'bluetooth pairing', locale: 'fr_FR', num: 5 }],
  ['/search/headphones', { query: 'noise', type: 'faqs' }],
  ['/faqs/search', { model: 'agc-zct1', locale: 'de_DE' }],
  ['/suggest', { query: 'asb', locale: 'en_GB' }],
  ['/keyword/suggest', { query: 'hdm' }],
  ['/de_DE/articles/00100011', {}],
  ['/fr_FR/downloads/ids/00200011', { model: 'at-55x89j' }],
  // Errors must look the same too.
  ['/en_GB/categories/unknown', {}],
  ['/search', { query: 'tv', num: 1000 }],
  ['/no/such/call', {}],
];

function url(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

describe('the in-process transport and the Express router', () => {
  it.each(CALLS)('give the same answer for %s %j', async (path, query) => {
    const inProcess = await demo.get(path, query);
    const http = await request(demo.app).get(url(path, query));
    expect(http.status).toBe(inProcess.status);
    expect(http.headers['content-type']).toBe(inProcess.headers['content-type']);
    expect(http.body).toEqual(JSON.parse(JSON.stringify(inProcess.body)));
  });
});

describe('repeated query keys', () => {
  it('take the first value over HTTP', async () => {
    const res = await request(demo.app).get(`${API_BASE}/search?query=noise+cancelling&query=firmware&num=3&num=500`);
    expect(res.status).toBe(200);
    expect((res.body as OrganicSearchResponse).searchResponse.query).toBe('noise cancelling');
    expect((res.body as OrganicSearchResponse).searchResponse.results).toHaveLength(3);
  });

  it('are comma-joined by the in-process transport exactly as by the fetch transport', async () => {
    const body = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'firmware', contentTypeFilter: ['download', 'software'] }));
    expect(body.searchResponse.results.every((r) => r.contentType === 'download' || r.contentType === 'software')).toBe(true);
  });

  it('never cause a server error, whatever the combination', async () => {
    const queries = [
      'locale=en_GB&locale=de_DE&query=tv',
      'query=tv&type=faqs&type=manuals',
      'query[]=tv',
      'query[a]=tv&num[]=1',
      '__proto__=x&constructor=y&query=tv',
      'query=%E0%A4%A&num=%00',
      'query=tv&start=00000000000000000001',
    ];
    for (const qs of queries) {
      const res = await request(demo.app).get(`${API_BASE}/search?${qs}`);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('hostile and malformed requests', () => {
  it('never answer 5xx and always answer JSON errors', async () => {
    const paths = [
      '/en_GB/categories/%E0%A4%A',
      '/en_GB/categories/..%2F..%2Fetc%2Fpasswd',
      `/en_GB/categories/${'x'.repeat(5000)}`,
      '/en_GB/products/%00/metadata',
      '/en_GB/products/<script>alert(1)<%2Fscript>/metadata',
      '/en_GB/downloads/at-55x89j?operatingSystem=' + 'w'.repeat(300),
      '/%F0%9F%92%A5/categories',
      '/en_GB/documents/at-55x89j/languages/%20',
      '/files/..%2F..%2Fcontent.sqlite/x',
      '/search/%2F?query=tv',
      '//',
      '/',
    ];
    for (const path of paths) {
      const res = await request(demo.app).get(`${API_BASE}${path}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toHaveProperty('error.code');
    }
  });

  it('answers 405 for the wrong method and 4xx for a malformed body', async () => {
    const post = await request(demo.app).post(`${API_BASE}/en_GB/categories`).send({ a: 1 });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
    const broken = await request(demo.app).post(`${API_BASE}/en_GB/categories`).set('content-type', 'application/json').send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body).toHaveProperty('error.code', 'bad_request');
  });

  it('answers 404 JSON for an unknown call', async () => {
    const res = await request(demo.app).get(`${API_BASE}/en_GB/unknown-thing`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'not_found' } });
  });
});
