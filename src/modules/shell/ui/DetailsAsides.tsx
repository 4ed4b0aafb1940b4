import { SiteLink } from './SiteLink';
import type { RelatedProduct } from '../../../shared/content/detailsTypes';
import { SmartLink } from './ResultList';
import { useAppSelector } from './hooks';
import { useT } from './useT';
import { InLanguage, useTextLang } from './InLanguage';

type SectionHeading = 'h2' | 'h3';
type ItemHeading = 'h3' | 'h4';

/** Where an article or software page applies: its categories and models (catalog data set). */
export function AppliesTo({ Heading }: { Heading: SectionHeading }) {
  const t = useT();
  const catalog = useAppSelector((s) => s.articleCatalog.data);
  if (!catalog || catalog.productCount === 0) return null;
  const more = catalog.productCount - catalog.models.length;
  return (
    <section className="details__section applies-to" aria-labelledby="applies-to-title">
      <Heading id="applies-to-title">{t('details.appliesTo')}</Heading>
      <p>{t('details.appliesToCount', { count: catalog.productCount })}</p>
      <ul className="chip-list chip-list--start" aria-label={t('details.categoriesLabel')}>
        {catalog.categories.map((c) => (
          <li key={c.name}>
            <SiteLink className="chip" to={c.url}>
              {c.displayName} <span className="chip__count">({c.productCount})</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <ul className="model-list" aria-label={t('details.modelsLabel')}>
        {catalog.models.map((m) => (
          <li key={m.name}>
            <SiteLink to={m.url}>{m.modelNumber}</SiteLink>
          </li>
        ))}
        {more > 0 && <li className="model-list__more">{t('details.moreModels', { count: more })}</li>}
      </ul>
    </section>
  );
}

/** Product cards for the products an article or download is about. */
export function RelatedProducts({ products, Heading, ItemHeadingTag }: { products: readonly RelatedProduct[]; Heading: SectionHeading; ItemHeadingTag: ItemHeading }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section className="details__section details__section--wide" aria-labelledby="related-products-title">
      <Heading id="related-products-title">{t('details.relatedProducts')}</Heading>
      <ul className="model-grid">
        {products.map((p) => (
          <li key={p.name}>
            <SiteLink className="model-card" to={p.url}>
              <img className="model-card__image" src={p.image} alt="" width={140} height={140} loading="lazy" />
              <ItemHeadingTag className="model-card__model">{p.modelNumber}</ItemHeadingTag>
              <span className="model-card__name">{p.displayName}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other articles and software pages on the same topics (relatedArticles data set). */
export function RelatedArticles({ Heading }: { Heading: SectionHeading }) {
  const t = useT();
  const textLang = useTextLang();
  const related = useAppSelector((s) => s.relatedArticles.data);
  if (related.length === 0) return null;
  return (
    <section className="details__section related-articles" aria-labelledby="related-articles-title">
      <Heading id="related-articles-title">{t('details.relatedArticles')}</Heading>
      <ul className="faq-list">
        {related.map((r) => (
          <li key={r.id}>
            <span className="related-articles__type">{t(`details.type_${r.contentType}`)}</span>
            <SmartLink href={r.url} className="faq-list__link" lang={textLang(r.language)}>
              {r.title}
            </SmartLink>
            <InLanguage language={r.language} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What closes an article or software page: its products, where it applies, related articles. */
export function DetailsAsides({ products, Heading, ItemHeadingTag }: { products: readonly RelatedProduct[]; Heading: SectionHeading; ItemHeadingTag: ItemHeading }) {
  return (
    <>
      <RelatedProducts products={products} Heading={Heading} ItemHeadingTag={ItemHeadingTag} />
      <AppliesTo Heading={Heading} />
      <RelatedArticles Heading={Heading} />
    </>
  );
}
