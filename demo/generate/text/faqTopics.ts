import type { T3 } from '../catalogue/kinds';
import content from '../../content/faqTopics.json';

/** Names of the FAQ topics, used as titles of the automatic FAQ bundles. */
export const FAQ_TOPIC_LABELS: Record<string, T3> = content.FAQ_TOPIC_LABELS as Record<string, T3>;

/** Which curated bundle an article belongs to, by its first topic. */
export const BUNDLE_TYPE_OF_TOPIC: Record<string, 'getting-started' | 'troubleshooting' | 'everyday-use'> =
  content.BUNDLE_TYPE_OF_TOPIC as Record<string, 'getting-started' | 'troubleshooting' | 'everyday-use'>;

export const BUNDLE_TITLES: Record<'getting-started' | 'troubleshooting' | 'everyday-use', T3> =
  content.BUNDLE_TITLES as Record<'getting-started' | 'troubleshooting' | 'everyday-use', T3>;
