import { VideoCard } from '../shell/hubUi/VideoCard';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { PAGE_SIZE, load } from './load';

function Tutorials() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.tutorials);
  if (set.results.length === 0) return null;
  return (
    <section className="module tutorials" id="tutorials" aria-labelledby="tutorials-title">
      <div className="module__head">
        <h2 id="tutorials-title">{t('hub.tutorials.title')}</h2>
        <p className="module__intro">{t('hub.tutorials.intro')}</p>
      </div>
      <ol className="video-grid">
        {set.results.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ol>
      <LoadMore
        shown={set.results.length}
        count={set.count}
        param="tutorials-num"
        step={PAGE_SIZE}
        query={page.query}
      />
    </section>
  );
}

/** The product's tutorial series, in lesson order (tutorials top-n, more with tutorials-num). */
export const tutorialsModule: ModuleDefinition = {
  id: 'tutorials',
  queryParams: ['tutorials-num', 'modelName'],
  isVisible: visibleWhen({ id: 'tutorials' }, (page) => page.type === 'product'),
  load,
  Component: Tutorials,
  navLabel: 'hub.tutorials.title',
  hasContent: (state) => state.tutorials.results.length > 0,
};
