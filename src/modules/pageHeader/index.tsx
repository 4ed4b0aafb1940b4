import { isCategoryKind, isInProductPage, isProductKind } from '../../store/pageSelectors';
import { Breadcrumbs } from '../shell/ui/Breadcrumbs';
import { ContactStrip } from '../shell/ui/ContactStrip';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { ProductTabs } from './ProductTabs';

function PageHeader() {
  const t = useT();
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const details = useAppSelector((s) => (meta ? s.productDetails.data[meta.data.name] : undefined));
  if (!meta) return null;
  const { data, parentCategories } = meta;
  if (data.kind === 'category') {
    return (
      <header className="page-header page-header--category">
        <Breadcrumbs locale={page.locale} trail={parentCategories.slice(0, -1)} current={data.displayName} />
        <h1>{data.displayName}</h1>
        {data.description && <p className="page-header__intro">{data.description}</p>}
      </header>
    );
  }
  const categoryName = parentCategories.at(-1)?.name ?? data.categoryName ?? '';
  // The product call's details stand in for an image the metadata lacks.
  const image = data.image || details?.image;
  return (
    <>
      <header className="page-header page-header--product">
        {/* A details page inside the product shows the full trail (product > page) with its content. */}
        {!isInProductPage(page) && (
          <Breadcrumbs locale={page.locale} trail={parentCategories} current={data.modelNumber ?? data.displayName} />
        )}
        <div className="product-hero">
          {image && (
            <img className="product-hero__image" src={image} alt="" width={180} height={180} fetchPriority="high" />
          )}
          <div>
            <p className="product-hero__eyebrow">
              {t('product.model')} {data.modelNumber}
            </p>
            <h1>{data.displayName}</h1>
            {data.description && <p className="page-header__intro">{data.description}</p>}
          </div>
        </div>
        {/* docs/behaviour.md §2: on the product's first screen, not only at the bottom of the page. */}
        {!isInProductPage(page) && <ContactStrip variant="product" modelNumber={data.modelNumber ?? undefined} />}
      </header>
      <ProductTabs page={page} categoryName={categoryName} productName={data.name} />
    </>
  );
}

/** The category or product header (also above the in-product details pages): breadcrumbs, title, product tabs. */
export const pageHeaderModule: ModuleDefinition = {
  id: 'pageHeader',
  critical: true,
  queryParams: ['modelName'],
  isVisible: visibleWhen(
    { id: 'pageHeader' },
    (page) => isCategoryKind(page) || isProductKind(page) || isInProductPage(page),
  ),
  Component: PageHeader,
  // Spans both columns of the product and category hubs.
  region: 'top',
};
