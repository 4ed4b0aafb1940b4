import type { DocumentsResponse, DownloadFiltersResponse, DownloadsResponse, LanguagesResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { errorOf, ok } from '../../__tests__/support/bodies';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

describe('manuals', () => {
  it('lists the languages a product’s manuals exist in, named in the visitor’s language', async () => {
    const en = ok<LanguagesResponse>(await demo.get('/en_GB/documents/at-55x89j/languages'));
    expect(en.languages.map((l) => l.code)).toContain('en');
    expect(en.languages.find((l) => l.code === 'en')).toMatchObject({ name: 'English', count: 2 });
    const de = ok<LanguagesResponse>(await demo.get('/de_DE/documents/at-55x89j/languages'));
    expect(de.languages.find((l) => l.code === 'en')?.name).toBe('Englisch');
  });

  it('lists the manuals of one language with a downloadable PDF each', async () => {
    const body = ok<DocumentsResponse>(await demo.get('/de_DE/documents/at-55x89j/languages/de'));
    expect(body.searchResponse.count).toBe(2);
    const [manual] = body.searchResponse.results;
    expect(manual).toMatchObject({ contentType: 'document', language: 'de', fileType: 'pdf', modelNames: ['AT-55X89J'] });
    expect(manual.title).toContain('Bedienungsanleitung');
    expect(manual.url).toBe('/de/electronics/support/televisions/at-55x89j/manuals');
    expect(manual.fileUrl).toMatch(/^\/api\/content\/support\/files\/[0-9a-f]{20}\/Aurora_X89J_OI_DE\.pdf$/);
    expect(manual.fileSize).toBeGreaterThan(1000);
    expect(manual.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the language from a locale as well (de_DE -> de) and pages', async () => {
    const page = ok<DocumentsResponse>(await demo.get('/en_GB/documents/at-55x89j/languages/de_DE', { start: 1, num: 1 }));
    expect(page.searchResponse).toMatchObject({ start: 1, end: 2, count: 2 });
    expect(page.searchResponse.results[0].language).toBe('de');
  });

  it('answers an empty list for a language without manuals, 404 for an unknown product, 400 for a bad language', async () => {
    expect(ok<DocumentsResponse>(await demo.get('/en_GB/documents/at-55x89j/languages/ja')).searchResponse.count).toBe(0);
    expect((await demo.get('/en_GB/documents/nope-1/languages')).status).toBe(404);
    expect((await demo.get('/en_GB/documents/nope-1/languages/en')).status).toBe(404);
    const bad = await demo.get('/en_GB/documents/at-55x89j/languages/english!');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).parameter).toBe('language');
    expect(errorOf(await demo.get('/en_GB/documents/at-55x89j/languages/en', { num: 101 })).parameter).toBe('num');
  });
});

describe('downloads', () => {
  it('lists firmware and software with version, date, size, checksum, licence and file', async () => {
    const body = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/alc-7m4', { num: 999 }));
    const { results, count } = body.searchResponse;
    expect(count).toBe(results.length);
    const firmware = results.find((r) => r.downloadCategory === 'Firmware');
    expect(firmware).toMatchObject({ contentType: 'download', operatingSystems: ['Device firmware'] });
    expect(firmware?.title).toMatch(/^Firmware update v\d+\.\d+\.\d+ for ALC-7M4$/);
    expect(firmware?.url).toBe(`/electronics/support/interchangeable-lens-cameras/alc-7m4/downloads/${firmware?.id}`);
    expect(firmware?.fileUrl).toMatch(/\.zip$/);
    expect(firmware?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(firmware?.eulaUrl).toMatch(/\.html$/);
    expect(firmware?.version).toMatch(/^\d+\.\d+\.\d+$/);
    const os = new Set(results.flatMap((r) => r.operatingSystems ?? []));
    expect([...os]).toEqual(expect.arrayContaining(['Windows 11', 'macOS 14']));
    // Firmware first (the file most visitors come for), each group newest first (docs/decisions/043-firmware-first.md).
    const firmwareCount = results.filter((r) => r.downloadCategory === 'Firmware').length;
    expect(firmwareCount).toBeGreaterThan(0);
    expect(results.slice(0, firmwareCount).every((r) => r.downloadCategory === 'Firmware')).toBe(true);
    for (const group of [results.slice(0, firmwareCount), results.slice(firmwareCount)]) {
      const dates = group.map((r) => r.date ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(body.availableFilters.operatingSystem).toEqual(expect.arrayContaining(['Windows 11', 'macOS 14', 'Device firmware']));
    expect(body.availableFilters.downloadCategory).toEqual(expect.arrayContaining(['Firmware', 'Software']));
  });

  it('filters by operating system and download category, case-insensitively', async () => {
    const mac = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/alc-7m4', { num: 999, operatingSystem: 'macos 14' }));
    expect(mac.searchResponse.count).toBeGreaterThan(0);
    expect(mac.searchResponse.results.every((r) => r.operatingSystems?.includes('macOS 14'))).toBe(true);
    const firmware = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/alc-7m4', { num: 999, downloadCategory: 'Firmware' }));
    expect(firmware.searchResponse.results.every((r) => r.downloadCategory === 'Firmware')).toBe(true);
    const none = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/alc-7m4', { operatingSystem: 'BeOS' }));
    expect(none.searchResponse).toMatchObject({ count: 0, results: [] });
  });

  it('gives download titles and links in the visitor’s language', async () => {
    const de = ok<DownloadsResponse>(await demo.get('/de_DE/downloads/at-55x89j'));
    expect(de.searchResponse.results[0].title).toMatch(/^Firmware-Update v6\.7\.412 für AT-55X89J$/);
    expect(de.searchResponse.results[0].url).toMatch(/^\/de\/electronics\/support\/televisions\/at-55x89j\/downloads\/\d{8}$/);
  });

  it('lists firmware before newer software and apps of the same product', async () => {
    // The AV receiver's app update is newer than its firmware: newest first alone put the app on top.
    const { results } = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/avr-es7200', { num: 999 })).searchResponse;
    expect(results[0]?.downloadCategory).toBe('Firmware');
    const newestOther = results.filter((r) => r.downloadCategory !== 'Firmware').map((r) => r.date ?? '').sort().pop() ?? '';
    expect(newestOther > (results[0]?.date ?? '')).toBe(true);
  });

  it('allows num up to 999 for downloads and no more', async () => {
    expect((await demo.get('/en_GB/downloads/alc-7m4', { num: 999 })).status).toBe(200);
    const tooMany = await demo.get('/en_GB/downloads/alc-7m4', { num: 1000 });
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany).parameter).toBe('num');
  });

  it('serves the filter lists on their own', async () => {
    const body = ok<DownloadFiltersResponse>(await demo.get('/fr_FR/downloads/alc-7m4/filters'));
    expect(body.availableFilters.downloadCategory).toContain('Firmware');
    expect((await demo.get('/fr_FR/downloads/unknown-product/filters')).status).toBe(404);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await demo.get('/en_GB/downloads/unknown-product');
    expect(response.status).toBe(404);
    expect(errorOf(response).parameter).toBe('productName');
  });
});
