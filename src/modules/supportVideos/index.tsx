import { VideoCard } from '../shell/hubUi/VideoCard';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { videosPageSize, loadSupportVideos } from './load';

function SupportVideos() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.supportVideos);
  if (set.results.length === 0) return null;
  return (
    <section className="module support-videos" id="supportVideos" aria-labelledby="support-videos-title">
      <h2 id="support-videos-title">
        {t('hub.videos.title')} <span className="module__count">({set.count})</span>
      </h2>
      <ul className="video-grid">
        {set.results.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={set.results.length}
        count={set.count}
        param="videos-num"
        step={videosPageSize(page)}
        query={page.query}
      />
    </section>
  );
}

/** Support videos of the product or category, as cards with load more (videos-num). */
export const supportVideosModule: ModuleDefinition = {
  id: 'supportVideos',
  queryParams: ['videos-num', 'accessLevel', 'modelName'],
  isVisible: visibleWhen({ id: 'supportVideos' }, (page) => page.type === 'product' || page.type === 'category'),
  load: loadSupportVideos,
  Component: SupportVideos,
  navLabel: 'hub.videos.title',
  hasContent: (state) => state.supportVideos.results.length > 0,
};
