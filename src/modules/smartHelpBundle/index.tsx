import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { ArticleTiles } from '../shell/smartHelpUi/Tile';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

function SmartHelpBundle() {
  const t = useT();
  const page = usePage();
  const bundle = useAppSelector((s) => s.smartHelpBundle.data);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv' || !bundle) return null;
  return (
    <section className="tv-section" aria-labelledby="tv-bundle-title">
      <h1 id="tv-bundle-title">{bundle.collapseTitle}</h1>
      {bundle.linkedArticles.length === 0 ? (
        <p className="tv-empty">{t('smartHelp.bundleEmpty')}</p>
      ) : (
        <ArticleTiles items={bundle.linkedArticles} tv={place} locale={page.locale} label={bundle.collapseTitle} />
      )}
    </section>
  );
}

export const smartHelpBundleModule: ModuleDefinition = {
  id: 'smartHelpBundle',
  critical: true,
  queryParams: ['accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpBundle' }, (page) => isTvSubPage(page, 'faq-bundles')),
  Component: SmartHelpBundle,
};
