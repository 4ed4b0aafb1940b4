import { createHash } from 'node:crypto';
import request from 'supertest';
import type { DocumentsResponse, DownloadsResponse, MetadataResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { ok } from '../../__tests__/support/bodies';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('GET /files/{fileId}/{fileName}', () => {
  it('serves a manual as an inline PDF whose bytes match the listed size and checksum', async () => {
    const manual = ok<DocumentsResponse>(await demo.get('/en_GB/documents/alc-7m4/languages/en')).searchResponse.results[0];
    const res = await request(demo.app).get(manual.fileUrl ?? '').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${manual.fileName}"`);
    expect(res.headers['cache-control']).toContain('immutable');
    const bytes = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).toBe(manual.fileSize);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(manual.sha256);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Type /Page');
  });

  it('serves a download as an attachment whose SHA-256 is the published one', async () => {
    const firmware = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/at-55x89j')).searchResponse.results[0];
    const res = await request(demo.app).get(firmware.fileUrl ?? '').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="AT-55X89J_Firmware_v6\.7\.412\.zip"$/);
    const bytes = res.body as Buffer;
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50); // a real ZIP archive
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(firmware.sha256);
    expect(bytes.length).toBe(firmware.fileSize);

    const licence = await request(demo.app).get(firmware.eulaUrl ?? '');
    expect(licence.status).toBe(200);
    expect(licence.headers['content-type']).toMatch(/^text\/html/);
    expect(licence.text).toContain('Licence Agreement');
  });

  it('serves product images as sandboxed SVG', async () => {
    const meta = ok<MetadataResponse>(await demo.get('/en_GB/products/awh-1000xm5/metadata'));
    const res = await request(demo.app).get(meta.data.image ?? '').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((res.body as Buffer).toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('answers 304 to a matching If-None-Match and supports HEAD', async () => {
    const meta = ok<MetadataResponse>(await demo.get('/en_GB/products/awh-1000xm5/metadata'));
    const first = await request(demo.app).get(meta.data.image ?? '');
    const again = await request(demo.app).get(meta.data.image ?? '').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const head = await request(demo.app).head(meta.data.image ?? '');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('answers 404 JSON for unknown files and for a wrong file name', async () => {
    const missing = await request(demo.app).get('/api/content/support/files/0000000000/none.pdf');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'not_found' } });
    const meta = ok<MetadataResponse>(await demo.get('/en_GB/products/awh-1000xm5/metadata'));
    const renamed = (meta.data.image ?? '').replace(/[^/]+$/, 'other.svg');
    expect((await request(demo.app).get(renamed)).status).toBe(404);
  });

  describe('byte ranges (seeking in a video needs them)', () => {
    let url = '';
    let whole: Buffer = Buffer.alloc(0);
    beforeAll(async () => {
      url = ok<DocumentsResponse>(await demo.get('/en_GB/documents/alc-7m4/languages/en')).searchResponse.results[0].fileUrl ?? '';
      whole = (await request(demo.app).get(url).buffer(true).parse(binary)).body as Buffer;
    });

    it('answers one range with 206, its Content-Range and exactly those bytes', async () => {
      const res = await request(demo.app).get(url).set('Range', 'bytes=100-1123').buffer(true).parse(binary);
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-1123/${whole.length}`);
      expect(res.headers['content-length']).toBe('1024');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toContain('immutable');
      expect((res.body as Buffer).equals(whole.subarray(100, 1124))).toBe(true);
    });

    it('serves open-ended and suffix ranges the way a player asks for them', async () => {
      const open = await request(demo.app).get(url).set('Range', 'bytes=0-').buffer(true).parse(binary);
      expect(open.status).toBe(206);
      expect(open.headers['content-range']).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
      const tail = await request(demo.app).get(url).set('Range', 'bytes=-16').buffer(true).parse(binary);
      expect(tail.status).toBe(206);
      expect((tail.body as Buffer).equals(whole.subarray(whole.length - 16))).toBe(true);
    });

    it('answers 416 with the size to a range beyond the end, and the whole file to what it does not serve', async () => {
      const beyond = await request(demo.app).get(url).set('Range', `bytes=${whole.length + 10}-`);
      expect(beyond.status).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
      for (const header of ['bytes=0-1,500-600', 'lines=1-2', 'bytes=oops']) {
        const res = await request(demo.app).get(url).set('Range', header).buffer(true).parse(binary);
        expect(res.status).toBe(200);
        expect((res.body as Buffer).length).toBe(whole.length);
      }
      const stale = await request(demo.app).get(url).set('Range', 'bytes=0-9').set('If-Range', '"not-the-etag"');
      expect(stale.status).toBe(200);
    });
  });
});
