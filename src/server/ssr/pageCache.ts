export interface CachedPage {
  html: string;
  /** The CSP nonce written into `html`; replaced by the new response's nonce when served again. */
  nonce: string;
  storedAt: number;
  /** Bytes counted against the cache's size limit. */
  size: number;
}

export interface PageCacheOptions {
  /** How long a copy is served instead of rendering again (0: never; copies are still kept as fallbacks). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Copies older than this are not even served as a fallback. */
  maxStaleMs?: number;
  now?: () => number;
}

/**
 * Last good HTML per page for anonymous visitors, bounded by entry count and total size (least
 * recently used first out). A fresh copy spares a render; a stale one stands in for a page whose
 * critical data the content API cannot deliver right now.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  staleServed = 0;

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

  /** Any copy still within the stale limit, for when rendering failed. */
  stale(key: string): CachedPage | undefined {
    const entry = this.touch(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > (this.options.maxStaleMs ?? 24 * 60 * 60 * 1000)) return undefined;
    this.staleServed += 1;
    return entry;
  }

  set(key: string, html: string, nonce: string): void {
    const size = Buffer.byteLength(html) + key.length;
    if (this.options.maxEntries <= 0 || size > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { html, nonce, storedAt: this.now(), size });
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

/** The cached HTML with the nonce of the response it is about to be sent in. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.split(page.nonce).join(nonce);
}
