import { formatDuration } from '../shell/hubUi/duration';
import { videosPageSize } from '../supportVideos/constants';
import { isTvSubPage, smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { smartHelpArticleUrl } from '../shell/smartHelpUi/links';
import { Tile } from '../shell/smartHelpUi/Tile';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/**
 * Recommended videos: the support videos call with config=tvhelp and 12 per page (docs/behaviour.md §7, §9;
 * the support-videos loader picks both for the smartHelp page type). A tile opens the video's
 * article (chapters as steps) inside smart help.
 */
function SmartHelpVideos() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.supportVideos);
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return null;
  const title = t('smartHelp.recommendedVideos');
  return (
    <section className="tv-section" aria-labelledby="tv-videos-title">
      <h1 id="tv-videos-title">{title}</h1>
      {set.results.length === 0 ? (
        <p className="tv-empty">{t('smartHelp.noVideos')}</p>
      ) : (
        <>
          <ul className="tv-grid tv-grid--videos" aria-label={title}>
            {set.results.map((video) => (
              <li key={video.id}>
                <Tile
                  to={smartHelpArticleUrl(page.locale, place, video.id)}
                  title={video.title}
                  eyebrow={`${t(`hub.videos.type_${video.videoType}`)} · ${formatDuration(video.duration)}`}
                  media={
                    video.bannerImageUrl ? (
                      <img className="tv-tile__image tv-tile__image--video" src={video.bannerImageUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore shown={set.results.length} count={set.count} param="videos-num" step={videosPageSize(page)} query={page.query} />
        </>
      )}
    </section>
  );
}

export const smartHelpVideosModule: ModuleDefinition = {
  id: 'smartHelpVideos',
  queryParams: ['videos-num', 'accessLevel'],
  isVisible: visibleWhen({ id: 'smartHelpVideos' }, (page) => isTvSubPage(page, 'recommended-videos')),
  Component: SmartHelpVideos,
};
