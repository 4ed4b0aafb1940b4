import { VideoCard } from '../shell/hubUi/VideoCard';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { PAGE_SIZE } from './constants';

/** The tutorial series as video cards with load more; below the fold of the product page, so a deferred part. */
export function Tutorials() {
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
