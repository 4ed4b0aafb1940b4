import os from 'node:os';
import path from 'node:path';
import { DEMO_DATASET_VERSION } from '../src/server/content/dataset/generateDataset';
import { ensureDatabase } from '../src/server/content/store/sqlite/ensureDatabase';

/**
 * Generates the demo catalogue once per test run (reused across runs while its version holds);
 * every suite's ensureDatabase copies it instead of generating its own.
 */
export default function globalSetup(): void {
  const template = path.join(os.tmpdir(), `support-site-template-${DEMO_DATASET_VERSION}.sqlite`);
  ensureDatabase(template, { log: () => undefined });
  process.env.CONTENT_DB_TEMPLATE = template;
}
