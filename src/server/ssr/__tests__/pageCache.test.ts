import { PageCache, withNonce } from '../pageCache';

function cacheWithClock(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 0;
  const cache = new PageCache({ ttlMs: 1000, maxEntries: 3, maxBytes: 10_000, maxStaleMs: 60_000, now: () => now, ...options });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('serves a copy while it is fresh, and keeps it as a stale fallback afterwards', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('/a', '<p>a</p>', 'n1');
    expect(cache.fresh('/a')?.html).toBe('<p>a</p>');
    advance(1001);
    expect(cache.fresh('/a')).toBeUndefined();
    expect(cache.stale('/a')?.html).toBe('<p>a</p>');
    advance(60_000);
    expect(cache.stale('/a')).toBeUndefined();
  });

  it('never serves fresh copies with a TTL of 0, but still keeps fallbacks', () => {
    const { cache } = cacheWithClock({ ttlMs: 0 });
    cache.set('/a', 'x', 'n');
    expect(cache.fresh('/a')).toBeUndefined();
    expect(cache.stale('/a')?.html).toBe('x');
  });

  it('drops the least recently used page beyond its entry limit', () => {
    const { cache } = cacheWithClock();
    cache.set('/a', 'a', 'n');
    cache.set('/b', 'b', 'n');
    cache.set('/c', 'c', 'n');
    cache.stale('/a'); // used: /b is now the oldest
    cache.set('/d', 'd', 'n');
    expect(cache.size).toBe(3);
    expect(cache.stale('/b')).toBeUndefined();
    expect(cache.stale('/a')).toBeDefined();
  });

  it('stays within its byte limit and refuses pages bigger than the whole cache', () => {
    const { cache } = cacheWithClock({ maxEntries: 100, maxBytes: 100 });
    for (let i = 0; i < 10; i += 1) cache.set(`/${i}`, 'x'.repeat(30), 'n');
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
    cache.set('/huge', 'x'.repeat(500), 'n');
    expect(cache.stale('/huge')).toBeUndefined();
  });

  it('gives a served copy the nonce of the response it is sent in', () => {
    const { cache } = cacheWithClock();
    cache.set('/a', '<script nonce="old+/="></script><script nonce="old+/=" id="s"></script>', 'old+/=');
    const copy = cache.fresh('/a');
    expect(copy && withNonce(copy, 'new')).toBe('<script nonce="new"></script><script nonce="new" id="s"></script>');
  });
});
