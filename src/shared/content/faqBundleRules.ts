import { languageOf } from '../locale';
import type { FaqBundle, LinkedArticle, PresentedFaqBundle, PresentedLinkedArticle } from './hubTypes';
import type { SearchType } from './types';

/**
 * Rules for automatic FAQ bundles shared by the site and the content service.
 *
 * An automatic bundle groups a model's FAQs by topic. The site refers to one in two ways: the
 * results-page topic filter (supportFaqBundleTopicFilter) and the bundle details key (gkId). Both
 * carry only the language part of the locale (docs/behaviour.md §5: the part before the first underscore), since
 * topics are shared by every country of a language.
 */
export const AUTO_BUNDLE_MARKER = 'auto-bundle:';

const TOPIC = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANGUAGE = /^[a-z]{2}$/;

/** 'connectivity' in de_DE -> 'auto-bundle:de:connectivity'. */
export function automaticBundleTopicFilter(topic: string, locale: string): string {
  return `${AUTO_BUNDLE_MARKER}${languageOf(locale)}:${topic}`;
}

/** 'connectivity' in fr_FR -> 'fr:connectivity'. */
export function automaticBundleGkId(topic: string, locale: string): string {
  return `${languageOf(locale)}:${topic}`;
}

export interface TopicRef {
  language: string;
  topic: string;
}

function parseRef(value: string): TopicRef | null {
  const [language = '', topic = '', ...rest] = value.split(':');
  if (rest.length > 0 || !LANGUAGE.test(language) || !TOPIC.test(topic) || topic.length > 60) return null;
  return { language, topic };
}

export function parseGkId(value: string): TopicRef | null {
  return parseRef(value);
}

/** The topic named by a filter value that holds the marker, e.g. '...auto-bundle:en:picture'. */
export function parseTopicFilter(value: string): TopicRef | null {
  const index = value.indexOf(AUTO_BUNDLE_MARKER);
  return index < 0 ? null : parseRef(value.slice(index + AUTO_BUNDLE_MARKER.length));
}

/**
 * docs/behaviour.md §2: supportFaqBundleTopicFilter is sent only for FAQs, and only when its value contains an
 * automatic-bundle marker. Anything else is left out of the search call.
 */
export function topicFilterToSend(searchType: SearchType, value: string | undefined): string | undefined {
  if (searchType !== 'faqs' || !value || !value.includes(AUTO_BUNDLE_MARKER)) return undefined;
  return value;
}

/** docs/behaviour.md §3: articleFamilyId, articleTitle, articleUrl are presented as id, title, url. */
export function presentLinkedArticle(article: LinkedArticle): PresentedLinkedArticle {
  return { id: article.articleFamilyId, title: article.articleTitle, url: article.articleUrl, ...(article.articleLanguage ? { language: article.articleLanguage } : {}) };
}

/** docs/behaviour.md §3: a bundle's title is presented as collapseTitle, its articles as linkedArticles. */
export function presentFaqBundle(bundle: FaqBundle): PresentedFaqBundle {
  return {
    id: bundle.id,
    bundleType: bundle.bundleType,
    collapseTitle: bundle.title,
    linkedArticles: bundle.linkedArticles.map(presentLinkedArticle),
  };
}
