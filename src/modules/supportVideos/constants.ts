import { DEFAULT_COUNTS } from '../../shared/constants';
import type { PageState } from '../../store/pageSlice';

/** docs/behaviour.md §9: 20 videos, 12 in smart help. */
export function videosPageSize(page: PageState): number {
  return page.type === 'smartHelp' ? DEFAULT_COUNTS.supportVideosSmartHelp : DEFAULT_COUNTS.supportVideos;
}
