import type { DatasetCategory, DatasetContent } from '../../../src/server/content/Dataset';
import { GROUP_OF_KIND, type T3 } from '../catalogue/kinds';
import { finishesFor, productFeatures } from '../catalogue/finishes';
import { TAXONOMY, type LeafCategory, type ProductLine, type ProductVariant } from '../catalogue/taxonomy';
import { safeFileName } from '../files';
import { createRandom } from '../random';
import { categoryIllustration, productIllustration, seriesStyle } from '../render/illustrations';
import { SITE_LOCALES, type BuildContext, type BuiltProduct } from './context';

/** Lower-case URL slug of a model number: 'AT-55X89K' -> 'at-55x89k'. */
export function productSlug(modelNumber: string): string {
  return modelNumber.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function buildCategories(ctx: BuildContext): DatasetCategory[] {
  const categories: DatasetCategory[] = [];
  TAXONOMY.forEach((top, topIndex) => {
    const topImage = ctx.files.add(`${top.name}.svg`, 'image/svg+xml', 'inline', Buffer.from(categoryIllustration(top.kind, top.color, top.title.en)));
    categories.push({
      name: top.name,
      parentName: null,
      alsoUnder: [],
      position: topIndex,
      color: top.color,
      imageFileId: topImage.id,
      texts: localise(top.title, top.description),
    });
    top.children.forEach((leaf, leafIndex) => {
      const image = ctx.files.add(`${leaf.name}.svg`, 'image/svg+xml', 'inline', Buffer.from(categoryIllustration(leaf.kind, top.color, leaf.title.en)));
      categories.push({
        name: leaf.name,
        parentName: top.name,
        alsoUnder: leaf.alsoUnder ?? [],
        position: leafIndex,
        // Subcategories inherit nothing: the spec's colour defaults to '' unless a category sets one.
        color: '',
        imageFileId: image.id,
        texts: localise(leaf.title, leaf.description),
      });
    });
  });
  return categories;
}

function localise(title: T3, description: T3): DatasetCategory['texts'] {
  const texts: DatasetCategory['texts'] = {};
  for (const { locale, lang } of SITE_LOCALES) texts[locale] = { displayName: title[lang], description: description[lang] };
  return texts;
}

/** '55"' -> 55-inch / 55 Zoll / 55 pouces: names read naturally and need no quote escaping. */
function screenSize(label: string): T3 | null {
  const size = /^(\d+(?:\.\d+)?)"$/.exec(label)?.[1];
  if (!size) return null;
  const comma = size.replace('.', ',');
  return { en: `${size}-inch`, de: `${comma} Zoll`, fr: `${comma} pouces` };
}

function displayNames(leaf: LeafCategory, line: ProductLine, variant: ProductVariant): T3 {
  const size = screenSize(variant.label);
  if (size) {
    // Screens are named by size and series, as on the box: 'Aurora 55-inch X89J 4K HDR Smart TV'.
    return {
      en: `Aurora ${size.en} ${line.series} ${leaf.noun.en}`,
      de: `Aurora ${line.series} ${leaf.noun.de} (${size.de})`,
      fr: `${leaf.noun.fr} Aurora ${line.series} ${size.fr}`,
    };
  }
  const subject = variant.label || variant.model;
  return {
    en: `Aurora ${subject} ${leaf.noun.en}`,
    de: `Aurora ${subject} ${leaf.noun.de}`,
    fr: `${leaf.noun.fr} Aurora ${subject}`,
  };
}

function releaseDate(line: ProductLine, model: string): string {
  const random = createRandom(`release:${model}`);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${line.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const TIER_POPULARITY: Record<string, number> = { Essential: 55, Advanced: 65, Premium: 75, Signature: 85, Professional: 40 };

export function buildProducts(ctx: BuildContext): BuiltProduct[] {
  const products: BuiltProduct[] = [];
  const seen = new Set<string>();
  for (const top of TAXONOMY) {
    for (const leaf of top.children) {
      for (const line of leaf.lines) {
        for (const variant of line.variants) {
          const name = productSlug(variant.model);
          if (seen.has(name)) continue;
          seen.add(name);
          const random = createRandom(`product:${variant.model}`);
          const finish = random.pick(finishesFor(leaf.kind));
          const names = displayNames(leaf, line, variant);
          const image = ctx.files.add(
            `${safeFileName(variant.model)}.svg`,
            'image/svg+xml',
            'inline',
            Buffer.from(productIllustration(leaf.kind, finish, names.en, seriesStyle(leaf.kind, line.series))),
          );
          const released = releaseDate(line, variant.model);
          const features = productFeatures(leaf.kind, line.tier.en, variant.model, leaf.name);
          const texts: BuiltProduct['record']['texts'] = {};
          for (const { locale, lang } of SITE_LOCALES) {
            texts[locale] = { displayName: names[lang], description: `${features[lang]} ${colourSentence(lang, finish.name[lang])}` };
          }
          products.push({
            kind: leaf.kind,
            group: GROUP_OF_KIND[leaf.kind],
            leaf,
            topName: top.name,
            line,
            names,
            colour: finish.name,
            record: {
              name,
              modelNumber: variant.model,
              categoryName: leaf.name,
              series: line.series,
              releaseDate: released,
              popularity: Math.min(100, (TIER_POPULARITY[line.tier.en] ?? 50) + (line.year - 2021) * 4 + random.int(0, 15)),
              imageFileId: image.id,
              colour: finish.name.en,
              texts,
              attrs: { kind: leaf.kind, tier: line.tier.en, channel: leaf.channel ?? 'con', label: variant.label },
            },
          });
        }
      }
    }
  }
  return products;
}

function colourSentence(lang: keyof T3, colour: string): string {
  if (lang === 'de') return `Farbe: ${colour}.`;
  if (lang === 'fr') return `Coloris : ${colour}.`;
  return `Colour: ${colour}.`;
}

/** Products are searchable content too (model details, best matches, suggestions). */
export function productContent(products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const product of products) {
    const { record } = product;
    for (const { locale, lang } of SITE_LOCALES) {
      const text = record.texts[locale];
      if (!text) continue;
      rows.push({
        id: `product:${record.name}:${locale}`,
        familyId: `product:${record.name}`,
        contentType: 'product',
        locale,
        language: lang,
        title: text.displayName,
        summary: text.description,
        body: `${text.description} ${product.leaf.title[lang]} ${product.line.series}`,
        published: record.releaseDate,
        channel: product.leaf.channel ?? 'con',
        accessLevel: 'public',
        popularity: record.popularity,
        fileId: record.imageFileId,
        attrs: {},
        productNames: [record.name],
        categoryNames: [],
        facets: [],
        keywords: [record.modelNumber],
      });
    }
  }
  return rows;
}
