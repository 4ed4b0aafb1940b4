import { Link } from 'react-router-dom';
import { categoryUrl, productUrl, supportPath } from '../../../shared/links';
import { usePage, useAppSelector } from './hooks';
import { useT } from './useT';

/**
 * The trail of a details page: Support > categories > product (when known) > this page. The
 * metadata comes from the product header on in-product pages, from the details loader otherwise.
 */
export function DetailsBreadcrumbs({ current }: { current: string }) {
  const t = useT();
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const trail = meta?.parentCategories ?? [];
  const product = meta?.data.kind === 'product' ? meta.data : undefined;
  const productCategory = trail.at(-1)?.name ?? product?.categoryName;
  return (
    <nav aria-label={t('site.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={supportPath(page.locale)}>{t('site.support')}</Link>
        </li>
        {trail.map((c) => (
          <li key={c.name}>
            <Link to={categoryUrl(page.locale, c.name)}>{c.displayName}</Link>
          </li>
        ))}
        {product && productCategory && (
          <li>
            <Link to={productUrl(page.locale, productCategory, product.name)}>{product.modelNumber ?? product.displayName}</Link>
          </li>
        )}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
