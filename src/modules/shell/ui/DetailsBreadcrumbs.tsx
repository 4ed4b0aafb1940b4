import { categoryUrl, productUrl } from '../../../shared/links';
import { useAppSelector, usePage } from './hooks';
import { ToolBreadcrumbs, type Crumb } from './ToolBreadcrumbs';

/**
 * The trail of a details page: Support > categories > product (when known) > this page. The
 * metadata comes from the product header on in-product pages, from the details loader otherwise.
 * `lang`: the page's own title is in another language (a text not yet translated), marked as its heading is.
 */
export function DetailsBreadcrumbs({ current, lang }: { current: string; lang?: string }) {
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const trail = meta?.parentCategories ?? [];
  const product = meta?.data.kind === 'product' ? meta.data : undefined;
  const productCategory = trail.at(-1)?.name ?? product?.categoryName;
  const items: Crumb[] = [
    ...trail.map((c) => ({ label: c.displayName, href: categoryUrl(page.locale, c.name) })),
    ...(product && productCategory
      ? [{ label: product.modelNumber ?? product.displayName, href: productUrl(page.locale, productCategory, product.name) }]
      : []),
    { label: current, ...(lang ? { lang } : {}) },
  ];
  return <ToolBreadcrumbs items={items} />;
}
