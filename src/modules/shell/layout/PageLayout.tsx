import type { ReactNode } from 'react';
import { PageModulesContext } from '../../inPageNav/context';
import { usePage } from '../ui/hooks';
import { useT } from '../ui/useT';
import type { ModuleDefinition } from '../../types';
import { splitRegions, usesTwoColumns } from './regions';

interface Props {
  modules: readonly ModuleDefinition[];
  render: (module: ModuleDefinition) => ReactNode;
}

/**
 * The page's modules in their layout. Product and category overviews are two columns on wide
 * screens: the top modules span the page, the side column holds the aside modules (specifications
 * summary, news and alerts, banners, related categories). Every other page is one column, in order.
 */
export function PageLayout({ modules, render }: Props) {
  const t = useT();
  const page = usePage();
  let content: ReactNode = modules.map(render);
  if (usesTwoColumns(page, modules)) {
    const { top, main, aside } = splitRegions(modules);
    content = (
      <>
        {top.map(render)}
        <div className="hub-layout">
          <div className="hub-layout__main">{main.map(render)}</div>
          <div
            className="hub-layout__aside"
            role="region"
            aria-label={page.typeAlias === 'category' ? t('hub.asideCategory') : t('hub.aside')}
          >
            {aside.map(render)}
          </div>
        </div>
      </>
    );
  }
  return <PageModulesContext.Provider value={modules}>{content}</PageModulesContext.Provider>;
}
