import type { DatasetCategory, DatasetContent } from '../../../src/server/content/Dataset';
import { buildBanners } from './banners';
import { buildCompatibility } from './compatibility';
import type { BuildContext, BuiltProduct } from './context';
import { buildFaqBundles } from './faqBundles';
import { buildNewsAndAlerts } from './news';
import { buildSeo } from './seo';
import { buildSpecifications } from './specifications';
import { buildVideos } from './videos';

/**
 * Content of the product hub and category pages: specifications, tutorials and support videos,
 * news and alerts, compatibility, banners and the special message, FAQ bundles and SEO data. Runs
 * after the FAQ, manual and download builders, whose families it links to.
 */
export function buildHubContent(
  ctx: BuildContext,
  products: BuiltProduct[],
  categories: DatasetCategory[],
  content: readonly DatasetContent[],
): DatasetContent[] {
  return [
    ...buildSpecifications(products),
    ...buildVideos(ctx, products),
    ...buildNewsAndAlerts(ctx, products, content),
    ...buildCompatibility(products),
    ...buildBanners(ctx, products, content),
    ...buildFaqBundles(products, content),
    ...buildSeo(products, categories),
  ];
}
