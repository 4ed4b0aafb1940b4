import { DEFAULT_COUNTS } from '../../shared/constants';
import type { PageState } from '../../store/pageSlice';
import { queryValue } from '../shell/ui/queryLinks';

/** The automatic bundle (FAQ topic) the visitor opened, and how many of its articles are shown. */
export const TOPIC_PARAM = 'faq-topic';
export const TOPIC_NUM_PARAM = 'faq-topic-num';
export const TOPIC_PAGE_SIZE = DEFAULT_COUNTS.faq;

export const selectedTopicOf = (page: PageState): string | undefined => queryValue(page.query, TOPIC_PARAM);
