import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type { RemoteControlCodes, RemoteModelsResponse } from '../../../../shared/content/remoteControlTypes';
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

describe('GET /remote-control-codes/{modelName}', () => {
  it('lists devices, brands with codes, and the step-by-step instructions of a universal remote', async () => {
    const remote = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/ARM-VLZ620'));
    expect(remote).toMatchObject({
      name: 'arm-vlz620',
      modelName: 'ARM-VLZ620',
      isProgrammable: true,
      hasInformation: true,
    });
    expect(remote.devices.map((d) => d.type)).toEqual([
      'tv',
      'set-top-box',
      'blu-ray',
      'soundbar',
      'av-receiver',
      'streaming-player',
    ]);
    const tv = remote.devices[0];
    expect(tv).toMatchObject({ name: 'TV', button: 'TV' });
    expect(tv.brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Aurora', 'Samsung', 'LG', 'Philips']));
    for (const device of remote.devices) {
      for (const brand of device.brands) {
        expect(brand.codes.length).toBeGreaterThan(0);
        for (const code of brand.codes) expect(code).toMatch(/^\d{4}$/);
      }
    }
    expect(remote.instructionsHtml).toMatch(/^<h3>Set up with a code<\/h3><ol>/);
    expect(remote.instructionsHtml).toContain('<strong>SET</strong>');
    expect(remote.image).toMatch(/^\/api\/content\/support\/files\/[0-9a-f]{20}\/ARM-VLZ620\.svg$/);
  });

  it('finds the remote by slug or in any spelling, and gives the same codes in every language', async () => {
    const en = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/arm-vlz620'));
    const de = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/armvlz620', { locale: 'de_DE' }));
    expect(de.devices[1].name).toBe('Receiver / Set-Top-Box (Kabel, Satellit, IPTV)');
    expect(de.instructionsHtml).toContain('Einrichtung per Code');
    expect(de.devices.map((d) => d.brands)).toEqual(en.devices.map((d) => d.brands));
  });

  it('answers in French for CAFRENCH', async () => {
    const fr = ok<RemoteControlCodes>(
      await demo.get('/remote-control-codes/ARM-EZ4', { locale: 'en_GB', CAFRENCH: 'true' }),
    );
    expect(fr.instructionsHtml).toContain('Configuration par code');
  });

  it('says when a remote cannot be programmed, with or without information', async () => {
    const voice = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/ARMF-TX621E'));
    expect(voice).toMatchObject({ isProgrammable: false, hasInformation: true, devices: [] });
    expect(voice.instructionsHtml).toContain('HDMI-CEC');
    expect(voice.suppliedWith).toEqual(expect.arrayContaining(['AT-55X85K', 'AO-65A95K']));
    const basic = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/ARMT-TX300E'));
    expect(basic).toMatchObject({ isProgrammable: false, hasInformation: false, instructionsHtml: '', devices: [] });
  });

  it('uses three-digit codes for receiver code books', async () => {
    const receiver = ok<RemoteControlCodes>(await demo.get('/remote-control-codes/ARM-AAU201'));
    expect(receiver.devices.flatMap((d) => d.brands.flatMap((b) => b.codes)).every((c) => /^\d{3}$/.test(c))).toBe(
      true,
    );
    expect(receiver.instructionsHtml).toContain('<strong>RM SET</strong>');
  });

  it('answers 404 for an unknown remote and 400 for a bad locale', async () => {
    expect(errorOf(await demo.get('/remote-control-codes/ARM-NOPE1'))).toMatchObject({
      code: 'not_found',
      parameter: 'modelName',
    });
    expect(errorOf(await demo.get('/remote-control-codes/ARM-VLZ620', { locale: 'zz' })).parameter).toBe('locale');
    expect((await request(demo.app).get(`${API_BASE}/remote-control-codes/${'x'.repeat(121)}`)).status).toBe(400);
  });
});

describe('GET /remote-control-codes (models listing)', () => {
  it('lists every remote, most popular first, with links to their programming pages', async () => {
    const all = ok<RemoteModelsResponse>(await demo.get('/remote-control-codes'));
    expect(all.searchResponse.count).toBeGreaterThanOrEqual(8);
    expect(all.searchResponse.results[0]).toMatchObject({
      modelName: 'ARM-VLZ620',
      url: '/electronics/support/remote-control-programming/models/arm-vlz620',
    });
    const de = ok<RemoteModelsResponse>(await demo.get('/remote-control-codes', { locale: 'de_DE' }));
    expect(de.searchResponse.results[0].url).toBe(
      '/de/electronics/support/remote-control-programming/models/arm-vlz620',
    );
  });

  it('finds remotes by their model number, by the product they came with, or by words of their name', async () => {
    const search = async (query: string) =>
      ok<RemoteModelsResponse>(await demo.get('/remote-control-codes', { query })).searchResponse.results.map(
        (r) => r.modelName,
      );
    expect(await search('armvlz620')).toEqual(['ARM-VLZ620']);
    expect((await search('VLZ'))[0]).toBe('ARM-VLZ620');
    expect(await search('AT-55X85K')).toEqual(['ARMF-TX621E']);
    expect(await search('avr-an1000')).toEqual(['ARM-AAU201']);
    expect(await search('learning universal')).toEqual(['ARM-VL1000']);
    expect(await search('zzzz-9999')).toEqual([]);
  });

  it('pages through the list', async () => {
    const page = ok<RemoteModelsResponse>(await demo.get('/remote-control-codes', { start: 2, num: 3 })).searchResponse;
    expect(page).toMatchObject({ start: 2, end: 5 });
    expect(page.results).toHaveLength(3);
    expect(errorOf(await demo.get('/remote-control-codes', { num: 0 })).parameter).toBe('num');
    expect(errorOf(await demo.get('/remote-control-codes', { start: -1 })).parameter).toBe('start');
  });
});
