import type { Dataset } from './Dataset';
import { buildCategories, buildProducts, productContent } from './build/catalogue';
import { IdAllocator, type BuildContext } from './build/context';
import { buildDownloads } from './build/downloads';
import { buildFaqs } from './build/faqs';
import { buildManuals } from './build/manuals';
import { buildPopularQueries } from './build/popularQueries';
import { FileCollector } from './files';

/**
 * Bump when the generator's output changes: a stored database with another version is rebuilt
 * on the next start.
 */
export const DEMO_DATASET_VERSION = 'aurora-demo-2';

/** The deterministic demo catalogue: same input, same bytes, every time. */
export function generateDemoDataset(): Dataset {
  const ctx: BuildContext = { files: new FileCollector(), ids: new IdAllocator() };
  const categories = buildCategories(ctx);
  const products = buildProducts(ctx);
  const content = [
    ...productContent(products),
    ...buildFaqs(ctx, products),
    ...buildManuals(ctx, products),
    ...buildDownloads(ctx, products),
  ];
  return {
    version: DEMO_DATASET_VERSION,
    categories,
    products: products.map((p) => p.record),
    content,
    files: ctx.files.all(),
    popularQueries: buildPopularQueries(),
  };
}
