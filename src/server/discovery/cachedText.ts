import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * Generated sitemaps and feeds, kept for a short while so that crawlers and feed readers polling
 * every few minutes do not rebuild them each time. The copy is derived from the catalogue (every
 * process builds the same bytes and the same ETag), so holding it per process decides nothing.
 */
export class TextCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, build: () => Promise<string>): Promise<Entry> {
    const now = Date.now();
    const held = this.entries.get(key);
    if (held && held.expires > now) return held;
    const body = await build();
    // Strong validator from the bytes: the same in every process, so a reader's If-None-Match works anywhere.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry = { body, etag, expires: now + this.ttlMs };
    if (this.ttlMs > 0) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return entry;
  }
}

/** Sends a cached text with its ETag, or 304 when the client already holds these bytes. */
export function sendCached(req: Request, res: Response, entry: { body: string; etag: string }, type: string, maxAgeS: number): void {
  res.set('ETag', entry.etag);
  res.set('Cache-Control', `public, max-age=${maxAgeS}`);
  res.type(type);
  const held = req.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag || tag.trim() === '*')) {
    res.status(304).end();
    return;
  }
  res.send(entry.body);
}
