import { DEFAULT_COUNTS, SMART_HELP_CONFIG } from '../../shared/constants';
import { VIDEO_TYPES, type VideoType } from '../../shared/content/hubTypes';
import { supportVideos } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { VideoCard } from '../shell/hubUi/VideoCard';
import { LoadMore } from '../shell/ui/LoadMore';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/** Extra fields the cards need (docs/behaviour.md §7: bannerImageUrl and videoUrl). */
const FIELDS = ['bannerImageUrl', 'videoUrl'];

/** docs/behaviour.md §9: 20 videos, 12 in smart help. */
export function videosPageSize(page: PageState): number {
  return page.type === 'smartHelp' ? DEFAULT_COUNTS.supportVideosSmartHelp : DEFAULT_COUNTS.supportVideos;
}

/** A product page lists its tutorials in their own module, so its video list leaves them out. */
function typesFor(page: PageState): VideoType[] | undefined {
  return productNameOf(page) ? VIDEO_TYPES.filter((type) => type !== 'tutorial') : undefined;
}

export function* loadSupportVideos(page: PageState): Saga {
  const contextId = productNameOf(page) ?? categoryNameOf(page);
  if (!contextId) return;
  const api = yield* getApi();
  const step = videosPageSize(page);
  const num = queryNumber(page.query, 'videos-num', step);
  const type = typesFor(page);
  const config = page.type === 'smartHelp' ? SMART_HELP_CONFIG : undefined;
  const accessLevel = queryValue(page.query, 'accessLevel');
  yield* fetchPaged(
    supportVideos,
    { start: 0, num, contextId, type: type?.join(','), config, locale: page.locale, accessLevel },
    (start, n) =>
      api
        .supportVideos({
          locale: page.locale,
          contextId,
          type,
          config,
          accessLevel,
          start,
          num: n,
          additionalFields: FIELDS,
        })
        .then((r) => r.searchResponse),
  );
}

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
