import type { DatasetContent } from '../../../src/server/content/Dataset';
import { appliesToFacets } from '../../../src/shared/content/applicability';
import type { T3 } from '../catalogue/kinds';
import { FAQ_TEMPLATES, type FaqTemplate, type FaqText } from '../text/faqArticles';
import { ID_RANGE, LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';

const PUBLISHED = ['2023-02-14', '2023-05-09', '2023-09-21', '2024-01-16', '2024-04-03'];

function matches(template: FaqTemplate, product: BuiltProduct): boolean {
  if (template.groups !== 'all' && !template.groups.includes(product.group)) return false;
  if (template.kinds && !template.kinds.includes(product.kind)) return false;
  if (template.series && !template.series.includes(product.line.series)) return false;
  return true;
}

export function faqBody(text: FaqText): string {
  return [...text.symptoms, ...text.steps, text.resolution].join(' ');
}

export function buildFaqs(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  FAQ_TEMPLATES.forEach((template, index) => {
    const applies = products.filter((p) => matches(template, p));
    if (applies.length === 0) return;
    const familyId = ctx.ids.allocate(ID_RANGE.faq);
    const categoryNames = [...new Set(applies.map((p) => p.leaf.name))];
    const published = PUBLISHED[index % PUBLISHED.length];
    for (const lang of ['en', 'de', 'fr'] as const satisfies ReadonlyArray<keyof T3>) {
      const text = template[lang];
      if (!text) continue;
      rows.push({
        id: `${familyId}:${LOCALE_OF_LANGUAGE[lang]}`,
        familyId,
        contentType: template.type,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: text.title,
        summary: text.resolution,
        body: faqBody(text),
        published,
        channel: 'con',
        accessLevel: 'public',
        popularity: template.popularity,
        fileId: null,
        attrs: { symptoms: text.symptoms, steps: text.steps, resolution: text.resolution, topics: template.topics, key: template.key },
        productNames: applies.map((p) => p.record.name),
        categoryNames,
        facets: [
          ...template.topics.map((topic): [string, string] => ['topic', topic]),
          ...appliesToFacets({ kind: template.kinds, series: template.series, category: template.categories }),
        ],
        keywords: template.series ? applies.map((p) => p.record.modelNumber) : [],
      });
    }
  });
  return rows;
}
