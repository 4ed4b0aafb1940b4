import type { TFunction } from '../../shared/i18n/translator';
import type {
  BreadcrumbList,
  FAQPage,
  HowTo,
  ListItem,
  Product,
  SoftwareApplication,
  VideoObject,
  WithContext,
} from 'schema-dts';
import { pageMeta } from '../../modules/shell/app/pageMeta';
import { feedOf } from '../../modules/followUpdates/feedOf';
import type { VideoResult } from '../../shared/content/hubTypes';
import { articleUrl, downloadUrl, softwareUrl, supportPath } from '../../shared/links';
import { htmlLang, type Locale } from '../../shared/locale';
import { queryTextOf } from '../../store/pageSelectors';
import type { RootState } from '../../store/rootReducer';
import { alternatesOf, pathsInEveryLocale } from '../discovery/alternates';
import { escapeHtml, serialiseState } from './document';
import { isLegalDocumentId, legalDocument } from '../../modules/legalNotice/texts';

/**
 * Everything in the document head that tells search engines and feed readers what a page is: meta
 * description, absolute canonical link, the page in the other languages (hreflang, x-default), the
 * update feed of a product or category, and JSON-LD typed with schema-dts. Kept in one module so
 * every head rule is in one place.
 */
export interface HeadInput {
  state: RootState;
  t: TFunction;
  /** Scheme and host absolute addresses use (PUBLIC_ORIGIN or the request's host). */
  origin: string;
  /** The document title, whose first part names the page in breadcrumbs and descriptions. */
  title: string;
  /** This response's CSP nonce: every script element carries it, data blocks too. */
  nonce: string;
}

type JsonLd = WithContext<BreadcrumbList | Product | HowTo | FAQPage | SoftwareApplication | VideoObject>;

const DESCRIPTION_MAX = 300;
const BRAND = 'Aurora';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function clip(text: string): string {
  const plain = stripTags(text);
  return plain.length <= DESCRIPTION_MAX ? plain : `${plain.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The path below the support base of a site path in any locale ('/de/electronics/support/x' -> '/x'). */
function restOf(path: string, locale: Locale): string {
  const root = supportPath(locale);
  if (path === root) return '/';
  return path.startsWith(`${root}/`) ? path.slice(root.length) : path;
}

/**
 * The page's own address without tracking or view parameters: product and category pages use the
 * slug spelling of their SEO data; details pages shown inside a product point at their plain address
 * (the same content); search results keep their query, the only parameter that changes what is shown.
 */
function canonicalRest(state: RootState): string {
  const { page } = state;
  const { params } = page;
  // Details shown inside a product first: pageMeta names every page its own address.
  switch (page.type) {
    case 'downloadDetailsInProductPage':
      return params.downloadId ? restOf(downloadUrl(page.locale, params.downloadId), page.locale) : page.pathname;
    case 'softwareDetailsInProductPage':
      return params.articleFamilyId ? restOf(softwareUrl(page.locale, params.articleFamilyId), page.locale) : page.pathname;
    case 'articleDetailsInProductPage':
      return params.articleFamilyId ? restOf(articleUrl(page.locale, params.articleFamilyId), page.locale) : page.pathname;
    default:
      break;
  }
  const meta = pageMeta(state);
  if (meta.canonical) return restOf(meta.canonical, page.locale);
  if (page.typeAlias.endsWith('Results')) {
    const query = queryTextOf(page);
    return query ? `${page.pathname}?query=${encodeURIComponent(query)}` : page.pathname;
  }
  return page.pathname;
}

function description(input: HeadInput, name: string | undefined): string {
  const { state, t } = input;
  const { page } = state;
  const meta = pageMeta(state);
  if (meta.description) return clip(meta.description);
  const title = input.title.split(' | ')[0] ?? input.title;
  if (page.pageData.notFound || page.pageData.status >= 400) return t('follow.description.generic', { title });
  switch (page.typeAlias) {
    case 'home':
      return t('follow.description.home');
    case 'homeResults':
    case 'categoryResults':
    case 'productResults':
      return t('follow.description.results', { query: queryTextOf(page) ?? '' });
    case 'product':
    case 'productTechSpecs':
      return t('follow.description.product', { name: name ?? title });
    case 'category':
      return t('follow.description.category', { name: name ?? title });
    case 'downloadDetails': {
      const data = state.downloadDetails.data;
      const text = data?.releaseNotes ?? data?.snippet;
      return text ? clip(`${data?.title ?? title}: ${text}`) : t('follow.description.download', { title });
    }
    case 'softwareDetails':
    case 'articleDetails': {
      const data = state.articleDetails.data;
      const text = data?.summary || (data ? stripTags(data.body) : '');
      return text ? clip(text) : t('follow.description.generic', { title });
    }
    case 'repairDocumentDetails':
      return state.repairDetails.data?.summary ? clip(state.repairDetails.data.summary) : t('follow.description.generic', { title });
    case 'serialNumberChecker':
    case 'remoteProgrammingCode':
      return t('follow.description.tool', { title });
    case 'legal':
      return isLegalDocumentId(page.params.document) ? legalDocument(page.locale, page.params.document).lead : t('follow.description.generic', { title });
    default:
      return t('follow.description.generic', { title });
  }
}

/** Home, the category path, the product, then the page itself when it is below the product. */
function breadcrumbs(input: HeadInput, canonical: string): WithContext<BreadcrumbList> {
  const { state, t, origin } = input;
  const { page } = state;
  const crumbs: Array<{ name: string; url: string }> = [{ name: t('site.home'), url: `${origin}${supportPath(page.locale)}` }];
  const meta = state.metadata.data;
  if (meta && !page.pageData.notFound) {
    for (const category of meta.parentCategories) {
      crumbs.push({ name: category.displayName, url: `${origin}${supportPath(page.locale, category.name)}` });
    }
    if (meta.data.kind === 'product' && meta.data.categoryName) {
      const name = `${meta.data.modelNumber ?? ''} ${meta.data.displayName}`.trim();
      crumbs.push({ name, url: `${origin}${supportPath(page.locale, meta.data.categoryName, meta.data.name)}` });
    } else if (meta.data.kind === 'category' && !crumbs.some((c) => c.name === meta.data.displayName)) {
      crumbs.push({ name: meta.data.displayName, url: `${origin}${supportPath(page.locale, meta.data.name)}` });
    }
  }
  const own = input.title.split(' | ')[0] ?? '';
  if (page.typeAlias !== 'home' && own && crumbs[crumbs.length - 1]?.url !== canonical && !crumbs.some((c) => c.name === own)) {
    crumbs.push({ name: own, url: canonical });
  }
  const itemListElement: ListItem[] = crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}

const absolute = (origin: string, url: string | undefined) => (url && url.startsWith('/') ? `${origin}${url}` : url);

/** ISO 8601 duration of a running time in seconds (PT1M35S). */
function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${whole % 60}S`;
}

