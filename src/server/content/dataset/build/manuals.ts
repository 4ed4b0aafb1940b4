import type { DatasetContent } from '../Dataset';
import { KIND_FEATURES } from '../catalogue/finishes';
import { GROUP_TEXT, LABELS, MANUAL_LANGUAGES, SAFETY, type ManualLanguage } from '../content/manualText';
import { safeFileName } from '../files';
import { createRandom } from '../random';
import { renderPdf, type PdfBlock } from '../render/pdf';
import { ID_RANGE, LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';

type DocumentType = 'operating-instructions' | 'quick-start-guide';

/**
 * Manuals as real PDFs, one per product, document type and language. A share of products lacks
 * the German or French edition so the language list and the English fallback are exercised.
 */
export function buildManuals(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const product of products) {
    const random = createRandom(`manuals:${product.record.name}`);
    const languages = MANUAL_LANGUAGES.filter((lang) => lang === 'en' || !random.chance(lang === 'de' ? 0.08 : 0.15));
    for (const documentType of ['operating-instructions', 'quick-start-guide'] as const) {
      const familyId = ctx.ids.allocate(ID_RANGE.document);
      for (const lang of languages) rows.push(manualRow(ctx, product, documentType, lang, familyId));
    }
  }
  return rows;
}

function manualRow(ctx: BuildContext, product: BuiltProduct, documentType: DocumentType, lang: ManualLanguage, familyId: string): DatasetContent {
  const labels = LABELS[lang];
  const text = GROUP_TEXT[product.group][lang];
  const { record } = product;
  const docTitle = documentType === 'operating-instructions' ? labels.operatingInstructions : labels.quickStart;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: docTitle },
    { kind: 'heading', text: product.names[lang] },
    { kind: 'paragraph', text: `${labels.model}: ${record.modelNumber}` },
    { kind: 'paragraph', text: KIND_FEATURES[product.kind][lang] },
  ];
  if (documentType === 'operating-instructions') {
    blocks.push({ kind: 'heading', text: labels.safety }, ...SAFETY[lang].map((t): PdfBlock => ({ kind: 'bullet', text: t })));
    blocks.push({ kind: 'pageBreak' }, { kind: 'heading', text: labels.inTheBox }, ...text.inTheBox.map((t): PdfBlock => ({ kind: 'bullet', text: t })));
  }
  blocks.push({ kind: 'heading', text: labels.setup }, ...text.setup.map((t, i): PdfBlock => ({ kind: 'step', number: i + 1, text: t })));
  if (documentType === 'operating-instructions') {
    blocks.push({ kind: 'pageBreak' }, { kind: 'heading', text: labels.troubleshooting });
    for (const [problem, solution] of text.troubleshooting) {
      blocks.push({ kind: 'paragraph', text: `${labels.symptom}: ${problem}` }, { kind: 'bullet', text: `${labels.solution}: ${solution}` });
    }
    blocks.push(
      { kind: 'heading', text: labels.specifications },
      { kind: 'bullet', text: `${labels.model}: ${record.modelNumber}` },
      { kind: 'bullet', text: `${labels.colour}: ${product.colour[lang]}` },
      { kind: 'bullet', text: `${labels.released}: ${record.releaseDate}` },
    );
  } else {
    blocks.push({ kind: 'heading', text: labels.troubleshooting }, { kind: 'paragraph', text: `${text.troubleshooting[0][0]} ${text.troubleshooting[0][1]}` });
  }

  const title = `${docTitle} – ${record.modelNumber}`;
  const pdf = renderPdf({ title, author: 'Aurora Electronics', date: record.releaseDate, blocks, footer: `${record.modelNumber} · ${labels.footer}` });
  const fileName = `${safeFileName(record.modelNumber)}_${documentType === 'operating-instructions' ? 'OI' : 'QSG'}_${lang.toUpperCase()}.pdf`;
  const file = ctx.files.add(fileName, 'application/pdf', 'inline', pdf);
  const body = [
    KIND_FEATURES[product.kind][lang],
    ...text.setup,
    ...text.troubleshooting.flat(),
    ...(documentType === 'operating-instructions' ? text.inTheBox : []),
  ].join(' ');

  return {
    id: `${familyId}:${lang}`,
    familyId,
    contentType: 'document',
    locale: LOCALE_OF_LANGUAGE[lang],
    language: lang,
    title,
    summary: product.names[lang],
    body,
    published: record.releaseDate,
    channel: product.leaf.channel ?? 'con',
    accessLevel: 'public',
    popularity: record.popularity + (documentType === 'operating-instructions' ? 5 : 0),
    fileId: file.id,
    attrs: { documentType, fileName: file.name, fileSize: pdf.length, sha256: file.sha256, mediaType: 'application/pdf' },
    productNames: [record.name],
    categoryNames: [],
    facets: [['documentType', documentType]],
    keywords: [record.modelNumber],
  };
}
