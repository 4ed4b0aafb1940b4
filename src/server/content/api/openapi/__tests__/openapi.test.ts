import request from 'supertest';
import { API_BASE } from '../../../../../shared/api/transport';
import { openDemoService, type DemoService } from '../../../__tests__/support/demoService';
import { ROUTES } from '../../routes';
import { expandOptionalGroups, pathParameterNames, toOpenApiPath, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from '../buildOpenApi';
import { schemaProblems } from './jsonSchemaCheck';

let demo: DemoService;
let doc: OpenApiDocument;

beforeAll(async () => {
  demo = openDemoService();
  const res = await request(demo.app).get(`${API_BASE}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.body as OpenApiDocument;
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

function operations(): Array<[string, string, OpenApiOperation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, string, OpenApiOperation] => [path, method, op as OpenApiOperation]),
  );
}

describe('the OpenAPI document served at /openapi.json', () => {
  it('is an OpenAPI 3.1 document for this API base', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers).toEqual([{ url: API_BASE }]);
  });

  it('describes every row of the route table, with its method and path parameters', () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      for (const variant of expandOptionalGroups(route.path)) {
        const path = toOpenApiPath(variant);
        const op = doc.paths[path]?.[route.method === 'GET' ? 'get' : 'post'];
        if (!op) {
          missing.push(`${route.method} ${path}`);
          continue;
        }
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect({ path, declared }).toEqual({ path, declared: pathParameterNames(path) });
        expect(op.parameters.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/openapi.json']?.get).toBeDefined();
  });

  it('describes every parameter, in words and with a valid schema', () => {
    const undescribed: string[] = [];
    const invalid: string[] = [];
    for (const [path, method, op] of operations()) {
      for (const parameter of op.parameters) {
        if (!parameter.description || parameter.description.trim().length < 8) undescribed.push(`${method} ${path} ${parameter.name}`);
        for (const problem of schemaProblems(parameter.schema, doc)) invalid.push(`${method} ${path} ${parameter.name}: ${problem}`);
      }
      if (op.requestBody) {
        for (const problem of schemaProblems(op.requestBody.content['application/json'].schema, doc)) invalid.push(`${method} ${path} body: ${problem}`);
      }
    }
    expect(undescribed).toEqual([]);
    expect(invalid).toEqual([]);
  });

  it('documents a maximum for every page size', () => {
    const pageSizes = operations().flatMap(([path, , op]) =>
      op.parameters.filter((p) => /^num$|-num$|Num$/.test(p.name)).map((p) => ({ at: `${path} ${p.name}`, schema: p.schema })),
    );
    expect(pageSizes.length).toBeGreaterThan(3);
    for (const { at, schema } of pageSizes) {
      expect({ at, type: schema.type, hasMaximum: typeof schema.maximum === 'number' }).toEqual({ at, type: 'integer', hasMaximum: true });
    }
    const search = doc.paths['/search']?.get?.parameters.find((p) => p.name === 'num');
    expect(search?.schema).toMatchObject({ minimum: 1, maximum: 100, default: 10 });
  });

  it('gives every operation a unique id, a summary and the shared error body', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, method, op] of operations()) {
      expect({ at: `${method} ${path}`, summary: op.summary.length > 5 }).toEqual({ at: `${method} ${path}`, summary: true });
      // One success answer; a file may also answer one byte range (206, ADR 037).
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2') && s !== '206');
      expect(success).toHaveLength(1);
      for (const status of ['404', '500']) {
        expect(op.responses[status]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiErrorBody' });
      }
      if (op.parameters.length > 0) expect(op.responses['400']).toBeDefined();
    }
    const error = doc.components.schemas.ApiErrorBody;
    expect(error).toMatchObject({ type: 'object', required: ['error'] });
    expect((error.properties as Record<string, JsonSchema>).error).toMatchObject({ required: ['code', 'message'] });
    expect(schemaProblems(error, doc)).toEqual([]);
  });

  it('lists request bodies and the Idempotency-Key header of writes', () => {
    const pageView = doc.paths['/page-views']?.post;
    expect(pageView?.requestBody?.required).toBe(true);
    const body = pageView?.requestBody?.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: expect.arrayContaining(['tokenKind', 'token', 'pageName', 'pageType', 'url']) });
    expect(pageView?.parameters.find((p) => p.in === 'header')).toMatchObject({ name: 'Idempotency-Key', required: false });
    expect(Object.keys(pageView?.responses ?? {})).toEqual(expect.arrayContaining(['2XX', '400', '409', '415', '422']));
    for (const [path, method, op] of operations()) {
      if (method === 'post') expect({ path, body: Boolean(op.requestBody) }).toEqual({ path, body: true });
    }
  });

  it('names the response type of each call and documents files as bytes', () => {
    expect(doc.paths['/search']?.get?.responses['200'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/OrganicSearchResponse',
    });
    expect(doc.components.schemas.OrganicSearchResponse).toBeDefined();
    expect(Object.keys(doc.paths['/files/{fileId}/{fileName}']?.get?.responses['200'].content ?? {})).toEqual(['*/*']);
    for (const [, , op] of operations()) {
      for (const response of Object.values(op.responses)) {
        const ref = response.content?.['application/json']?.schema.$ref;
        if (typeof ref === 'string') expect(doc.components.schemas[ref.replace('#/components/schemas/', '')]).toBeDefined();
      }
    }
  });

  it('describes every response body field by field: no component is a bare object', () => {
    const bare = Object.entries(doc.components.schemas)
      .filter(([name]) => name !== 'OpenApiDocument')
      .filter(([, schema]) => schema.type === 'object' && schema.properties === undefined && schema.additionalProperties === undefined)
      .map(([name]) => name);
    expect(bare).toEqual([]);
    // Answers promise exactly their fields, so a generated client knows every one.
    expect(doc.components.schemas.OrganicSearchResponse).toMatchObject({
      required: expect.arrayContaining(['searchResponse', 'filterCounts']),
      additionalProperties: false,
    });
    expect(doc.components.schemas.WhatsNewResponse).toMatchObject({
      properties: { searchResponse: { properties: { results: { items: { $ref: '#/components/schemas/RepairDocumentResult' } } } } },
    });
    for (const [path, method, op] of operations()) {
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
      // Files and WebVTT tracks (ADR 037) are not JSON: their content type is what describes them.
      const described =
        success?.content?.['application/json']?.schema.$ref ?? (path.startsWith('/files/') ? 'file' : undefined) ?? (success?.content?.['text/vtt'] ? 'vtt' : undefined);
      expect({ operation: `${method} ${path}`, described: described !== undefined }).toEqual({ operation: `${method} ${path}`, described: true });
    }
  });

  it('declares the statuses the server answers besides validation errors', () => {
    const restricted = [
      '/search/whats-new',
      '/products/{modelSlug}/model-details',
      '/repair-documents/search/{model}',
      '/repair-documents/{contentFamilyId}',
      '/{locale}/externalLinkContent',
      '/files/{fileId}/{fileName}',
    ];
    for (const path of restricted) {
      const moved = doc.paths[path]?.get?.responses['301'];
      expect({ path, headers: Object.keys(moved?.headers ?? {}) }).toEqual({ path, headers: ['x-login-url', 'Location'] });
      expect({ path, forbidden: doc.paths[path]?.get?.responses['403'] !== undefined }).toEqual({ path, forbidden: true });
    }
    // Public calls never send visitors to a login page.
    expect(doc.paths['/search']?.get?.responses['301']).toBeUndefined();
    expect(doc.paths['/asc/auth']?.post?.responses['401']?.description).toMatch(/invalid_credentials/);
    for (const [path, method, op] of operations()) {
      if (method !== 'post') continue;
      for (const status of ['403', '413', '415', '429']) {
        expect({ path, status, declared: op.responses[status] !== undefined }).toEqual({ path, status, declared: true });
      }
      expect(op.responses['403'].description).toMatch(/cross_site_request/);
      expect(op.responses['429'].headers).toHaveProperty('Retry-After');
    }
    for (const [, , op] of operations()) expect(op.responses['503']).toBeDefined();
  });
});
