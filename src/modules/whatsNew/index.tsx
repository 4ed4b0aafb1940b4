import { SETTINGS } from '../../shared/constants';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { MODULE_RULES, visibleWhen } from '../shell/visibility';
import { NUM_PARAM } from './constants';

const PAGES = new Set(['homeRepair', 'categoryRepair']);

function WhatsNew() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.whatsNew);
  const fmt = dateFormatter(page.locale);
  if (set.hasError) return null;
  return (
    <section className="module whats-new" aria-labelledby="whats-new-title" id="whats-new">
      <div className="module__head">
        <h2 id="whats-new-title">{t('asc.whatsNew.title')}</h2>
      </div>
      <p className="module__intro">{t('asc.whatsNew.intro')}</p>
      {set.results.length === 0 ? (
        <p className="empty">{t('asc.whatsNew.none')}</p>
      ) : (
        <ol className="repair-doc-list whats-new__list">
          {set.results.map((doc) => (
            <li key={doc.id} className="repair-doc">
              <div className="repair-doc__body">
                <span className={`repair-doc__type repair-doc__type--${doc.contentType}`}>{t(`asc.repairDocs.type.${doc.contentType}`)}</span>
                <h3 className="repair-doc__title">
                  <SmartLink href={doc.url}>{doc.title}</SmartLink>
                </h3>
                <p className="repair-doc__meta">
                  {[
                    doc.date ? fmt.format(new Date(doc.date)) : '',
                    doc.documentNumber ? t('asc.repairDocs.documentNumber', { number: doc.documentNumber }) : '',
                    doc.models?.length ? t('asc.repairDocs.models', { models: doc.models.length > 4 ? `${doc.models.slice(0, 4).join(', ')} …` : doc.models.join(', ') }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <LoadMore shown={set.results.length} count={set.count} param={NUM_PARAM} step={SETTINGS.whatsNewMax} query={page.query} />
    </section>
  );
}

/** What's-new of the service-centre portal (docs/behaviour.md §7): the newest repair documents of every type. */
export const whatsNewModule: ModuleDefinition = {
  id: 'whatsNew',
  queryParams: [NUM_PARAM],
  isVisible: visibleWhen(MODULE_RULES.whatsNew, (page) => PAGES.has(page.type)),
  Component: WhatsNew,
  navLabel: 'asc.whatsNew.title',
  navAnchor: 'whats-new',
  hasContent: (state) => state.whatsNew.count > 0,
};
