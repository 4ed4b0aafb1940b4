import { VideoCard } from '../shell/hubUi/VideoCard';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { videosPageSize } from './constants';

/** Support videos as cards with load more; below the fold of product and category pages, so a deferred part. */
export function SupportVideos() {
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
