import {
  AUTO_BUNDLE_MARKER,
  automaticBundleGkId,
  automaticBundleTopicFilter,
  parseGkId,
  parseTopicFilter,
  presentFaqBundle,
  topicFilterToSend,
} from '../content/faqBundleRules';
import type { SearchType } from '../content/types';

describe('the automatic-bundle keys use only the language part of the locale (docs/behaviour.md §5)', () => {
  it.each([
    ['en_GB', 'auto-bundle:en:picture', 'en:picture'],
    ['de_DE', 'auto-bundle:de:picture', 'de:picture'],
    ['fr_FR', 'auto-bundle:fr:picture', 'fr:picture'],
  ])('%s', (locale, filter, gkId) => {
    expect(automaticBundleTopicFilter('picture', locale)).toBe(filter);
    expect(automaticBundleGkId('picture', locale)).toBe(gkId);
    expect(parseTopicFilter(filter)).toEqual({ language: locale.slice(0, 2), topic: 'picture' });
    expect(parseGkId(gkId)).toEqual({ language: locale.slice(0, 2), topic: 'picture' });
  });

  it('refuses keys with a full locale or without a topic', () => {
    expect(parseGkId('en_GB:picture')).toBeNull();
    expect(parseGkId('en:')).toBeNull();
    expect(parseGkId('en:picture:extra')).toBeNull();
    expect(parseTopicFilter('picture')).toBeNull();
    expect(parseTopicFilter(`${AUTO_BUNDLE_MARKER}en:Picture!`)).toBeNull();
  });
});

describe('supportFaqBundleTopicFilter is sent only for FAQs and only with the marker (docs/behaviour.md §2)', () => {
  const marked = 'auto-bundle:en:picture';
  it.each<[SearchType, string | undefined, string | undefined]>([
    ['faqs', marked, marked],
    ['faqs', 'picture', undefined],
    ['faqs', undefined, undefined],
    ['faqs', '', undefined],
    ['none', marked, undefined],
    ['manuals', marked, undefined],
    ['downloads', marked, undefined],
    ['repair-documents', marked, undefined],
    ['model-details', marked, undefined],
  ])('search type %s, value %s -> %s', (searchType, value, sent) => {
    expect(topicFilterToSend(searchType, value)).toBe(sent);
  });
});

describe('FAQ bundles are presented as collapseTitle and linkedArticles (docs/behaviour.md §3)', () => {
  it('maps title and articleFamilyId / articleTitle / articleUrl to collapseTitle and id / title / url', () => {
    expect(
      presentFaqBundle({
        id: 'fb-televisions-troubleshooting',
        title: 'Troubleshooting: 4K HDR Smart TV',
        bundleType: 'troubleshooting',
        linkedArticles: [
          {
            articleFamilyId: '00100004',
            articleTitle: 'No picture',
            articleUrl: '/electronics/support/articles/00100004',
          },
        ],
      }),
    ).toEqual({
      id: 'fb-televisions-troubleshooting',
      bundleType: 'troubleshooting',
      collapseTitle: 'Troubleshooting: 4K HDR Smart TV',
      linkedArticles: [{ id: '00100004', title: 'No picture', url: '/electronics/support/articles/00100004' }],
    });
  });
});
