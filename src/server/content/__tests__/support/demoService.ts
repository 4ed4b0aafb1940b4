import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, type ApiResponse, type Query } from '../../../../shared/api/transport';
import { createContentService, type ContentService } from '../../index';

export interface DemoService {
  service: ContentService;
  /** An Express app with the content router mounted at API_BASE, for supertest. */
  app: express.Express;
  /** Handler failures reported by the service (tests assert there are none). */
  failures: unknown[];
  /** The catalogue file (its write database is writesPathFor(dbPath)). */
  dbPath: string;
  get(path: string, query?: Query): Promise<ApiResponse>;
  close(): Promise<void>;
}

/** Generates the demo catalogue into a fresh temporary SQLite file (once per test file). */
export function openDemoService(): DemoService {
  const dir = mkdtempSync(join(tmpdir(), 'content-test-'));
  const failures: unknown[] = [];
  const dbPath = join(dir, 'content.sqlite');
  const service = createContentService({
    dbPath,
    log: () => undefined,
    logger: { error: (details) => failures.push(details) },
  });
  const app = express();
  app.use(API_BASE, service.router);
  return {
    service,
    app,
    failures,
    dbPath,
    get: (path, query) => service.transport({ method: 'GET', path, query }),
    close: async () => {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
