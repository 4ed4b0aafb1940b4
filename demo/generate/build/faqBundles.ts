import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { BUNDLE_TITLES, BUNDLE_TYPE_OF_TOPIC, FAQ_TOPIC_LABELS } from '../text/faqTopics';
import { LOCALE_OF_LANGUAGE, type BuiltProduct } from './context';

export const FAQ_BUNDLE_TYPE = 'faq-bundle';
export const FAQ_TOPIC_TYPE = 'faq-topic';

type Lang = keyof T3;
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];
const BUNDLE_TYPES = ['getting-started', 'troubleshooting', 'everyday-use'] as const;
/** A bundle of one article is just a link: curated bundles group at least two. */
const MIN_ARTICLES = 2;
const MAX_ARTICLES = 8;

/**
 * Curated FAQ bundles per product category (getting started, troubleshooting, everyday use) linking
 * the FAQ articles that apply to its products, and the names of the topics automatic bundles use.
 */
export function buildFaqBundles(products: BuiltProduct[], content: readonly DatasetContent[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  const faqs = content.filter((c) => c.contentType === 'faq-article' && c.language === 'en');
  const leaves = new Map<string, BuiltProduct[]>();
  for (const p of products) leaves.set(p.leaf.name, [...(leaves.get(p.leaf.name) ?? []), p]);

  for (const [leafName, members] of leaves) {
    const names = new Set(members.map((p) => p.record.name));
    const applicable = faqs
      .filter((f) => f.productNames.some((n) => names.has(n)))
      .sort((a, b) => b.popularity - a.popularity || a.familyId.localeCompare(b.familyId));
    const noun = members[0].leaf.noun;
    for (const bundleType of BUNDLE_TYPES) {
      const articles = applicable.filter((f) => {
        const topics = Array.isArray(f.attrs.topics) ? (f.attrs.topics as string[]) : [];
        return BUNDLE_TYPE_OF_TOPIC[topics[0] ?? ''] === bundleType;
      });
      if (articles.length < MIN_ARTICLES) continue;
      const familyId = `fb-${leafName}-${bundleType}`;
      for (const lang of LANGS) {
        rows.push({
          id: `${familyId}:${lang}`,
          familyId,
          contentType: FAQ_BUNDLE_TYPE,
          locale: LOCALE_OF_LANGUAGE[lang],
          language: lang,
          title: BUNDLE_TITLES[bundleType][lang].replace('{noun}', noun[lang]),
          summary: '',
          body: '',
          published: '2024-02-01',
          channel: 'con',
          accessLevel: 'public',
          popularity: bundleType === 'getting-started' ? 30 : bundleType === 'troubleshooting' ? 20 : 10,
          fileId: null,
          attrs: { bundleType, articleIds: articles.slice(0, MAX_ARTICLES).map((a) => a.familyId) },
          productNames: members.map((p) => p.record.name),
          categoryNames: [leafName],
          facets: [['bundleType', bundleType]],
          keywords: [],
          searchable: false,
        });
      }
    }
  }

  for (const [topic, label] of Object.entries(FAQ_TOPIC_LABELS)) {
    for (const lang of LANGS) {
      rows.push({
        id: `faq-topic:${topic}:${lang}`,
        familyId: `faq-topic:${topic}`,
        contentType: FAQ_TOPIC_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: label[lang],
        summary: '',
        body: '',
        published: '2024-01-01',
        channel: 'con',
        accessLevel: 'public',
        popularity: 0,
        fileId: null,
        attrs: { topic },
        productNames: [],
        categoryNames: [],
        facets: [['topic', topic]],
        keywords: [],
        searchable: false,
      });
    }
  }
  return rows;
}