function productLd(input: HeadInput, canonical: string): WithContext<Product> | null {
  const meta = input.state.metadata.data;
  if (!meta || meta.data.kind !== 'product') return null;
  const { data, parentCategories } = meta;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${data.modelNumber ?? ''} ${data.displayName}`.trim(),
    ...(data.modelNumber ? { model: data.modelNumber, mpn: data.modelNumber, sku: data.modelNumber } : {}),
    brand: { '@type': 'Brand', name: BRAND },
    ...(data.description ? { description: clip(data.description) } : {}),
    ...(data.image ? { image: absolute(input.origin, data.image) } : {}),
    ...(parentCategories.length > 0 ? { category: parentCategories.map((c) => c.displayName).join(' > ') } : {}),
    url: canonical,
  };
}

function videoLd(
  input: HeadInput,
  video: { name: string; description: string; uploadDate: string; thumbnailUrl?: string; contentUrl?: string; duration?: number; url: string; language?: string },
): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: clip(video.description) || video.name,
    uploadDate: video.uploadDate,
    // A thumbnail is required; the site's icon stands in when a clip has none.
    thumbnailUrl: absolute(input.origin, video.thumbnailUrl) ?? `${input.origin}${supportPath('en_GB')}/static/favicon.svg`,
    ...(video.contentUrl ? { contentUrl: absolute(input.origin, video.contentUrl) } : {}),
    ...(video.duration ? { duration: isoDuration(video.duration) } : {}),
    url: absolute(input.origin, video.url),
    // The clip's own language when it is not yet translated (an English video on a German page).
    inLanguage: video.language ? htmlLang(video.language) : htmlLang(input.state.page.locale),
  };
}

function listedVideos(input: HeadInput): WithContext<VideoObject>[] {
  const seen = new Set<string>();
  const videos: VideoResult[] = [...input.state.tutorials.results, ...input.state.supportVideos.results];
  return videos
    .filter((v) => (seen.has(v.id) ? false : (seen.add(v.id), true)))
    .map((v) =>
      videoLd(input, {
        name: v.title,
        description: v.summary,
        uploadDate: v.date,
        thumbnailUrl: v.bannerImageUrl,
        contentUrl: v.videoUrl,
        duration: v.duration,
        url: v.url,
        language: v.language,
      }),
    );
}

function articleLd(input: HeadInput, canonical: string): JsonLd[] {
  const data = input.state.articleDetails.data;
  if (!data) return [];
  const out: JsonLd[] = [];
  const steps = data.steps.map(stripTags).filter((s) => s !== '');
  if (data.articleType === 'software-article') {
    out.push(...softwareLd(input, canonical));
  } else if (steps.length > 0) {
    const howTo: WithContext<HowTo> = {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: data.title,
      ...(data.summary ? { description: clip(data.summary) } : {}),
      step: steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
      inLanguage: htmlLang(data.language),
    };
    out.push(howTo);
  } else if (data.resolution || data.body) {
    const faq: WithContext<FAQPage> = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: data.title,
          acceptedAnswer: { '@type': 'Answer', text: clip(data.resolution || data.body) },
        },
      ],
    };
    out.push(faq);
  }
  if (data.video) {
    out.push(
      videoLd(input, {
        name: data.title,
        description: data.summary,
        uploadDate: data.date,
        thumbnailUrl: data.video.thumbnailUrl,
        contentUrl: data.video.url,
        duration: data.video.duration,
        url: canonical,
        language: data.language,
      }),
    );
  }
  return out;
}

const PRICE_CURRENCY: Readonly<Record<string, string>> = { en_GB: 'GBP', de_DE: 'EUR', fr_FR: 'EUR' };

function softwareLd(input: HeadInput, canonical: string): WithContext<SoftwareApplication>[] {
  const { state, origin } = input;
  const offers = { '@type': 'Offer' as const, price: '0', priceCurrency: PRICE_CURRENCY[state.page.locale] ?? 'EUR' };
  if (state.page.typeAlias === 'downloadDetails') {
    const d = state.downloadDetails.data;
    if (!d) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: d.title,
        applicationCategory: d.downloadCategory === 'Firmware' ? 'Firmware' : 'UtilitiesApplication',
        ...(d.operatingSystems?.length ? { operatingSystem: d.operatingSystems.join(', ') } : {}),
        ...(d.version ? { softwareVersion: d.version } : {}),
        ...(d.date ? { datePublished: d.date } : {}),
        ...(d.releaseNotes ? { releaseNotes: clip(d.releaseNotes) } : {}),
        ...(d.downloadUrl || d.fileUrl ? { downloadUrl: absolute(origin, d.downloadUrl || d.fileUrl) } : {}),
        ...(d.fileSize ? { fileSize: `${Math.max(1, Math.round(d.fileSize / 1024))}KB` } : {}),
        ...(d.product ? { isRelatedTo: { '@type': 'Product', name: `${d.product.modelNumber} ${d.product.displayName}`.trim() } } : {}),
        offers,
        url: canonical,
      },
    ];
  }
  const a = state.articleDetails.data;
  if (!a) return [];
  const systems = [...new Set(a.software.flatMap((s) => s.operatingSystems))];
  const version = a.software.find((s) => s.version)?.version;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: a.title,
      applicationCategory: a.downloadType === 'Firmware' ? 'Firmware' : 'UtilitiesApplication',
      ...(systems.length ? { operatingSystem: systems.join(', ') } : {}),
      ...(version ? { softwareVersion: version } : {}),
      ...(a.summary ? { description: clip(a.summary) } : {}),
      datePublished: a.date,
      ...(a.software[0]?.url ? { downloadUrl: absolute(origin, a.software[0].url) } : {}),
      offers,
      url: canonical,
    },
  ];
}

function structuredData(input: HeadInput, canonical: string): JsonLd[] {
  const { page } = input.state;
  const out: JsonLd[] = [breadcrumbs(input, canonical)];
  switch (page.typeAlias) {
    case 'product':
    case 'productTechSpecs': {
      const product = productLd(input, canonical);
      if (product) out.push(product);
      out.push(...listedVideos(input));
      break;
    }
    case 'category':
      out.push(...listedVideos(input));
      break;
    case 'articleDetails':
    case 'softwareDetails':
      out.push(...articleLd(input, canonical));
      break;
    case 'downloadDetails':
      out.push(...softwareLd(input, canonical));
      break;
    default:
      break;
  }
  return out;
}

/** The head tags of a rendered page, as HTML. Error pages get only their description. */
export function headTags(input: HeadInput): string {
  const { state, origin } = input;
  const { page } = state;
  const meta = state.metadata.data;
  const name = meta && !page.pageData.notFound ? (meta.data.kind === 'product' ? `${meta.data.modelNumber ?? ''} ${meta.data.displayName}`.trim() : meta.data.displayName) : undefined;
  const tags = [`<meta name="description" content="${escapeHtml(description(input, name))}">`];
  if (page.pageData.notFound || page.pageData.status >= 400) return tags.join('');
  // A repair reference's page is one visitor's receipt (docs/behaviour.md §2): never in a search index.
  if (page.type === 'repairConfirmation') return [...tags, '<meta name="robots" content="noindex">'].join('');
  // An agents' page: nothing for search engines (docs/decisions/027-search-insights.md).
  if (page.type === 'agentSearchInsights') tags.push('<meta name="robots" content="noindex">');
  const rest = canonicalRest(state);
  const canonical = `${origin}${supportPath(page.locale)}${rest === '/' ? '' : rest}`;
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  for (const alt of alternatesOf(origin, pathsInEveryLocale(rest))) {
    tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
  }
  const feed = feedOf(state.metadata.data, state.page);
  if (feed) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(input.t('follow.feedLink', { name: feed.name }))}" href="${escapeHtml(origin + feed.href)}">`,
    );
  }
  for (const block of structuredData(input, canonical)) {
    // Escaped like the preloaded state: no text in the data can close the script element.
    tags.push(`<script type="application/ld+json" nonce="${input.nonce}">${serialiseState(block)}</script>`);
  }
  return tags.join('');
}
