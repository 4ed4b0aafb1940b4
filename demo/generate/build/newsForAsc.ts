import { NEWS_FOR_ASC_TYPE } from '../../../src/shared/content/ascTypes';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import { NEWS_FOR_ASC } from '../text/newsForAscText';
import { LOCALE_OF_LANGUAGE, SITE_LOCALES, type BuildContext, type BuiltProduct } from './context';

/** Family ids of news for ASC ('00900001'); other builders use other ranges. */
export const NEWS_FOR_ASC_ID_RANGE = 9;

/** Marks rows only a verified service-centre session may read (any value but 'public' is restricted). */
export const ASC_ACCESS_LEVEL = 'asc';

/**
 * Notices to service centres in the three site languages. A notice for some support groups belongs
 * to their products (and so to their categories); a portal-wide notice belongs to none and is listed
 * everywhere in the portal.
 */
export function buildNewsForAsc(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const template of NEWS_FOR_ASC) {
    const familyId = ctx.ids.allocate(NEWS_FOR_ASC_ID_RANGE);
    const applies = template.groups === 'all' ? [] : products.filter((p) => (template.groups as readonly string[]).includes(p.group));
    for (const { lang } of SITE_LOCALES) {
      const text = template[lang];
      rows.push({
        id: `${familyId}:${LOCALE_OF_LANGUAGE[lang]}`,
        familyId,
        contentType: NEWS_FOR_ASC_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: text.title,
        summary: text.summary,
        body: text.paragraphs.join(' '),
        published: template.published,
        channel: 'con',
        accessLevel: ASC_ACCESS_LEVEL,
        popularity: template.priority === 'action-required' ? 90 : template.priority === 'important' ? 70 : 50,
        fileId: null,
        attrs: { paragraphs: text.paragraphs, priority: template.priority, topics: template.topics, key: template.key },
        productNames: applies.map((p) => p.record.name),
        categoryNames: [...new Set(applies.map((p) => p.leaf.name))],
        facets: template.topics.map((topic): [string, string] => ['topic', topic]),
        keywords: [],
      });
    }
  }
  return rows;
}
