import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { loadConfig } from '../config';
import { createApp } from '../createApp';
import { freePort } from '../../../test/support/freePort';

/*
 * The content API is unreachable (a closed port): a search must not pass for "no results". The
 * visitor is told the search is unavailable, offered a retry, and the page answers 503.
 */

let app: Express;


beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', CONTENT_API_URL: `http://127.0.0.1:${await freePort()}` });
  app = createApp({ ...config, publicDir: '/nonexistent', pageCacheTtlMs: 0 }, { logger: pino({ level: 'silent' }) }).app;
});

describe('search while the content API is down', () => {
  it('answers 503 saying the search is unavailable, with a retry, not "no results"', async () => {
    const res = await request(app).get('/electronics/support/results?query=wifi');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.text).toContain('Search is temporarily unavailable');
    expect(res.text).toMatch(/<a class="button button--secondary" href="\/electronics\/support\/results\?query=wifi">Try again<\/a>/);
    expect(res.text).not.toContain('We couldn’t find anything');
    expect(res.text).not.toMatch(/>0 results</);
  });

  it('the retry leaves out the reload marker of a failed client load', async () => {
    const res = await request(app).get('/electronics/support/results?query=wifi&error=data-organicSearch');
    expect(res.status).toBe(503);
    expect(res.text).toContain('href="/electronics/support/results?query=wifi">Try again');
  });

  it('German pages say it in German', async () => {
    const res = await request(app).get('/de/electronics/support/results?query=wlan');
    expect(res.status).toBe(503);
    expect(res.text).toContain('Die Suche ist vorübergehend nicht verfügbar');
  });
});
