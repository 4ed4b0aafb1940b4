import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../config';
import { seedFile } from '../content';
import { createApp } from '../createApp';
import { startTestApp } from './testApp';

/* Feature toggles, lite-visible modules and the site-search provider come from the environment. */

describe('loadConfig', () => {
  it('reads FEATURE_TOGGLES, LITE_VISIBLE_MODULES and SITE_SEARCH_PROVIDER', () => {
    const config = loadConfig({
      FEATURE_TOGGLES: 'banners=off, newsAndAlerts=ON,supportVideos=false',
      LITE_VISIBLE_MODULES: 'banners, newsAndAlerts,banners',
      SITE_SEARCH_PROVIDER: 'External',
    });
    expect(config.site.featureToggles).toEqual({ banners: false, newsAndAlerts: true, supportVideos: false });
    expect(config.site.liteVisibleModules).toEqual(['banners', 'newsAndAlerts']);
    expect(config.site.siteSearchProvider).toBe('external');
  });

  it('defaults: every module on, none extra in lite mode, the internal search', () => {
    const config = loadConfig({});
    expect(config.site.featureToggles).toEqual({});
    expect(config.site.liteVisibleModules).toEqual([]);
    expect(config.site.siteSearchProvider).toBe('internal');
  });

  it('finds the client build, the demo export and the database beside the installed site, from any working directory', () => {
    const installed = path.resolve(__dirname, '..', '..', '..');
    const started = process.cwd();
    process.chdir(os.tmpdir());
    try {
      const config = loadConfig({});
      expect(config.publicDir).toBe(path.join(installed, 'dist', 'public'));
      expect(config.dbPath).toBe(path.join(installed, 'var', 'content.sqlite'));
      expect(seedFile({})).toBe(path.join(installed, 'dist', 'demo', 'catalogue.ndjson'));
      // A path the operator gives is theirs: relative to where they started the process.
      expect(seedFile({ CONTENT_SEED_FILE: 'export.ndjson' })).toBe(path.join(fs.realpathSync(os.tmpdir()), 'export.ndjson'));
    } finally {
      process.chdir(started);
    }
  });

  it.each([
    [{ FEATURE_TOGGLES: 'banners' }, /FEATURE_TOGGLES: 'banners' must be moduleId=on or moduleId=off/],
    [{ FEATURE_TOGGLES: 'banners=maybe' }, /FEATURE_TOGGLES/],
    [{ FEATURE_TOGGLES: '<script>=off' }, /FEATURE_TOGGLES/],
    [{ LITE_VISIBLE_MODULES: 'banners,bad id' }, /LITE_VISIBLE_MODULES: 'bad id' is not a module id/],
    [{ SITE_SEARCH_PROVIDER: 'google' }, /SITE_SEARCH_PROVIDER must be one of internal, external/],
    [{ PUBLIC_ORIGIN: 'support.example' }, /PUBLIC_ORIGIN must be an absolute http\(s\) origin/],
    [{ PUBLIC_ORIGIN: 'ftp://support.example' }, /PUBLIC_ORIGIN must be an absolute http\(s\) origin/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the settings on rendered pages', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const appWith = (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    return createApp({ ...config, publicDir: '/nonexistent' }, { content: t.content, logger: pino({ level: 'silent' }) }).app;
  };
  const PRODUCT = '/electronics/support/televisions/at-65x90k';

  it('a module switched off by FEATURE_TOGGLES is left out of the page, others stay', async () => {
    const on = await request(t.app).get(PRODUCT).expect(200);
    expect(on.text).toContain('id="manuals"');
    const off = await request(appWith({ FEATURE_TOGGLES: 'manuals=off' })).get(PRODUCT).expect(200);
    expect(off.text).not.toContain('id="manuals"');
    expect(off.text).toContain('id="downloads"');
  });

  it('LITE_VISIBLE_MODULES keeps a module in lite mode that its setting would hide', async () => {
    const hidden = await request(t.app).get(PRODUCT).set('Cookie', 'lite=crm').expect(200);
    expect(hidden.text).not.toContain('id="newsAndAlerts"');
    const kept = await request(appWith({ LITE_VISIBLE_MODULES: 'newsAndAlerts' })).get(PRODUCT).set('Cookie', 'lite=crm').expect(200);
    expect(kept.text).toContain('id="newsAndAlerts"');
  });

  it('SITE_SEARCH_PROVIDER=external leaves the organic results to the provider', async () => {
    const internal = await request(t.app).get('/electronics/support/results?query=wifi').expect(200);
    expect(internal.text).toContain('class="module organic-results"');
    const external = await request(appWith({ SITE_SEARCH_PROVIDER: 'external' })).get('/electronics/support/results?query=wifi');
    expect(external.text).not.toContain('class="module organic-results"');
  });
});
