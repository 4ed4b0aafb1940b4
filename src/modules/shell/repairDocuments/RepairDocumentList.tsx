import { useLocation, useNavigate } from 'react-router-dom';
import type { RepairDocumentResult } from '../../../shared/content/ascTypes';
import { productUrl } from '../../../shared/links';
import type { PagedState } from '../../../store/pagedResultSet';
import { InLanguage, useTextLang } from '../ui/InLanguage';
import { LoadMore } from '../ui/LoadMore';
import { SmartLink } from '../ui/ResultList';
import { dateFormatter } from '../ui/format';
import { usePage, useAppSelector } from '../ui/hooks';
import { hrefWithQuery } from '../ui/queryLinks';
import { useT } from '../ui/useT';
import { isResultsPage, productNameOf, queryTextOf } from '../../../store/pageSelectors';

/** Documents listed on the product overview before "view all" (the repair tab lists them all). */
const OVERVIEW_ITEMS = 5;

export interface ListProps {
  id: string;
  titleKey: string;
  set: PagedState<RepairDocumentResult>;
  numParam: string;
  step: number;
  /** The combined list shows each document's type. */
  showType: boolean;
  languageFilter?: boolean;
}

function LanguageFilter() {
  const t = useT();
  const page = usePage();
  const location = useLocation();
  const navigate = useNavigate();
  const languages = useAppSelector((s) => s.serviceManualLanguages.data);
  if (languages.length < 2) return null;
  const current = typeof page.query.languageSelectionFilter === 'string' ? page.query.languageSelectionFilter : '';
  return (
    <label className="select">
      <span>{t('asc.repairDocs.language')}</span>
      <select
        value={current}
        onChange={(e) =>
          navigate(hrefWithQuery(location, page.query, { languageSelectionFilter: e.target.value || undefined, 'servicemanual-num': undefined }), {
            preventScrollReset: true,
            state: { trigger: 'filter' },
          })
        }
      >
        <option value="">{t('asc.repairDocs.allLanguages')}</option>
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name} ({l.count})
          </option>
        ))}
      </select>
    </label>
  );
}

function DocumentItem({ doc, showType }: { doc: RepairDocumentResult; showType: boolean }) {
  const t = useT();
  const page = usePage();
  // Repair documents are often written in English only: marked as such on a German or French page.
  const lang = useTextLang()(doc.language);
  const fmt = dateFormatter(page.locale);
  const models = doc.models ?? [];
  const meta = [
    doc.documentNumber ? t('asc.repairDocs.documentNumber', { number: doc.documentNumber }) : '',
    doc.date ? fmt.format(new Date(doc.date)) : '',
    models.length > 0 ? t('asc.repairDocs.models', { models: models.length > 4 ? `${models.slice(0, 4).join(', ')} …` : models.join(', ') }) : '',
  ].filter(Boolean);
  return (
    <li className="repair-doc">
      <div className="repair-doc__body">
        {showType && <span className={`repair-doc__type repair-doc__type--${doc.contentType}`}>{t(`asc.repairDocs.type.${doc.contentType}`)}</span>}
        <h3 className="repair-doc__title">
          <SmartLink href={doc.url} lang={lang}>
            {doc.title}
          </SmartLink>
          <InLanguage language={doc.language} />
        </h3>
        {doc.snippet && (
          <p className="repair-doc__summary" lang={lang}>
            {doc.snippet}
          </p>
        )}
        <p className="repair-doc__meta">{meta.join(' · ')}</p>
      </div>
      {doc.associatedFiles.length > 0 && (
        <ul className="repair-doc__files">
          {doc.associatedFiles.map((file) => (
            <li key={file.url}>
              <a className="button button--secondary button--small" href={file.url} download={file.fileName}>
                <span aria-hidden="true">PDF</span> {file.title}
                <span className="visually-hidden"> – {t('asc.repairDocs.download', { title: doc.title })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** One repair document list (service manuals, technical news, ...): heading, documents, load more. */
export function RepairDocumentList({ id, titleKey, set, numParam, step, showType, languageFilter }: ListProps) {
  const t = useT();
  const page = usePage();
  const query = isResultsPage(page) ? queryTextOf(page) : '';
  const overview = page.type === 'product';
  // A failed or refused list is left out (docs/behaviour.md §4: non-critical modules are omitted).
  if (set.hasError) return null;
  if (overview && set.count === 0) return null;
  const shown = overview ? set.results.slice(0, OVERVIEW_ITEMS) : set.results;
  const headingId = `${id}-title`;
  return (
    <section className={`module repair-docs repair-docs--${id}`} aria-labelledby={headingId} id={id}>
      <div className="module__head">
        <h2 id={headingId}>
          {t(titleKey)} {set.count > 0 && <span className="module__count">({set.count})</span>}
        </h2>
        {languageFilter && !overview && <LanguageFilter />}
      </div>
      {shown.length === 0 ? (
        <p className="empty">{query ? t('asc.repairDocs.noMatch', { query }) : t('asc.repairDocs.none')}</p>
      ) : (
        <ul className="repair-doc-list">
          {shown.map((doc) => (
            <DocumentItem key={doc.id} doc={doc} showType={showType} />
          ))}
        </ul>
      )}
      {overview
        ? set.count > shown.length && (
            <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productNameOf(page) ?? '', 'repair-documents')} className="link-more">
              {t('asc.repairDocs.viewAll')} ({set.count})
            </SmartLink>
          )
        : set.count > 0 && <LoadMore shown={set.results.length} count={set.count} param={numParam} step={step} query={page.query} />}
    </section>
  );
}
