import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type ServerConfig } from '../config';
import { createApp } from '../createApp';
import { createContentService, ensureDatabase, type ContentServiceOptions } from '../content';
import { importCatalogue } from '../content/importer/importCatalogue';

/** A real app on a real, freshly generated SQLite catalogue in a temp folder (no mocked database). */
export async function startTestApp(overrides: Partial<ServerConfig> = {}, contentOptions: Partial<ContentServiceOptions> = {}, catalogue: { exportFile?: string } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-site-'));
  const dbPath = path.join(dir, 'content.sqlite');
  // Another catalogue than the demo's, imported as the content team would (docs/content-import.md).
  if (catalogue.exportFile) await importCatalogue({ file: catalogue.exportFile, dbPath });
  await ensureDatabase(dbPath);
  const config: ServerConfig = { ...loadConfig({ NODE_ENV: 'test' }), dbPath, publicDir: path.join(dir, 'public'), ...overrides };
  const content = createContentService({ dbPath, ...contentOptions });
  const { app, rateLimits } = createApp(config, { content, logger: pino({ level: 'silent' }) });
  return {
    app,
    content,
    dbPath,
    close() {
      content.close();
      rateLimits.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The preloaded state of a rendered page, parsed as the browser does. */
export function preloadedState(html: string): { page: { type: string; locale: string; params: Record<string, string> } } & Record<string, unknown> {
  const match = /<script id="__PRELOADED_STATE__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no preloaded state in the page');
  return JSON.parse(match[1]);
}
