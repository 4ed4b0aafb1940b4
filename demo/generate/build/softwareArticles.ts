import { SOFTWARE_ARTICLE_TYPE } from '../../../src/shared/content/detailsTypes';
import { BUNDLES_FACET, TOPIC_FACET } from '../../../src/server/content/facets';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { PLATFORM_LABEL, PLATFORM_OS, SOFTWARE, type SoftwareDefinition } from '../text/softwareCatalogue';
import { SOFTWARE_INSTALL_STEPS, SOFTWARE_PAGE_HEADINGS, SOFTWARE_TITLE_SUFFIX, SOFTWARE_TOPICS } from '../text/softwareArticleText';
import { escapeXml } from '../render/illustrations';
import { SITE_LOCALES, type BuildContext, type BuiltProduct } from './context';

/** Family ids of software pages ('00400001'); other builders use ranges 1-3. */
export const SOFTWARE_ID_RANGE = 4;

/** Which download rows (one family per platform) the downloads builder made for a software. */
function downloadsOf(software: SoftwareDefinition, downloads: readonly DatasetContent[]): DatasetContent[] {
  const english = downloads.filter(
    (row) => row.locale === 'en_GB' && (row.contentType === 'download' || row.contentType === 'software') && row.keywords.includes(software.name),
  );
  // In the order the definition lists its platforms, so the software index is stable.
  return software.variants
    .map((variant) => english.find((row) => row.attrs.version === variant.version && row.title.includes(PLATFORM_LABEL[variant.platform].en)))
    .filter((row): row is DatasetContent => row !== undefined);
}

function bodyHtml(software: SoftwareDefinition, bundled: DatasetContent[], lang: keyof T3): string {
  const h = (key: keyof typeof SOFTWARE_PAGE_HEADINGS) => escapeXml(SOFTWARE_PAGE_HEADINGS[key][lang]);
  const rows = software.variants
    .map((variant) => `<tr><td>${escapeXml(PLATFORM_OS[variant.platform].join(', '))}</td><td>${escapeXml(variant.version)}</td><td>${variant.date}</td></tr>`)
    .join('');
  return (
    `<p>${escapeXml(software.description[lang])}</p>` +
    `<h2>${h('whatsNew')}</h2><ul><li>${escapeXml(software.notes[lang])}</li></ul>` +
    (bundled.length > 0
      ? `<h2>${h('platforms')}</h2><table><thead><tr><th scope="col">${h('platform')}</th><th scope="col">${h('version')}</th>` +
        `<th scope="col">${h('released')}</th></tr></thead><tbody>${rows}</tbody></table>`
      : '')
  );
}

/**
 * Software pages (docs/behaviour.md §3 software articles): one per application or driver, bundling the
 * per-platform downloads the downloads builder generated (multiDownload when there are several).
 */
export function buildSoftwareArticles(ctx: BuildContext, products: BuiltProduct[], downloads: readonly DatasetContent[]): DatasetContent[] {
  const channelOf = new Map(products.map((p) => [p.record.name, p.leaf.channel ?? 'con']));
  const rows: DatasetContent[] = [];
  for (const software of SOFTWARE) {
    const bundled = downloadsOf(software, downloads);
    if (bundled.length === 0) continue;
    const familyId = ctx.ids.allocate(SOFTWARE_ID_RANGE);
    const productNames = bundled[0].productNames;
    const channels = new Set(productNames.map((p) => channelOf.get(p) ?? 'con'));
    const channel = channels.size === 1 ? [...channels][0] : 'con';
    const topics = SOFTWARE_TOPICS[software.key] ?? ['software-update'];
    const latest = software.variants.map((v) => v.date).sort().at(-1) ?? '2024-01-01';
    for (const { locale, lang } of SITE_LOCALES) {
      const steps = SOFTWARE_INSTALL_STEPS[lang];
      rows.push({
        id: `${familyId}:${locale}`,
        familyId,
        contentType: SOFTWARE_ARTICLE_TYPE,
        locale,
        language: lang,
        title: `${software.name} – ${SOFTWARE_TITLE_SUFFIX[lang]}`,
        summary: software.description[lang],
        body: [software.description[lang], software.notes[lang], ...steps].join(' '),
        published: latest,
        channel,
        accessLevel: 'public',
        popularity: 60,
        fileId: null,
        attrs: {
          key: software.key,
          bodyHtml: bodyHtml(software, bundled, lang),
          steps,
          topics,
          downloadCategory: software.category,
          downloads: bundled.map((row) => row.familyId),
        },
        productNames,
        categoryNames: [],
        facets: [...topics.map((topic): [string, string] => [TOPIC_FACET, topic]), ...bundled.map((row): [string, string] => [BUNDLES_FACET, row.familyId])],
        keywords: [software.name],
      });
    }
  }
  return rows;
}
