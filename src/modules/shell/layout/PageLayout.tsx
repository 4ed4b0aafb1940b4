import { useRef, type ReactNode } from 'react';
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
 * The previous list while it names the same modules: the context below must not change on every page update,
 * because a context change reaches the Suspense boundaries of modules that hydrate later and would make React
 * replace their server HTML with the fallback (docs/decisions/042-javascript-budget.md).
 */
function useSameList(modules: readonly ModuleDefinition[]): readonly ModuleDefinition[] {
  const kept = useRef(modules);
  if (kept.current !== modules && (kept.current.length !== modules.length || kept.current.some((m, i) => m !== modules[i]))) kept.current = modules;
  return kept.current;
}

/**
 * The page's modules in their layout. Product and category overviews are two columns on wide
 * screens: the top modules span the page, the side column holds the aside modules (specifications
 * summary, news and alerts, banners, related categories). Every other page is one column, in order.
 */
export function PageLayout({ modules: current, render }: Props) {
  const t = useT();
  const page = usePage();
  const modules = useSameList(current);
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
