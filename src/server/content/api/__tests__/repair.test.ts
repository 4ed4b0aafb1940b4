import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import { REPAIR_REFERENCE_PATTERN, type RepairRequestResult, type ServiceCentreSearchResult } from '../../../../shared/content/repairTypes';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const URL = `${API_BASE}/repair-requests`;
const repair = (overrides: Record<string, unknown> = {}) => ({
  productModel: 'at 55x89j',
  serialNumber: '70-15 000ab',
  fault: 'The TV switches itself off after a few minutes.\nThe standby light blinks red six times.',
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  phone: '+44 20 7946 0000',
  postcode: 'w1d 6qf',
  ...overrides,
});

describe('POST /repair-requests', () => {
  it('stores the request and answers 201 with its reference and no personal data', async () => {
    const res = await request(demo.app).post(`${URL}?locale=de_DE`).send(repair());
    expect(res.status).toBe(201);
    const result = res.body as RepairRequestResult;
    expect(result).toEqual({
      reference: expect.stringMatching(REPAIR_REFERENCE_PATTERN),
      status: 'received',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      locale: 'de_DE',
      productModel: 'AT-55X89J',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await demo.service.writes.getRepairRequest(result.reference);
    expect(stored).toMatchObject({
      productModel: 'AT-55X89J',
      productName: 'at-55x89j',
      serialNumber: '7015000AB',
      name: 'Jana Novak',
      phone: '+44 20 7946 0000',
      postcode: 'W1D 6QF',
    });
    expect(stored?.fault).toContain('\nThe standby light');
  });

  it('reads the request back by its reference, in any case, without the name, e-mail or fault', async () => {
    const created = (await request(demo.app).post(URL).send(repair()).expect(201)).body as RepairRequestResult;
    const res = await demo.get(`/repair-requests/${created.reference.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect((await demo.get('/repair-requests/R-0000-0000')).status).toBe(404);
    const bad = await demo.get('/repair-requests/AUR-1234');
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { parameter: string } }).error.parameter).toBe('reference');
  });

  it.each([
    ['serialNumber', { serialNumber: '12-34' }],
    ['serialNumber', { serialNumber: '7015000!' }],
    ['serialNumber', { serialNumber: undefined }],
    ['fault', { fault: 'broken' }],
    ['email', { email: 'jana@' }],
    ['phone', { phone: 'call me' }],
    ['phone', { phone: '12 34' }],
    ['postcode', { postcode: '<b>' }],
    ['productModel', { productModel: 'XX-NOT-A-MODEL' }],
    ['productModel', { productModel: 42 }],
    ['extra', { extra: 'field' }],
  ])('refuses a bad %s with 400 naming it, and stores nothing', async (parameter, overrides) => {
    const before = await demo.service.writes.countRepairRequests();
    const res = await request(demo.app).post(URL).send(repair(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.parameter).toBe(parameter);
    expect(await demo.service.writes.countRepairRequests()).toBe(before);
  });

  it('accepts the request without the optional phone and postcode', async () => {
    const res = await request(demo.app).post(URL).send(repair({ phone: '', postcode: undefined }));
    expect(res.status).toBe(201);
    expect(await demo.service.writes.getRepairRequest(res.body.reference as string)).toMatchObject({ phone: null, postcode: null });
  });

  it('answers a repeat with the same client key with the same reference and stores one request', async () => {
    const before = await demo.service.writes.countRepairRequests();
    const key = 'repair-form-0b7c6f1e';
    const first = await request(demo.app).post(URL).set('Idempotency-Key', key).send(repair());
    const second = await request(demo.app).post(URL).set('Idempotency-Key', key).send(repair());
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.reference).toBe(first.body.reference);
    expect(await demo.service.writes.countRepairRequests()).toBe(before + 1);
    // The same key for a different request is refused, not silently answered with the first one.
    const other = await request(demo.app).post(URL).set('Idempotency-Key', key).send(repair({ fault: 'Something else entirely is broken now.' }));
    expect(other.status).toBe(422);
    expect(await demo.service.writes.countRepairRequests()).toBe(before + 1);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example', Host: 'support.example.com' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a browser request from %s with 403', async (_label, headers) => {
    const before = await demo.service.writes.countRepairRequests();
    const res = await request(demo.app).post(URL).set(headers).send(repair());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_site_request');
    expect(await demo.service.writes.countRepairRequests()).toBe(before);
  });
});

describe('GET /service-centres', () => {
  const find = async (query: string, locale = 'en_GB') => {
    const res = await demo.get('/service-centres', { query, locale });
    expect(res.status).toBe(200);
    return (res.body as ServiceCentreSearchResult).results;
  };

  it('finds a centre by its full postcode first, then by the postcode prefix', async () => {
    expect((await find('w1d6qf'))[0]).toMatchObject({ town: 'London', postcode: 'W1D 6QF', phone: expect.any(String) });
    const paris = await find('75', 'fr_FR');
    expect(paris.map((c) => c.town)).toEqual(['Paris', 'Paris']);
    expect((await find('10117', 'de_DE'))[0]).toMatchObject({ id: 'de-berlin-mitte' });
    expect((await find('101', 'de_DE')).map((c) => c.id)).toEqual(['de-berlin-mitte']);
  });

  it('finds towns whatever the case or accents, also with umlauts written out', async () => {
    expect((await find('KÖLN')).map((c) => c.id)).toEqual(['de-koeln']);
    expect((await find('koln')).map((c) => c.id)).toEqual(['de-koeln']);
    expect((await find('koeln')).map((c) => c.id)).toEqual(['de-koeln']);
    expect((await find('saint etienne')).map((c) => c.id)).toEqual(['fr-saint-etienne']);
    expect((await find('muenchen')).map((c) => c.id)).toEqual(['de-muenchen']);
    expect((await find('orleans')).map((c) => c.id)).toEqual(['fr-orleans']);
  });

  it('orders by match quality: an exact town before towns that only start with the words', async () => {
    const results = await find('new');
    expect(results.map((c) => c.id)).toEqual(['gb-newcastle']);
    const berlin = await find('berlin');
    expect(berlin.map((c) => c.id).sort()).toEqual(['de-berlin-mitte', 'de-berlin-spandau']);
    // An exact town name outranks a district that merely starts like it.
    const london = await find('London');
    expect(london.every((c) => c.town === 'London')).toBe(true);
    expect(london[0].openingHours.length).toBeGreaterThan(0);
  });

  it('answers no results for an unknown place, and 400 for a query too short or missing', async () => {
    expect(await find('Atlantis')).toEqual([]);
    expect((await demo.get('/service-centres', { query: 'x' })).status).toBe(400);
    const missing = await demo.get('/service-centres', {});
    expect(missing.status).toBe(400);
    expect((missing.body as { error: { parameter: string } }).error.parameter).toBe('query');
  });
});
