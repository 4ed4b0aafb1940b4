import zlib from 'node:zlib';
import { compressPage, PageCache } from '../pageCache';

function cacheWithClock(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 0;
  const cache = new PageCache({ ttlMs: 1000, maxEntries: 3, maxBytes: 10_000, maxStaleMs: 60_000, revalidateWindowMs: 5000, now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

const page = (html: string) => ({
  status: 200,
  nonce: 'n',
  etag: `"${html.length}"`,
  identity: Buffer.from(html),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});
const text = (copy: { identity: Buffer } | undefined) => copy?.identity.toString();

describe('PageCache', () => {
  it('serves a copy while fresh, then within the revalidation window, and keeps it as a stale fallback afterwards', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('/a', page('<p>a</p>'));
    expect(text(cache.fresh('/a'))).toBe('<p>a</p>');
    expect(cache.revalidatable('/a')).toBeUndefined(); // still fresh: nothing to refresh
    advance(1001);
    expect(cache.fresh('/a')).toBeUndefined();
    expect(text(cache.revalidatable('/a'))).toBe('<p>a</p>');
    advance(5000);
    expect(cache.revalidatable('/a')).toBeUndefined(); // too old to hand out without a render
    expect(text(cache.stale('/a'))).toBe('<p>a</p>');
    advance(60_000);
    expect(cache.stale('/a')).toBeUndefined();
  });

  it('never serves fresh copies with a TTL of 0, but still keeps fallbacks', () => {
    const { cache } = cacheWithClock({ ttlMs: 0 });
    cache.set('/a', page('x'));
    expect(cache.fresh('/a')).toBeUndefined();
    expect(cache.revalidatable('/a')).toBeUndefined();
    expect(text(cache.stale('/a'))).toBe('x');
  });

  it('drops the least recently used page beyond its entry limit', () => {
    const { cache } = cacheWithClock();
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.set('/c', page('c'));
    cache.stale('/a'); // used: /b is now the oldest
    cache.set('/d', page('d'));
    expect(cache.size).toBe(3);
    expect(cache.stale('/b')).toBeUndefined();
    expect(cache.stale('/a')).toBeDefined();
  });

  it('stays within its byte limit (every encoding counted) and refuses pages bigger than the whole cache', () => {
    const { cache } = cacheWithClock({ maxEntries: 100, maxBytes: 100 });
    for (let i = 0; i < 10; i += 1) cache.set(`/${i}`, page('x'.repeat(30)));
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
    cache.set('/huge', page('x'.repeat(500)));
    expect(cache.stale('/huge')).toBeUndefined();
  });

  it('compresses a page once into brotli and gzip that decode to the page, with a validator of its bytes', async () => {
    const html = `<!doctype html><p>${'support '.repeat(500)}</p>`;
    const copy = await compressPage(html, 'nonce1');
    expect(zlib.brotliDecompressSync(copy.br).toString()).toBe(html);
    expect(zlib.gunzipSync(copy.gzip).toString()).toBe(html);
    expect(copy.br.length).toBeLessThan(html.length / 10);
    expect(copy.etag).toBe((await compressPage(html, 'nonce1')).etag);
    expect(copy.etag).not.toBe((await compressPage(`${html} `, 'nonce1')).etag);
  });
});
