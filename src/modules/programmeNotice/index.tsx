import { SiteLink } from '../shell/ui/SiteLink';
import { isProductKind } from '../../store/pageSelectors';
import { useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';

/** Product pages: a programme covering this product, with a link to check its serial number. */
function ProgrammeNotice() {
  const t = useT();
  const programmes = useAppSelector((s) => s.serialNumberProgrammes.data);
  if (programmes.length === 0) return null;
  return (
    <aside className="programme-notice" aria-label={t('toolLinks.programmeEyebrow')}>
      {programmes.map((p) => (
        <div key={p.listId} className="programme-notice__item">
          <p className="programme-notice__eyebrow">{t('toolLinks.programmeEyebrow')}</p>
          <h2 className="programme-notice__title">{p.title}</h2>
          <p>{p.intro}</p>
          <SiteLink className="button" to={p.url}>
            {t('toolLinks.check')}
          </SiteLink>
        </div>
      ))}
    </aside>
  );
}

export const programmeNoticeModule: ModuleDefinition = {
  id: 'programmeNotice',
  queryParams: ['modelName', 'CAFRENCH'],
  isVisible: visibleWhen({ id: 'programmeNotice' }, isProductKind),
  Component: ProgrammeNotice,
};
