import { SMART_HELP_CONFIG } from '../../shared/constants';
import { VIDEO_TYPES, type VideoType } from '../../shared/content/hubTypes';
import { supportVideos } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { videosPageSize } from './constants';

/** Extra fields the cards need (docs/behaviour.md §7: bannerImageUrl and videoUrl). */
const FIELDS = ['bannerImageUrl', 'videoUrl'];

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
