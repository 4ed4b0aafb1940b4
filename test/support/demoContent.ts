import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContentService, type ContentService } from '../../src/server/content';
import type { ApiRequest, ApiResponse, Transport } from '../../src/shared/api/transport';

/** The real content service on a freshly generated demo catalogue in a temporary folder (no mocks). */
export interface DemoContent {
  service: ContentService;
  transport: Transport;
  get<T>(path: string, query?: ApiRequest['query']): Promise<T>;
  close(): Promise<void>;
}

export function openDemoContent(): DemoContent {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-test-'));
  const service = createContentService({ dbPath: path.join(dir, 'content.sqlite'), log: () => undefined, demoAccounts: false });
  return {
    service,
    transport: service.transport,
    async get<T>(p: string, query?: ApiRequest['query']) {
      const response: ApiResponse = await service.transport({ method: 'GET', path: p, query });
      if (response.status !== 200) throw new Error(`GET ${p} answered ${response.status}`);
      return response.body as T;
    },
    async close() {
      await service.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A real product of the demo catalogue: its category, slug and model number. */
export async function someProduct(content: DemoContent): Promise<{ categoryName: string; name: string; modelNumber: string }> {
  const top = await content.get<{ categories: { name: string }[] }>('/en_GB/categories');
  for (const c of top.categories) {
    const models = await content.get<{ results: { name: string; modelNumber: string; categoryName: string }[] }>(
      `/en_GB/categories/${c.name}/models`,
      { num: 5 },
    );
    const first = models.results[0];
    if (first) return { categoryName: first.categoryName, name: first.name, modelNumber: first.modelNumber };
  }
  throw new Error('the demo catalogue has no products');
}

/** Polls until `check` passes (it throws or returns false until then). */
export async function eventually(check: () => unknown, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (check() !== false) return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
