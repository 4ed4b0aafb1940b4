import Database from 'better-sqlite3';
import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type { TicketRequest, TicketResult } from '../../../../shared/content/ticketTypes';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { errorOf } from '../../__tests__/support/bodies';
import { writesPathFor } from '../../store/sqlite/writes/SqliteWriteStore';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const URL = `${API_BASE}/create-ticket`;
const ticket = (overrides: Partial<Record<keyof TicketRequest, unknown>> = {}) => ({
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  productModel: 'at 55x89j',
  serialNumber: '7015000',
  issueCategory: 'picture',
  description: 'Since the last update the picture flickers when HDR content plays.\nI already restarted the TV twice.',
  ...overrides,
});

function storedTickets(): Array<Record<string, unknown>> {
  const db = new Database(writesPathFor(demo.dbPath), { readonly: true });
  try {
    return db.prepare('SELECT * FROM tickets ORDER BY id').all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

describe('POST /create-ticket', () => {
  it('stores the ticket and answers 201 with its id, uncached', async () => {
    const res = await request(demo.app).post(`${URL}?locale=de_DE`).send(ticket());
    expect(res.status).toBe(201);
    const result = res.body as TicketResult;
    expect(result).toEqual({
      ticketId: expect.stringMatching(/^AUR-[0-9A-HJKMNP-TV-Z]{10}$/),
      status: 'open',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      locale: 'de_DE',
      productModel: 'AT-55X89J',
      issueCategory: 'picture',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = storedTickets().find((r) => r.ticket_id === result.ticketId);
    expect(row).toMatchObject({
      name: 'Jana Novak',
      email: 'jana.novak@example.com',
      product_model: 'AT-55X89J',
      product_name: 'at-55x89j',
      serial_number: '7015000',
      issue_category: 'picture',
      locale: 'de_DE',
      status: 'open',
    });
    // Line breaks of the description are kept.
    expect(row?.description).toContain('\nI already restarted');
    expect(await demo.service.writes.getTicket(result.ticketId)).toMatchObject({ productModel: 'AT-55X89J' });
  });

  it('works through the in-process transport the server render uses, with the default locale', async () => {
    const res = await demo.service.transport({
      method: 'POST',
      path: '/create-ticket',
      body: ticket({ serialNumber: undefined }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ locale: 'en_GB' });
    expect(storedTickets().at(-1)).toMatchObject({ serial_number: null });
  });

  it('cleans text: control characters removed, names on one line, serials upper case', async () => {
    const res = await request(demo.app)
      .post(URL)
      .send(
        ticket({
          name: '  Jo\u0000hn\n Smith ',
          serialNumber: 'ab-12 34',
          description: 'The remote stopped working\u0007 after I replaced the batteries.',
        }),
      );
    expect(res.status).toBe(201);
    expect(storedTickets().at(-1)).toMatchObject({
      name: 'Jo hn Smith',
      serial_number: 'AB-12 34',
      description: 'The remote stopped working  after I replaced the batteries.',
    });
  });

  it('answers 400 naming the field that is wrong', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [ticket({ name: '' }), 'name'],
      [ticket({ name: 'J' }), 'name'],
      [ticket({ name: 'x'.repeat(101) }), 'name'],
      [ticket({ name: undefined }), 'name'],
      [ticket({ email: 'not-an-email' }), 'email'],
      [ticket({ email: 'a@b' }), 'email'],
      [ticket({ email: 42 }), 'email'],
      [ticket({ productModel: '' }), 'productModel'],
      [ticket({ productModel: '<b>AT</b>' }), 'productModel'],
      [ticket({ productModel: 'XYZ-0000' }), 'productModel'],
      [ticket({ serialNumber: 'ab' }), 'serialNumber'],
      [ticket({ serialNumber: '12$45' }), 'serialNumber'],
      [ticket({ issueCategory: 'billing' }), 'issueCategory'],
      [ticket({ issueCategory: undefined }), 'issueCategory'],
      [ticket({ description: 'Broken.' }), 'description'],
      [ticket({ description: 'x'.repeat(4001) }), 'description'],
      // Unknown fields are refused rather than silently dropped, and named (docs/api.md, Errors).
      [{ ...ticket(), admin: true }, 'admin'],
    ];
    const before = storedTickets().length;
    for (const [body, parameter] of cases) {
      const res = await request(demo.app).post(URL).send(body);
      expect({ parameter, status: res.status }).toEqual({ parameter, status: 400 });
      expect(errorOf(res)).toMatchObject({ code: 'invalid_parameter', parameter });
    }
    expect((await request(demo.app).post(`${URL}?locale=xx`).send(ticket())).body.error.parameter).toBe('locale');
    // A body that is no object at all is the body's fault.
    expect(errorOf(await request(demo.app).post(URL).send([ticket()]))).toMatchObject({ code: 'invalid_parameter', parameter: 'body' });
    expect(storedTickets().length).toBe(before);
  });

  it('is idempotent: a retry with the same Idempotency-Key returns the same ticket and stores no duplicate', async () => {
    const key = 'c4a1f1d2-5b7e-4c1a-9d3e-2f6a8b9c0d1e';
    const first = await request(demo.app)
      .post(URL)
      .set('Idempotency-Key', key)
      .send(ticket({ issueCategory: 'sound' }));
    expect(first.status).toBe(201);
    const count = storedTickets().length;
    const retry = await request(demo.app)
      .post(URL)
      .set('Idempotency-Key', key)
      .send(ticket({ issueCategory: 'sound' }));
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.ticketId).toBe(first.body.ticketId);
    expect(storedTickets().length).toBe(count);
    // The same key with another request is refused, and nothing is stored.
    const other = await request(demo.app)
      .post(URL)
      .set('Idempotency-Key', key)
      .send(ticket({ issueCategory: 'power' }));
    expect(other.status).toBe(422);
    expect(storedTickets().length).toBe(count);
    // Without a key, each request is a new ticket.
    const a = await request(demo.app).post(URL).send(ticket());
    const b = await request(demo.app).post(URL).send(ticket());
    expect(a.body.ticketId).not.toBe(b.body.ticketId);
  });

  it('stores one ticket per key even when the answer record was lost (the write itself is at most once)', async () => {
    const key = 'a'.repeat(64);
    const body = ticket({ issueCategory: 'connectivity' });
    const first = await demo.service.writes.createTicket(
      {
        locale: 'en_GB',
        name: 'A B',
        email: 'a@example.com',
        productModel: 'AT-55X89J',
        productName: 'at-55x89j',
        serialNumber: null,
        issueCategory: 'other',
        description: body.description as string,
        createdAt: new Date().toISOString(),
      },
      key,
    );
    const again = await demo.service.writes.createTicket({ ...first.ticket }, key);
    expect(first.created).toBe(true);
    expect(again).toEqual({ ticket: first.ticket, created: false });
  });

  it('refuses requests a browser sends from another site, and bodies that are not JSON', async () => {
    const crossSite = await request(demo.app).post(URL).set('Origin', 'https://evil.example').send(ticket());
    expect(crossSite.status).toBe(403);
    expect(errorOf(crossSite).code).toBe('cross_site_request');
    expect((await request(demo.app).post(URL).set('Sec-Fetch-Site', 'cross-site').send(ticket())).status).toBe(403);
    const sameSite = await request(demo.app)
      .post(URL)
      .set('Host', 'support.example')
      .set('Origin', 'https://support.example')
      .send(ticket());
    expect(sameSite.status).toBe(201);
    const form = await request(demo.app).post(URL).type('form').send('name=x&email=y');
    expect(form.status).toBe(415);
    const plain = await request(demo.app).post(URL).set('content-type', 'text/plain').send(JSON.stringify(ticket()));
    expect(plain.status).toBe(415);
    expect((await request(demo.app).get(URL)).status).toBe(405);
  });
});
