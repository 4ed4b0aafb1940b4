import type { DatasetCategory, DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { LOCALE_OF_LANGUAGE, SITE_LOCALES, type BuiltProduct } from './context';

export const SEO_TYPE = 'seo';

type Lang = keyof T3;
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

const PRODUCT_TITLE: T3 = {
  en: '{model} {name} – Support',
  de: '{model} {name} – Support',
  fr: '{model} {name} – Assistance',
};
const PRODUCT_DESCRIPTION: T3 = {
  en: 'Support for the {name} ({model}): manuals, software downloads, FAQs, specifications, videos and compatible products.',
  de: 'Support für {name} ({model}): Bedienungsanleitungen, Software-Downloads, FAQs, technische Daten, Videos und kompatible Produkte.',
  fr: 'Assistance pour {name} ({model}) : modes d’emploi, téléchargements, FAQ, caractéristiques, vidéos et produits compatibles.',
};
const CATEGORY_TITLE: T3 = { en: '{name} – Support', de: '{name} – Support', fr: '{name} – Assistance' };
const CATEGORY_DESCRIPTION: T3 = {
  en: '{description} Find your model for manuals, downloads and answers from Aurora Support.',
  de: '{description} Finden Sie Ihr Modell für Anleitungen, Downloads und Antworten vom Aurora Support.',
  fr: '{description} Trouvez votre modèle pour les modes d’emploi, téléchargements et réponses de l’assistance Aurora.',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function row(familyId: string, lang: Lang, title: string, description: string, published: string): DatasetContent {
  return {
    id: `${familyId}:${lang}`,
    familyId,
    contentType: SEO_TYPE,
    locale: LOCALE_OF_LANGUAGE[lang],
    language: lang,
    title,
    summary: description,
    body: '',
    published,
    channel: 'con',
    accessLevel: 'public',
    popularity: 0,
    fileId: null,
    attrs: { robots: 'index, follow' },
    productNames: [],
    categoryNames: [],
    facets: [],
    keywords: [],
    searchable: false,
  };
}

/** Page titles and meta descriptions, as an editor would keep them for every product and category page. */
export function buildSeo(products: BuiltProduct[], categories: DatasetCategory[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const product of products) {
    for (const lang of LANGS) {
      const values = { model: product.record.modelNumber, name: product.names[lang] };
      rows.push(
        row(
          `seo:product:${product.record.name}`,
          lang,
          fill(PRODUCT_TITLE[lang], values),
          fill(PRODUCT_DESCRIPTION[lang], values),
          product.record.releaseDate,
        ),
      );
    }
  }
  for (const category of categories) {
    for (const { locale, lang } of SITE_LOCALES) {
      const text = category.texts[locale];
      if (!text) continue;
      const values = { name: text.displayName, description: text.description };
      rows.push(
        row(
          `seo:category:${category.name}`,
          lang,
          fill(CATEGORY_TITLE[lang], values),
          fill(CATEGORY_DESCRIPTION[lang], values),
          '2024-01-01',
        ),
      );
    }
  }
  return rows;
}
