import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServiceCentre } from '../../shared/content/repairTypes';
import { contactUrl, serviceCentresUrl, supportPath } from '../../shared/links';
import { oneLine } from '../../shared/oneLine';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { ToolBreadcrumbs } from '../shell/ui/ToolBreadcrumbs';
import { useT } from '../shell/ui/useT';
import { serviceCentreQueryOf, serviceCentreQueryTooShort } from './constants';

function CentreCard({ centre }: { centre: ServiceCentre }) {
  const t = useT();
  return (
    <li className="service-centre">
      <h3 className="service-centre__name">{centre.name}</h3>
      <dl className="service-centre__facts">
        <dt>{t('serviceCentres.address')}</dt>
        <dd>
          <address>
            {centre.street}
            <br />
            {centre.postcode} {centre.town}
            <br />
            {t(`serviceCentres.country.${centre.country}`)}
          </address>
        </dd>
        <dt>{t('serviceCentres.phone')}</dt>
        <dd>
          <a href={`tel:${centre.phone.replace(/[^+\d]/g, '')}`}>{centre.phone}</a>
        </dd>
        <dt>{t('serviceCentres.hours')}</dt>
        <dd>
          <ul className="service-centre__hours">
            {centre.openingHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </li>
  );
}

/**
 * The service-centre finder: a GET form (works without JavaScript; the search is in the address,
 * so it can be shared), results by match quality with address, phone and opening hours.
 */
export function ServiceCentreFinder() {
  const t = useT();
  const page = usePage();
  const navigate = useNavigate();
  const query = serviceCentreQueryOf(page);
  const { data, hasError, isFetching } = useAppSelector((s) => s.serviceCentres);
  const [text, setText] = useState(query);
  // An address with a one-character query (a form sent without JavaScript) says why nothing was searched.
  const [tooShort, setTooShort] = useState(() => serviceCentreQueryTooShort(page));
  // Back or a link to another address: the message follows that address's query.
  useEffect(() => setTooShort(serviceCentreQueryTooShort(page)), [page.query]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = oneLine(text);
    if (value.length < 2) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    void navigate(serviceCentresUrl(page.locale, value));
  };

  const results = data?.results ?? [];
  return (
    <article className="tool service-centres" aria-labelledby="service-centres-title">
      <ToolBreadcrumbs items={[{ label: t('contact.title'), href: contactUrl(page.locale) }, { label: t('serviceCentres.title') }]} />
      <header className="tool__header">
        <h1 id="service-centres-title">{t('serviceCentres.title')}</h1>
        <p className="tool__intro">{t('serviceCentres.intro')}</p>
      </header>
      <form role="search" className="service-centres__form" method="get" action={supportPath(page.locale, 'service-centres')} onSubmit={onSubmit}>
        <div className={`form-field${tooShort ? ' form-field--error' : ''}`}>
          <label htmlFor="service-centre-query" className="form-field__label">
            {t('serviceCentres.label')}
          </label>
          <p id="service-centre-query-hint" className="form-field__hint">
            {t('serviceCentres.hint')}
          </p>
          {tooShort && (
            <p id="service-centre-query-error" className="form-field__error" role="alert">
              {t('serviceCentres.tooShort')}
            </p>
          )}
          <div className="service-centres__row">
            <input
              id="service-centre-query"
              name="query"
              type="search"
              className="form-field__input"
              autoComplete="postal-code"
              maxLength={60}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? 'service-centre-query-hint service-centre-query-error' : 'service-centre-query-hint'}
            />
            <button type="submit" className="button">
              {t('serviceCentres.submit')}
            </button>
          </div>
        </div>
      </form>
      {hasError && (
        <p className="form-alert" role="alert">
          {t('serviceCentres.failed')}
        </p>
      )}
      {data && !isFetching && (
        <section className="service-centres__results" aria-labelledby="service-centres-count">
          <h2 id="service-centres-count" aria-live="polite">
            {results.length > 0 ? t('serviceCentres.resultsCount', { count: results.length, query: data.query }) : t('serviceCentres.noResults', { query: data.query })}
          </h2>
          {results.length > 0 && (
            <ul className="service-centres__list">
              {results.map((centre) => (
                <CentreCard key={centre.id} centre={centre} />
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
