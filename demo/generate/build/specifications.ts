import type { Footnote, InTheBoxItem, SpecGroup } from '../../../src/shared/content/hubTypes';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import { GROUP_TEXT, LABELS } from '../text/manualText';
import { generalSection, sheetFor, type Lang, type Sheet, type SpecSection, type Value } from '../text/specSheets';
import { createRandom } from '../random';
import { LOCALE_OF_LANGUAGE, type BuiltProduct } from './context';

export const SPECIFICATION_TYPE = 'specification';

const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

/** The spec sheet is written with two marker styles, as spec sheets often are: both name the same footnote. */
const MARKER = (id: number) => `*${id}`;
const ALT_MARKER = (id: number) => `※${id}`;
const ALT_MARKER_SECTIONS = new Set(['Power', 'Battery']);

const valueIn = (value: Value, lang: Lang): string => (typeof value === 'string' ? value : value(lang));

function techSpecs(sections: SpecSection[], lang: Lang): SpecGroup[] {
  return sections.map((section) => ({
    name: section.name[lang],
    specs: section.lines.map((line) => ({
      name: line.name[lang],
      value: valueIn(line.value, lang),
      ...(line.notes?.length
        ? { footnotes: line.notes.map((n) => (ALT_MARKER_SECTIONS.has(section.name.en) ? ALT_MARKER(n) : MARKER(n))) }
        : {}),
    })),
  }));
}

/** A product's spec sheet: its kind's sections with the general section (model, colour, year) merged in. */
export function productSpecSheet(product: BuiltProduct): { sections: SpecSection[]; footnotes: Sheet['footnotes'] } {
  const { record } = product;
  const sheet = sheetFor({
    kind: product.kind,
    modelNumber: record.modelNumber,
    categoryName: record.categoryName,
    label: typeof record.attrs.label === 'string' ? record.attrs.label : '',
    tier: product.line.tier.en,
    year: product.line.year,
    random: createRandom(`specs:${record.name}`),
  });
  const general = generalSection(record.modelNumber, product.colour, product.line.year);
  const existing = sheet.sections.find((s) => s.name.en === general.name.en);
  const sections = existing
    ? sheet.sections.map((s) => (s === existing ? { ...s, lines: [...general.lines, ...s.lines] } : s))
    : [...sheet.sections, general];
  return { sections, footnotes: sheet.footnotes };
}

/** The spec sheet in one language, as the specifications page and the manuals print it. */
export function productSpecGroups(product: BuiltProduct, lang: Lang): SpecGroup[] {
  return techSpecs(productSpecSheet(product).sections, lang);
}

/** One specification family per product: a sheet in every site language (no fallback needed). */
export function buildSpecifications(products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const product of products) {
    const { record } = product;
    const sheet = productSpecSheet(product);
    const { sections } = sheet;
    const synonyms: Record<string, string> = {};
    sheet.footnotes.forEach((_, index) => {
      synonyms[MARKER(index + 1)] = String(index + 1);
      synonyms[ALT_MARKER(index + 1)] = String(index + 1);
    });
    const familyId = `specs:${record.name}`;
    for (const lang of LANGS) {
      const footnotes: Footnote[] = sheet.footnotes.map((text, index) => ({
        id: String(index + 1),
        marker: MARKER(index + 1),
        text: text[lang],
      }));
      const inTheBox: InTheBoxItem[] = GROUP_TEXT[product.group][lang].inTheBox.map((name) => ({ name, quantity: 1 }));
      rows.push({
        id: `${familyId}:${lang}`,
        familyId,
        contentType: SPECIFICATION_TYPE,
        locale: LOCALE_OF_LANGUAGE[lang],
        language: lang,
        title: `${LABELS[lang].specifications} – ${record.modelNumber}`,
        summary: product.names[lang],
        body: '',
        published: record.releaseDate,
        channel: product.leaf.channel ?? 'con',
        accessLevel: 'public',
        popularity: record.popularity,
        fileId: null,
        attrs: { techSpecs: techSpecs(sections, lang), inTheBox, footnotes, synonyms },
        productNames: [record.name],
        categoryNames: [],
        facets: [],
        keywords: [],
        searchable: false,
      });
    }
  }
  return rows;
}
