import { API_CALL_NAMES, createApi } from '../createApi';
import type { ApiRequest, Transport } from '../transport';

function recording(): { transport: Transport; sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  return { sent, transport: async (request) => (sent.push(request), { status: 200, headers: {}, body: { ok: true } }) };
}

describe('API objects share one method table', () => {
  it('sends each call through the transport of the object it was taken from, also when calls interleave', async () => {
    const first = recording();
    const second = recording();
    const a = createApi(first.transport);
    const b = createApi(second.transport);
    // Taken off the objects, as sagas do with call(api.product, ...).
    const { product } = a;
    const categories = b.categories;
    const answers = await Promise.all([product({ locale: 'en_GB', productName: 'tx 100' }), categories({ locale: 'de_DE' }), a.categories({ locale: 'fr_FR' })]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(first.sent.map((r) => r.path)).toEqual(['/products/tx%20100', '/fr_FR/categories']);
    expect(first.sent[0]).toMatchObject({ method: 'GET', query: { locale: 'en_GB' }, appendCookie: 'ngp-locale=en_GB' });
    expect(second.sent.map((r) => r.path)).toEqual(['/de_DE/categories']);
  });

  it('hands out the same function for a call of one object, and another for another object', () => {
    const { transport } = recording();
    const a = createApi(transport);
    const b = createApi(transport);
    expect(a.product).toBe(a.product);
    expect(a.product).not.toBe(b.product);
  });

  it('offers every call of behaviour.md §7 on every object', () => {
    const api = createApi(recording().transport);
    expect(API_CALL_NAMES.length).toBeGreaterThan(60);
    expect(new Set(API_CALL_NAMES).size).toBe(API_CALL_NAMES.length);
    for (const name of API_CALL_NAMES) expect(typeof api[name]).toBe('function');
  });

  it('sends a call made from inside another transport through its own object', async () => {
    const inner = recording();
    const innerApi = createApi(inner.transport);
    const outerSent: ApiRequest[] = [];
    // A transport that, while sending, makes a call of another API object (nothing does today; the table must not mix them up).
    const outerApi = createApi(async (request) => {
      outerSent.push(request);
      await innerApi.categories({ locale: 'en_GB' });
      return { status: 200, headers: {}, body: {} };
    });
    await outerApi.categoryMetadata({ locale: 'en_GB', categoryName: 'tv' });
    await outerApi.categories({ locale: 'de_DE' });
    expect(outerSent.map((r) => r.path)).toEqual(['/en_GB/categories/tv/metadata', '/de_DE/categories']);
    expect(inner.sent.map((r) => r.path)).toEqual(['/en_GB/categories', '/en_GB/categories']);
  });
});
