import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { precompressAssets } from '../../../scripts/precompress';
import { pickEncoding } from '../staticFiles';
import { startTestApp } from './testApp';

const BASE = '/electronics/support/static';
const SCRIPT = 'main.0123456789.js';
const source = `window.site = ${JSON.stringify({ strings: Array.from({ length: 400 }, (_, i) => `label number ${i}`) })};\n`;

/** Raw bytes and headers of a GET (supertest would decode compressed bodies before the test sees them). */
async function raw(app: Express, url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('static files of the client build', () => {
  let publicDir: string;
  let test: Awaited<ReturnType<typeof startTestApp>>;
  let withMaps: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-public-'));
    fs.writeFileSync(path.join(publicDir, SCRIPT), source);
    fs.writeFileSync(path.join(publicDir, `${SCRIPT}.map`), JSON.stringify({ version: 3, sources: ['secret.ts'], mappings: '' }));
    fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    precompressAssets(publicDir);
    test = await startTestApp({ publicDir });
    withMaps = await startTestApp({ publicDir, publicSourceMaps: true });
  });
  afterAll(() => {
    test.close();
    withMaps.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip variants that decode to the file', () => {
    const file = path.join(publicDir, SCRIPT);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(source);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(source);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
  });

  it('sends the build-time brotli bytes to a browser that takes brotli, with Vary and immutable caching', async () => {
    const res = await raw(test.app, `${BASE}/${SCRIPT}`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // The very bytes written at build time: nothing is compressed again per request.
    expect(Buffer.compare(res.body, fs.readFileSync(path.join(publicDir, `${SCRIPT}.br`)))).toBe(0);
  });

  it('sends gzip to a client without brotli, and plain bytes to one that takes neither', async () => {
    const gz = await raw(test.app, `${BASE}/${SCRIPT}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(source);
    const plain = await raw(test.app, `${BASE}/${SCRIPT}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body).toString()).toBe(source);
    const refusedBrotli = await raw(test.app, `${BASE}/${SCRIPT}`, 'br;q=0, gzip');
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match, and short caching for names without a hash', async () => {
    const first = await request(test.app).get(`${BASE}/${SCRIPT}`).set('Accept-Encoding', 'br');
    const again = await request(test.app).get(`${BASE}/${SCRIPT}`).set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const icon = await request(test.app).get(`${BASE}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve source maps unless PUBLIC_SOURCE_MAPS turns them on', async () => {
    const hidden = await request(test.app).get(`${BASE}/${SCRIPT}.map`);
    expect(hidden.status).toBe(404);
    expect((await request(test.app).get(`${BASE}/${SCRIPT}`)).headers.sourcemap).toBeUndefined();
    const shown = await request(withMaps.app).get(`${BASE}/${SCRIPT}.map`).set('Accept-Encoding', 'identity');
    expect(shown.status).toBe(200);
    expect((await request(withMaps.app).get(`${BASE}/${SCRIPT}`)).headers.sourcemap).toBe(`${SCRIPT}.map`);
  });

  it('answers 404 for unknown names and paths that try to leave the folder, 405 for writes', async () => {
    for (const name of ['nope.js', '..%2Fpackage.json', '%2e%2e/%2e%2e/package.json', `${SCRIPT}.br`, '']) {
      expect((await request(test.app).get(`${BASE}/${name}`)).status).toBe(404);
    }
    expect((await request(test.app).delete(`${BASE}/${SCRIPT}`)).status).toBe(405);
  });

  it('prefers brotli over gzip only when the client does not rank gzip higher', () => {
    const both = { br: Buffer.alloc(1), gzip: Buffer.alloc(1), identity: Buffer.alloc(1) };
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('gzip', { identity: Buffer.alloc(1) })).toBe('identity');
    expect(pickEncoding(undefined, both)).toBe('identity');
  });
});
