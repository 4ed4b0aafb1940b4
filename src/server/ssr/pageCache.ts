import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliTextOptions } from '../sendCompressed';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * One rendered anonymous page, held as the bytes it is sent as: plain, brotli and gzip, each
 * computed once when the copy is stored, so serving it costs no compression and no render.
 */
export interface CachedPage {
  status: number;
  /** The CSP nonce written into the page: responses carrying this copy announce it in their policy. */
  nonce: string;
  /** Strong validator of the page bytes (the same for every encoding of them). */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
  /** Bytes counted against the cache's size limit. */
  size: number;
}

export interface PageCacheOptions {
  /** How long a copy is served instead of rendering again (0: never; copies are still kept as fallbacks). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /**
   * After its TTL a copy is still served for this long while one new copy renders in the background
   * (stale-while-revalidate); older copies make the visitor wait for a render.
   */
  revalidateWindowMs?: number;
  /** Copies older than this are not even served as a fallback. */
  maxStaleMs?: number;
  now?: () => number;
}

/** A page copy compressed for every encoding the site sends (brotli 5 and gzip 6: a render path, not a build). */
export async function compressPage(html: string, nonce: string, status = 200): Promise<Omit<CachedPage, 'storedAt' | 'size'>> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliTextOptions(5, identity.length)),
    gzip(identity, { level: 6 }),
  ]);
  const etag = `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { status, nonce, etag, identity, br, gzip: gz };
}

/**
 * Last good pages of anonymous visitors, bounded by entry count and total size (least recently
 * used first out). A fresh copy spares a render; a copy within the revalidation window is served
 * while one background render replaces it; an older one stands in for a page whose critical data
 * the content API cannot deliver right now.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  /** Cacheable requests that found neither a fresh nor a revalidatable copy (counted by the caller). */
  misses = 0;
  staleServed = 0;
  revalidated = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** A copy young enough to serve instead of rendering. */
  fresh(key: string): CachedPage | undefined {
    if (this.options.ttlMs <= 0) return undefined;
    const entry = this.touch(key);
    if (!entry || this.now() - entry.storedAt > this.options.ttlMs) return undefined;
    this.hits += 1;
    return entry;
  }

  /** A copy past its TTL but within the revalidation window: serve it, and render a new one behind it. */
  revalidatable(key: string): CachedPage | undefined {
    if (this.options.ttlMs <= 0) return undefined;
    const entry = this.touch(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age <= this.options.ttlMs || age > this.options.ttlMs + (this.options.revalidateWindowMs ?? 0)) return undefined;
    this.revalidated += 1;
    return entry;
  }

  /** Any copy still within the stale limit, for when rendering failed. */
  stale(key: string): CachedPage | undefined {
    const entry = this.touch(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > (this.options.maxStaleMs ?? 24 * 60 * 60 * 1000)) return undefined;
    this.staleServed += 1;
    return entry;
  }

  /** Whether copies are kept at all (compressing a page nobody will hold is wasted work). */
  get enabled(): boolean {
    return this.options.maxEntries > 0;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt' | 'size'>): void {
    const size = page.identity.length + page.br.length + page.gzip.length + key.length;
    if (this.options.maxEntries <= 0 || size > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now(), size });
    this.bytes += size;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private touch(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** The page cache the server's settings describe (createApp shares one; a handler on its own makes its own). */
export function pageCacheFor(config: {
  pageCacheTtlMs: number;
  pageCacheEntries: number;
  pageCacheBytes: number;
  pageCacheRevalidateMs: number;
}): PageCache {
  return new PageCache({
    ttlMs: config.pageCacheTtlMs,
    maxEntries: config.pageCacheEntries,
    maxBytes: config.pageCacheBytes,
    revalidateWindowMs: config.pageCacheRevalidateMs,
  });
}
