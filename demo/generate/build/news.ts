import type { DatasetContent, DatasetFile } from '../../../src/server/content/Dataset';
import { appliesToFacets, type AppliesTo } from '../../../src/shared/content/applicability';
import type { ProductKind, SupportGroup, T3 } from '../catalogue/kinds';
import { safeFileName } from '../files';
import { FIRMWARE_NEWS, NEWS_TEMPLATES } from '../text/newsTexts';
import { NEWS_CROPS, newsThumbnail, type NewsArtType } from '../render/newsArt';
import { LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';
import { GROUP_STYLE } from './hubStyle';

export const NEWS_CONTENT_TYPE = 'news-alert';

type Lang = keyof T3;
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

/** Where a news item leads; the API turns it into a site path in the visitor's locale. */
export type NewsTargetAttr =
  | { type: 'download'; id: string; product: string; category: string }
  | { type: 'article'; id: string }
  | { type: 'category'; name: string };

/** A thumbnail pair of its own for each news item (render/newsArt.ts). */
type Art = (spec: NewsSpec) => Record<keyof typeof NEWS_CROPS, DatasetFile>;

function artFiles(ctx: BuildContext): Art {
  return (spec) => {
    const style = GROUP_STYLE[spec.group];
    const kind = spec.look?.kind ?? style.kind;
    const seed = { key: spec.familyId, series: spec.look?.series };
    const draw = (crop: keyof typeof NEWS_CROPS) =>
      ctx.files.add(
        `news-${spec.newsType}-${safeFileName(spec.familyId)}-${crop}.svg`,
        'image/svg+xml',
        'inline',
        Buffer.from(newsThumbnail(spec.newsType, kind, style.colour, crop, seed)),
      );
    return { phone: draw('phone'), desktop: draw('desktop') };
  };
}

interface NewsSpec {
  familyId: string;
  newsType: NewsArtType;
  texts: Partial<Record<Lang, { title: string; summary: string }>>;
  date: string;
  popularity: number;
  target: NewsTargetAttr;
  group: SupportGroup;
  productNames: string[];
  categoryNames: string[];
  /** The product the item is about, drawn in its thumbnail (default: the group's kind). */
  look?: { kind: ProductKind; series: string };
  /** The products of its groups it is for, when narrower (ADR 039). */
  appliesTo?: AppliesTo;
}

function newsRows(art: Art, spec: NewsSpec): DatasetContent[] {
  const images = art(spec);
  return LANGS.flatMap((lang) => {
    const text = spec.texts[lang];
    if (!text) return [];
    return [
      {
        id: `${spec.familyId}:${LOCALE_OF_LANGUAGE[lang]}`,
        familyId: spec.familyId,
        contentType: NEWS_CONTENT_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: text.title,
        summary: text.summary,
        body: text.summary,
        published: spec.date,
        channel: 'con',
        accessLevel: 'public',
        popularity: spec.popularity,
        fileId: null,
        attrs: {
          newsType: spec.newsType,
          target: spec.target,
          imageFileId: images.desktop.id,
          imageFileName: images.desktop.name,
          smallImageFileId: images.phone.id,
          smallImageFileName: images.phone.name,
        },
        productNames: spec.productNames,
        categoryNames: spec.categoryNames,
        facets: [['newsType', spec.newsType], ...appliesToFacets(spec.appliesTo)],
        keywords: [],
        searchable: false,
      },
    ];
  });
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * News and alerts: an update notice for every firmware release (it links to the download), a
 * notice for every quality article (it links to the article), and service news per group.
 */
export function buildNewsAndAlerts(
  ctx: BuildContext,
  products: BuiltProduct[],
  content: readonly DatasetContent[],
): DatasetContent[] {
  const art = artFiles(ctx);
  const byName = new Map(products.map((p) => [p.record.name, p]));
  const rows: DatasetContent[] = [];
  const english = content.filter((c) => c.language === 'en');

  for (const download of english) {
    if (
      download.contentType !== 'download' ||
      download.attrs.downloadCategory !== 'Firmware' ||
      download.productNames.length !== 1
    )
      continue;
    const product = byName.get(download.productNames[0]);
    if (!product) continue;
    const version = String(download.attrs.version ?? '');
    const texts: NewsSpec['texts'] = {};
    for (const lang of LANGS) {
      const values = { version, model: product.record.modelNumber, name: product.names[lang] };
      texts[lang] = {
        title: fill(FIRMWARE_NEWS.title[lang], values),
        summary: fill(FIRMWARE_NEWS.summary[lang], values),
      };
    }
    rows.push(
      ...newsRows(art, {
        familyId: `news:fw:${download.familyId}`,
        newsType: 'software-update',
        look: { kind: product.kind, series: product.line.series },
        texts,
        date: download.published,
        popularity: 40,
        target: { type: 'download', id: download.familyId, product: product.record.name, category: product.leaf.name },
        group: product.group,
        productNames: [product.record.name],
        categoryNames: [],
      }),
    );
  }

  for (const notice of english) {
    if (notice.contentType !== 'quality-issue-article') continue;
    const translations = content.filter((c) => c.familyId === notice.familyId);
    const texts: NewsSpec['texts'] = {};
    for (const row of translations) {
      const lang = row.language as Lang;
      if (LANGS.includes(lang))
        // The alert badge says what it is; the notice keeps its own title.
        texts[lang] = { title: row.title, summary: row.summary };
    }
    const first = byName.get(notice.productNames[0] ?? '');
    rows.push(
      ...newsRows(art, {
        familyId: `news:notice:${notice.familyId}`,
        look: first ? { kind: first.kind, series: first.line.series } : undefined,
        newsType: 'alert',
        texts,
        date: notice.published,
        popularity: 85,
        target: { type: 'article', id: notice.familyId },
        group: first?.group ?? 'display',
        productNames: notice.productNames,
        categoryNames: [],
      }),
    );
  }

  const faqFamily = (key: string) =>
    english.find((c) => c.attrs.key === key && c.contentType === 'faq-article')?.familyId;
  for (const template of NEWS_TEMPLATES) {
    const applies =
      template.groups === 'all' ? products : products.filter((p) => (template.groups as string[]).includes(p.group));
    if (applies.length === 0) continue;
    const group: SupportGroup = template.groups === 'all' ? 'display' : template.groups[0];
    const topCategory = applies[0].topName;
    const articleId = template.target.type === 'faq' ? faqFamily(template.target.key) : undefined;
    const target: NewsTargetAttr = articleId
      ? { type: 'article', id: articleId }
      : { type: 'category', name: template.groups === 'all' ? '' : topCategory };
    rows.push(
      ...newsRows(art, {
        familyId: `news:${template.key}`,
        newsType: template.newsType,
        texts: { en: template.en, de: template.de, fr: template.fr },
        date: template.date,
        popularity: template.popularity,
        target,
        group,
        productNames: applies.map((p) => p.record.name),
        categoryNames: [...new Set(applies.map((p) => p.leaf.name))],
        appliesTo: template.appliesTo,
      }),
    );
  }
  return rows;
}
