import type { Dataset } from '../../src/server/content/Dataset';
import { buildCategories, buildProducts, productContent } from './build/catalogue';
import { IdAllocator, type BuildContext } from './build/context';
import { buildDownloads } from './build/downloads';
import { buildFaqs } from './build/faqs';
import { buildHubContent } from './build/hub';
import { buildManuals } from './build/manuals';
import { buildModelDetails } from './build/modelDetails';
import { buildNewsForAsc } from './build/newsForAsc';
import { buildPortalContent } from './build/portalContent';
import { buildPopularQueries } from './build/popularQueries';
import { buildRepairDocuments } from './build/repairDocuments';
import { buildRemoteControls } from './build/remoteControls';
import { buildSerialNumberLists } from './build/serialNumberLists';
import { buildServiceCentres } from './build/serviceCentres';
import { buildSoftwareArticles } from './build/softwareArticles';
import { readDocumentPagesSync } from '../../src/server/content/pdfText/documentPages';
import { FileCollector } from './files';

/**
 * Bump when the generator's output changes: a stored database with another version is rebuilt
 * on the next start.
 */
export const DEMO_DATASET_VERSION = 'aurora-demo-9';

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
    ...buildSerialNumberLists(products),
    ...buildRemoteControls(ctx, products),
    // Service-centre portal content: restricted rows, served only to a verified session.
    ...buildNewsForAsc(ctx, products),
    ...buildModelDetails(products),
    ...buildPortalContent(),
    ...buildServiceCentres(),
  ];
  // Software pages bundle the per-platform downloads generated above, so they come after them.
  content.push(...buildSoftwareArticles(ctx, products, content), ...buildRepairDocuments(ctx, products));
  // Product-hub and category content links to the FAQs and downloads above.
  content.push(...buildHubContent(ctx, products, categories, content));
  // The manuals are searched by the text of their pages, read from the PDFs as an import reads them.
  return readDocumentPagesSync({
    version: DEMO_DATASET_VERSION,
    categories,
    products: products.map((p) => p.record),
    content,
    files: ctx.files.all(),
    popularQueries: buildPopularQueries(),
  });
}
