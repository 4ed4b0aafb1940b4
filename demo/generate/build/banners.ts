import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { BANNER_TEMPLATES, SPECIAL_MESSAGE, type BannerTemplate } from '../text/bannerTexts';
import { bannerImage } from '../render/bannerArt';
import { LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';

export const BANNER_TYPE = 'banner';
export const SPECIAL_MESSAGE_TYPE = 'special-message';

type Lang = keyof T3;
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

/** A banner's link target as stored; the API resolves it to a site path in the visitor's locale. */
export type BannerTargetAttr =
  | { type: 'article'; id: string }
  | { type: 'category'; name: string }
  | { type: 'product-tab'; tab: string }
  | { type: 'search'; query: string; searchType: string }
  | { type: 'home' };

function placementOf(template: BannerTemplate): { placement: string; os?: string } {
  if (template.scope === 'all') return { placement: 'global' };
  if (template.scope === 'model') return { placement: 'model' };
  if (Array.isArray(template.scope)) return { placement: 'category' };
  return { placement: 'os', os: template.scope.os };
}

const faqFamilyOf = (content: readonly DatasetContent[], key: string) =>
  content.find((c) => c.attrs.key === key && c.contentType === 'faq-article')?.familyId;

/** Category, model and operating-system banners, and the site-wide special message. */
export function buildBanners(
  ctx: BuildContext,
  products: BuiltProduct[],
  content: readonly DatasetContent[],
): DatasetContent[] {
  const rows: DatasetContent[] = [];
  const withFirmware = new Set(
    content
      .filter((c) => c.contentType === 'download' && c.attrs.downloadCategory === 'Firmware')
      .flatMap((c) => c.productNames),
  );
  for (const template of BANNER_TEMPLATES) {
    const { placement, os } = placementOf(template);
    const applies = Array.isArray(template.scope)
      ? products.filter((p) => (template.scope as string[]).includes(p.group))
      : [];
    const image = ctx.files.add(
      `banner-${template.theme}-${template.icon}.svg`,
      'image/svg+xml',
      'inline',
      Buffer.from(bannerImage(template.theme, template.icon)),
    );
    for (const lang of LANGS) {
      const text = template[lang];
      const t = template.target;
      const target: BannerTargetAttr =
        t.type === 'faq'
          ? (() => {
              const id = faqFamilyOf(content, t.key);
              return id ? { type: 'article', id } : { type: 'home' };
            })()
          : t.type === 'category'
            ? { type: 'category', name: applies.find((p) => p.kind === 'lens')?.leaf.name ?? applies[0]?.topName ?? '' }
            : t.type === 'product-tab'
              ? { type: 'product-tab', tab: t.tab }
              : { type: 'search', query: t.query[lang], searchType: t.searchType };
      rows.push({
        id: `banner:${template.key}:${lang}`,
        familyId: `banner:${template.key}`,
        contentType: BANNER_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: text.title,
        summary: text.text,
        body: '',
        published: '2024-01-01',
        channel: 'con',
        accessLevel: 'public',
        popularity: template.popularity,
        fileId: null,
        attrs: {
          theme: template.theme,
          linkText: text.linkText,
          target,
          imageFileId: image.id,
          imageFileName: image.name,
        },
        productNames:
          placement === 'model'
            ? products.filter((p) => withFirmware.has(p.record.name)).map((p) => p.record.name)
            : [],
        categoryNames: [...new Set(applies.map((p) => p.leaf.name))],
        facets: [['placement', placement], ...(os ? [['os', os] as [string, string]] : [])],
        keywords: [],
        searchable: false,
      });
    }
  }

  const messageTarget = faqFamilyOf(content, 'find-model-number');
  for (const lang of LANGS) {
    const text = SPECIAL_MESSAGE[lang];
    rows.push({
      id: `special-message:${SPECIAL_MESSAGE.key}:${lang}`,
      familyId: `special-message:${SPECIAL_MESSAGE.key}`,
      contentType: SPECIAL_MESSAGE_TYPE,
      locale: LOCALE_OF_LANGUAGE[lang],
      language: lang,
      title: text.title,
      summary: text.text,
      body: '',
      published: SPECIAL_MESSAGE.published,
      channel: 'con',
      accessLevel: 'public',
      popularity: 100,
      fileId: null,
      attrs: {
        severity: SPECIAL_MESSAGE.severity,
        linkText: text.linkText,
        ...(messageTarget ? { target: { type: 'article', id: messageTarget } } : {}),
      },
      productNames: [],
      categoryNames: [],
      facets: [],
      keywords: [],
      searchable: false,
    });
  }
  return rows;
}
