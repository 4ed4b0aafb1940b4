import { useLocation } from 'react-router-dom';
import { SiteLink } from '../shell/ui/SiteLink';
import type { CompatibilityDetailsResponse } from '../../shared/content/hubTypes';
import { ResponsiveImage } from '../shell/ui/ResponsiveImage';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { hrefWithQuery, queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import { CATEGORY_PARAM, MODEL_PARAM } from './constants';

function Details({ details }: { details: CompatibilityDetailsResponse }) {
  const t = useT();
  const product = details.product.modelNumber;
  const other = details.compatibleModel.modelNumber;
  return (
    <section className="compat-details" aria-labelledby="compat-details-title" aria-live="polite">
      <h3 id="compat-details-title">{t('hub.compatibility.details', { model: product, other })}</h3>
      <p className="compat-details__summary">{details.summary}</p>
      <dl className="spec-list spec-list--compact">
        <div className="spec-list__row">
          <dt>{t('hub.compatibility.connection')}</dt>
          <dd>{details.connection}</dd>
        </div>
      </dl>
      <h4>{t('hub.compatibility.features')}</h4>
      <ul className="feature-list">
        {details.features.map((f) => (
          <li
            key={f.name}
            className={
              f.supported ? 'feature-list__item feature-list__item--yes' : 'feature-list__item feature-list__item--no'
            }
          >
            <span className="feature-list__mark" aria-hidden="true">
              {f.supported ? '✓' : '✕'}
            </span>
            <span>
              {f.name}
              <span className="visually-hidden">
                : {f.supported ? t('hub.compatibility.supported') : t('hub.compatibility.notSupported')}
              </span>
              {f.note && <span className="feature-list__note">{f.note}</span>}
            </span>
          </li>
        ))}
      </ul>
      {details.requirements.length > 0 && (
        <>
          <h4>{t('hub.compatibility.requirements')}</h4>
          <ul className="requirement-list">
            {details.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      <SiteLink className="link-more" to={details.compatibleModel.url}>
        {t('hub.compatibility.viewProduct', { model: other })}
      </SiteLink>
    </section>
  );
}

/**
 * Works with: category chips, then the category's models, then how the chosen model works with
 * this product. Every step is a link (crawlable, shareable); only this module reloads on the client.
 */
export function Compatibility() {
  const t = useT();
  const page = usePage();
  const location = useLocation();
  const categories = useAppSelector((s) => s.compatibleCategories);
  const models = useAppSelector((s) => s.compatibleModels);
  const details = useAppSelector((s) => s.compatibilityDetails);
  const meta = useAppSelector((s) => s.metadata.data);
  if (categories.data.length === 0) return null;
  const selectedCategory = queryValue(page.query, CATEGORY_PARAM);
  const selectedModel = queryValue(page.query, MODEL_PARAM);
  const model = meta?.data.modelNumber ?? '';
  const link = (changes: Record<string, string | undefined>) => hrefWithQuery(location, page.query, changes);
  // A category the product has none in (an edited or old link) is not an outage: say so, and offer the categories.
  const unknownCategory = Boolean(selectedCategory) && !categories.data.some((c) => c.name === selectedCategory);
  // Likewise a model the service has no details of with this product (the details call takes model numbers and
  // names in any case, from any category: only its empty answer says the name is unknown).
  const unknownModel = !unknownCategory && Boolean(selectedModel) && !details.data && !details.isFetching && !details.hasError;
  const failed = !unknownCategory && !unknownModel && ((selectedCategory && models.hasError) || (selectedModel && details.hasError));
  return (
    <section className="module compatibility" id="compatibility" aria-labelledby="compatibility-title">
      <h2 id="compatibility-title">{t('hub.compatibility.title')}</h2>
      <p className="module__intro">{t('hub.compatibility.intro', { model })}</p>
      <nav aria-label={t('hub.compatibility.categories')}>
        <ul className="chip-list compat-categories">
          {categories.data.map((c) => (
            <li key={c.name}>
              <SiteLink
                className="chip"
                to={link({ [CATEGORY_PARAM]: c.name, [MODEL_PARAM]: undefined })}
                aria-current={c.name === selectedCategory ? 'true' : undefined}
                preventScrollReset
                state={{ trigger: 'filter' }}
              >
                {c.displayName} <span className="chip__count">{t('hub.compatibility.models', { count: c.count })}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {failed && <p className="empty">{t('hub.compatibility.unavailable')}</p>}
      {unknownCategory && <p className="empty">{t('hub.compatibility.unknownCategory')}</p>}
      {unknownModel && <p className="empty">{t('hub.compatibility.unknownModel')}</p>}
      {models.data.length > 0 && (
        <>
          <h3 className="compat-models__title">{t('hub.compatibility.models')}</h3>
          {!selectedModel && <p className="hint">{t('hub.compatibility.chooseModel')}</p>}
          <ul className="compat-models">
            {models.data.map((m) => (
              <li key={m.name}>
                <SiteLink
                  className="compat-model"
                  to={link({ [MODEL_PARAM]: m.name })}
                  aria-current={m.name === selectedModel ? 'true' : undefined}
                  preventScrollReset
                  state={{ trigger: 'filter' }}
                >
                  <ResponsiveImage src={m.image} policy="compatibility" className="compat-model__image" />
                  <span className="compat-model__model">{m.modelNumber}</span>
                  <span className="compat-model__name">{m.displayName}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {details.data && <Details details={details.data} />}
    </section>
  );
}
