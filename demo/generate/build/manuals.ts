import type { DatasetContent, DatasetFile } from '../../../src/server/content/Dataset';
import { productFeatures } from '../catalogue/finishes';
import type { SupportGroup } from '../catalogue/kinds';
import { GROUP_TEXT, LABELS, MANUAL_LANGUAGES, SAFETY, type ManualLanguage } from '../text/manualText';
import SECTIONS from '../text/manualSections.json';
import { safeFileName } from '../files';
import { createRandom } from '../random';
import { renderPdf, type PdfBlock } from '../render/pdf';
import { ID_RANGE, LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';
import { productSpecGroups } from './specifications';

type DocumentType = 'operating-instructions' | 'quick-start-guide';
type SettingsKind = keyof typeof SECTIONS.settings;
type NetworkKind = keyof typeof SECTIONS.network;

const GROUP_SECTIONS = SECTIONS.groups as Record<SupportGroup, { settings: SettingsKind[]; network: NetworkKind }>;

/**
 * Manuals as real multi-page PDFs, one per product, document type and language. A share of
 * products lacks the German or French edition so the language list and the English fallback are
 * exercised. As printed manuals are, one PDF covers every model of a product line (the sizes of a
 * television series): it is rendered once and shared by the manual rows of those models.
 */
export function buildManuals(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const series = new Map<string, BuiltProduct[]>();
  for (const product of products) {
    const key = seriesKey(product);
    const members = series.get(key);
    if (members) members.push(product);
    else series.set(key, [product]);
  }
  const files = new Map<string, DatasetFile>();
  const fileOf = (product: BuiltProduct, documentType: DocumentType, lang: ManualLanguage): DatasetFile => {
    const key = `${seriesKey(product)}|${documentType}|${lang}`;
    let file = files.get(key);
    if (!file) {
      file = renderManual(ctx, series.get(seriesKey(product)) ?? [product], documentType, lang);
      files.set(key, file);
    }
    return file;
  };

  const rows: DatasetContent[] = [];
  for (const product of products) {
    const random = createRandom(`manuals:${product.record.name}`);
    const languages = MANUAL_LANGUAGES.filter((lang) => lang === 'en' || !random.chance(lang === 'de' ? 0.08 : 0.15));
    for (const documentType of ['operating-instructions', 'quick-start-guide'] as const) {
      const familyId = ctx.ids.allocate(ID_RANGE.document);
      for (const lang of languages) rows.push(manualRow(product, documentType, lang, familyId, fileOf(product, documentType, lang)));
    }
  }
  return rows;
}

function seriesKey(product: BuiltProduct): string {
  return `${product.leaf.name}/${product.line.series}`;
}

const docTitleOf = (documentType: DocumentType, lang: ManualLanguage): string =>
  documentType === 'operating-instructions' ? LABELS[lang].operatingInstructions : LABELS[lang].quickStart;

/** The sections of a manual, in order; each starts on a new page. */
function sectionsOf(models: BuiltProduct[], documentType: DocumentType, lang: ManualLanguage): Array<{ heading: string; blocks: PdfBlock[] }> {
  const labels = LABELS[lang];
  const extra = SECTIONS.labels[lang];
  const first = models[0];
  const { group } = first;
  const text = GROUP_TEXT[group][lang];
  const { settings, network } = GROUP_SECTIONS[group];
  const setup = { heading: labels.setup, blocks: text.setup.map((t, i): PdfBlock => ({ kind: 'step', number: i + 1, text: t })) };
  const networkSection = { heading: extra.network, blocks: SECTIONS.network[network][lang].map((t): PdfBlock => ({ kind: 'paragraph', text: t })) };
  if (documentType === 'quick-start-guide') {
    const [problem, solution] = text.troubleshooting[0];
    return [
      { heading: labels.inTheBox, blocks: [...text.inTheBox.map((t): PdfBlock => ({ kind: 'bullet', text: t })), { kind: 'heading', text: labels.setup }, ...setup.blocks] },
      { heading: extra.network, blocks: [...networkSection.blocks.slice(0, 2), { kind: 'heading', text: labels.troubleshooting }, { kind: 'paragraph', text: `${problem} ${solution}` }] },
    ];
  }
  return [
    {
      heading: labels.safety,
      blocks: [
        ...SAFETY[lang].map((t): PdfBlock => ({ kind: 'bullet', text: t })),
        { kind: 'heading', text: labels.inTheBox },
        ...text.inTheBox.map((t): PdfBlock => ({ kind: 'bullet', text: t })),
      ],
    },
    setup,
    ...settings.map((kind) => {
      const chapter = SECTIONS.settings[kind][lang];
      return {
        heading: kind === 'picture' ? extra.pictureSettings : extra.soundSettings,
        blocks: [{ kind: 'paragraph', text: chapter.intro } as PdfBlock, ...chapter.entries.map(([name, value]): PdfBlock => ({ kind: 'entry', name, value }))],
      };
    }),
    networkSection,
    {
      heading: labels.troubleshooting,
      blocks: text.troubleshooting.flatMap(([problem, solution]): PdfBlock[] => [
        { kind: 'subheading', text: `${labels.symptom}: ${problem}` },
        { kind: 'paragraph', text: `${labels.solution}: ${solution}` },
      ]),
    },
    { heading: labels.specifications, blocks: specificationBlocks(models, lang) },
  ];
}

/**
 * The specifications of a product line as printed manuals give them: a value shared by every
 * model once, a value that differs per model listed by model.
 */
function specificationBlocks(models: BuiltProduct[], lang: ManualLanguage): PdfBlock[] {
  const sheets = models.map((model) => productSpecGroups(model, lang));
  const blocks: PdfBlock[] = [];
  sheets[0].forEach((group, g) => {
    blocks.push({ kind: 'subheading', text: group.name });
    group.specs.forEach((spec, i) => {
      const values = sheets.map((sheet) => sheet[g]?.specs[i]?.value ?? '');
      const same = values.every((v) => v === values[0]);
      const value = same ? values[0] : models.map((model, m) => `${model.record.modelNumber} ${values[m]}`).join('; ');
      // A full stop ends each entry, as a sentence: search learns the entries printed in many manuals as
      // boilerplate (search/boilerplate.ts) instead of reading a page of specifications as one sentence.
      blocks.push({ kind: 'entry', name: spec.name, value: /[.!?]$/.test(value) ? value : `${value}.` });
    });
  });
  return blocks;
}

function renderManual(ctx: BuildContext, models: BuiltProduct[], documentType: DocumentType, lang: ManualLanguage): DatasetFile {
  const labels = LABELS[lang];
  const extra = SECTIONS.labels[lang];
  const first = models[0];
  const modelNumbers = models.map((m) => m.record.modelNumber);
  const docTitle = docTitleOf(documentType, lang);
  const sections = sectionsOf(models, documentType, lang);
  const blocks: PdfBlock[] = [
    { kind: 'title', text: docTitle },
    { kind: 'paragraph', text: `${extra.models}: ${modelNumbers.join(', ')}.` },
    { kind: 'paragraph', text: productFeatures(first.kind, first.line.tier.en, first.record.modelNumber, first.record.categoryName)[lang] },
    // One sentence, the same in every manual of a kind: boilerplate to search, not a list of loose words.
    { kind: 'paragraph', text: `${extra.contents}: ${sections.map((section) => section.heading).join(', ')}.` },
  ];
  sections.forEach((section, i) => {
    // The first section shares the cover page of a quick start guide; every other one opens a page.
    if (i > 0 || documentType === 'operating-instructions') blocks.push({ kind: 'pageBreak' });
    blocks.push({ kind: 'heading', text: section.heading }, ...section.blocks);
  });
  const series = first.line.series;
  const bytes = renderPdf({
    title: `${docTitle} – ${modelNumbers.join(', ')}`,
    author: 'Aurora Electronics',
    date: first.record.releaseDate,
    blocks,
    footer: `${series} · ${labels.footer}`,
  });
  const fileName = `Aurora_${safeFileName(series)}_${documentType === 'operating-instructions' ? 'OI' : 'QSG'}_${lang.toUpperCase()}.pdf`;
  return ctx.files.add(fileName, 'application/pdf', 'inline', bytes);
}

function manualRow(product: BuiltProduct, documentType: DocumentType, lang: ManualLanguage, familyId: string, file: DatasetFile): DatasetContent {
  const { record } = product;
  const text = GROUP_TEXT[product.group][lang];
  // What a row says before the import reads its PDF (pdfText/documentPages.ts replaces it by the text of its pages).
  const body = [productFeatures(product.kind, product.line.tier.en, record.modelNumber, record.categoryName)[lang], ...text.setup, ...text.troubleshooting.flat()].join(' ');
  return {
    id: `${familyId}:${lang}`,
    familyId,
    contentType: 'document',
    locale: LOCALE_OF_LANGUAGE[lang],
    language: lang,
    title: `${docTitleOf(documentType, lang)} – ${record.modelNumber}`,
    summary: product.names[lang],
    body,
    published: record.releaseDate,
    channel: product.leaf.channel ?? 'con',
    accessLevel: 'public',
    popularity: record.popularity + (documentType === 'operating-instructions' ? 5 : 0),
    fileId: file.id,
    attrs: { documentType, fileName: file.name, fileSize: file.bytes.length, sha256: file.sha256, mediaType: 'application/pdf' },
    productNames: [record.name],
    categoryNames: [],
    facets: [['documentType', documentType]],
    keywords: [record.modelNumber],
  };
}
