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
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
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
});
