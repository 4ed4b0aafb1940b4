import { productUrl } from '../../shared/links';
import { productNameOf } from '../../store/pageSelectors';
import { SmartLink } from '../shell/ui/ResultList';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

const SUMMARY_LINES = 6;

/** The product page's side panel: the first lines of the sheet's main groups and a link to the rest. */
export function SpecSummary() {
  const t = useT();
  const page = usePage();
  const data = useAppSelector((s) => s.specifications.data);
  if (!data || data.techSpecs.length === 0) return null;
  // Two lines from each of the leading groups read as a profile of the product, not a random cut.
  const lines = data.techSpecs.flatMap((g) => g.specs.slice(0, 2)).slice(0, SUMMARY_LINES);
  return (
    <section className="module spec-summary" id="specificationsSummary" aria-labelledby="spec-summary-title">
      <h2 id="spec-summary-title">{t('hub.specifications.summaryTitle')}</h2>
      <dl className="spec-list spec-list--compact">
        {lines.map((spec) => (
          <div key={spec.name} className="spec-list__row">
            <dt>{spec.name}</dt>
            <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
      <SmartLink
        href={productUrl(
          page.locale,
          page.params.categoryName ?? '',
          productNameOf(page) ?? data.productName,
          'specifications',
        )}
        className="link-more"
      >
        {t('hub.specifications.allSpecs')}
      </SmartLink>
    </section>
  );
}
