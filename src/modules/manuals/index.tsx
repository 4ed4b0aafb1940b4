import { productNameOf } from '../../store/pageSelectors';
import { productUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter, formatBytes } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { QueryMenu } from '../shell/ui/QueryMenu';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { pageSize, manualsLanguageOf } from './constants';

function Manuals() {
  const t = useT();
  const page = usePage();
  const languages = useAppSelector((s) => s.documentLanguages.data);
  const set = useAppSelector((s) => s.documents);
  const language = manualsLanguageOf(page);
  const productName = productNameOf(page) ?? '';
  const isTab = page.type === 'productManual';
  const fmt = dateFormatter(page.locale);
  if (!isTab && set.count === 0 && languages.length === 0) return null;
  return (
    <section className="module manuals" aria-labelledby="manuals-title" id="manuals">
      <div className="module__head">
        <h2 id="manuals-title">{t('manuals.title')}</h2>
        {languages.length > 1 && (
          <QueryMenu
            label={t('manuals.language')}
            param="manuals-lang"
            value={language}
            resets={['manuals-num']}
            keepScroll
            options={languages.map((l) => ({ value: l.code, label: `${l.name} (${l.count})` }))}
          />
        )}
      </div>
      {set.results.length === 0 ? (
        <p className="empty">{t('manuals.none')}</p>
      ) : (
        <ul className="doc-list">
          {set.results.map((d) => (
            <li key={d.id} className="doc-list__item">
              <span className="file-badge" aria-hidden="true">
                {(d.fileType ?? 'pdf').toUpperCase()}
              </span>
              <div className="doc-list__body">
                <h3 className="doc-list__title">{d.title}</h3>
                <p className="doc-list__meta">
                  {[d.language?.toUpperCase(), formatBytes(d.fileSize, page.locale), d.date ? fmt.format(new Date(d.date)) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <SmartLink href={d.fileUrl ?? d.url} className="button button--secondary">
                {t('manuals.download')}
                <span className="visually-hidden">: {d.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
      {isTab ? (
        <LoadMore shown={set.results.length} count={set.count} param="manuals-num" step={pageSize(page)} query={page.query} />
      ) : (
        set.count > set.results.length && (
          <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productName, 'manuals')} className="link-more">
            {t('common.viewAll')} ({set.count})
          </SmartLink>
        )
      )}
    </section>
  );
}

/** Manuals with a language filter (manuals-lang, manuals-num). */
export const manualsModule: ModuleDefinition = {
  id: 'manuals',
  queryParams: ['manuals-lang', 'manuals-num', 'modelName'],
  isVisible: visibleWhen({ id: 'manuals' }, (page) => page.type === 'product' || page.type === 'productManual'),
  Component: Manuals,
  navLabel: 'manuals.title',
  hasContent: (state) => state.documents.count > 0 || state.documentLanguages.data.length > 0,
};
