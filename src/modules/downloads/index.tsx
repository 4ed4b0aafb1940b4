import { productNameOf } from '../../store/pageSelectors';
import { productUrl } from '../../shared/links';
import { SmartLink } from '../shell/ui/ResultList';
import { dateFormatter, formatBytes } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { queryValue } from '../shell/ui/queryLinks';
import { downloadValueLabel } from '../shell/ui/downloadValues';
import { QueryMenu } from '../shell/ui/QueryMenu';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

function Filter({ label, all, param, options }: { label: string; all: string; param: string; options: string[] }) {
  const t = useT();
  const page = usePage();
  if (options.length < 2) return null;
  return (
    <QueryMenu
      label={label}
      param={param}
      value={queryValue(page.query, param) ?? ''}
      keepScroll
      options={[{ value: '', label: all }, ...options.map((o) => ({ value: o, label: downloadValueLabel(t, o) }))]}
    />
  );
}

/** The id of the newest firmware among the listed downloads, if any is firmware. */
export function newestFirmwareId(results: ReadonlyArray<{ id: string; downloadCategory?: string; date?: string }>): string | undefined {
  let newest: { id: string; date: string } | undefined;
  for (const d of results) {
    if (d.downloadCategory !== 'Firmware') continue;
    const date = d.date ?? '';
    if (!newest || date > newest.date) newest = { id: d.id, date };
  }
  return newest?.id;
}

function Downloads() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.downloads);
  const filters = useAppSelector((s) => s.downloadFilters.data);
  const isTab = page.searchType === 'downloads';
  const fmt = dateFormatter(page.locale);
  const filtered = Boolean(queryValue(page.query, 'operating-system') || queryValue(page.query, 'download-category'));
  if (!isTab && set.count === 0 && !filtered) return null;
  // The newest firmware listed gets a "Latest" label, so a visitor sees which file to install.
  const latestFirmware = newestFirmwareId(set.results);
  return (
    <section className="module downloads" aria-labelledby="downloads-title" id="downloads">
      <div className="module__head">
        <h2 id="downloads-title">{t('downloads.title')}</h2>
        <div className="filters">
          <Filter label={t('downloads.operatingSystem')} all={t('downloads.allSystems')} param="operating-system" options={filters.operatingSystem} />
          <Filter label={t('downloads.category')} all={t('downloads.allCategories')} param="download-category" options={filters.downloadCategory} />
        </div>
      </div>
      {set.results.length === 0 ? (
        <p className="empty">{t('downloads.none')}</p>
      ) : (
        <ul className="doc-list">
          {set.results.map((d) => (
            <li key={d.id} className="doc-list__item">
              <span className="file-badge file-badge--download" aria-hidden="true">
                ⤓
              </span>
              <div className="doc-list__body">
                <h3 className="doc-list__title">
                  <SmartLink href={d.url}>{d.title}</SmartLink>
                  {d.id === latestFirmware && (
                    <>
                      {' '}
                      <span className="badge badge--positive doc-list__latest">{t('downloads.latest')}</span>
                    </>
                  )}
                </h3>
                <p className="doc-list__meta">
                  {[
                    d.version ? t('downloads.version', { version: d.version }) : '',
                    d.operatingSystems?.map((o) => downloadValueLabel(t, o)).join(', '),
                    formatBytes(d.fileSize, page.locale),
                    d.date ? fmt.format(new Date(d.date)) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!isTab && set.count > set.results.length && (
        <SmartLink href={productUrl(page.locale, page.params.categoryName ?? '', productNameOf(page) ?? '', 'downloads')} className="link-more">
          {t('common.viewAll')} ({set.count})
        </SmartLink>
      )}
    </section>
  );
}

/** Downloads and software with operating-system and download-category filters. */
export const downloadsModule: ModuleDefinition = {
  id: 'downloads',
  queryParams: ['downloads-num', 'operating-system', 'download-category', 'modelName'],
  isVisible: visibleWhen({ id: 'downloads' }, (page) => page.type === 'product' || page.type === 'productDownload'),
  Component: Downloads,
  navLabel: 'downloads.title',
  hasContent: (state) => state.downloads.count > 0,
};
