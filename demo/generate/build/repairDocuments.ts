import type { RepairDocumentType } from '../../../src/shared/content/types';
import { REPAIR_TYPE_FACET } from '../../../src/server/content/facets';
import type { DatasetContent, DatasetFile } from '../../../src/server/content/Dataset';
import type { SupportGroup } from '../catalogue/kinds';
import { GROUP_SERVICE, SERVICE_SAFETY, type GroupServiceText, type NewsText } from '../text/repairDocumentText';
import { safeFileName } from '../files';
import { createRandom, hashString } from '../random';
import { escapeXml } from '../render/illustrations';
import { renderPdf, type PdfBlock } from '../render/pdf';
import type { BuildContext, BuiltProduct } from './context';

/** Family ids of repair documents ('00500001'); other builders use other ranges. */
export const REPAIR_ID_RANGE = 5;

/** Repair documents are for authorised service centres only: the API serves them to a verified session. */
export const REPAIR_ACCESS_LEVEL = 'asc';

const AUTHOR = 'Aurora Electronics Service';

export interface AttachedFile {
  title: string;
  file: DatasetFile;
}

interface RepairSpec {
  type: RepairDocumentType;
  title: string;
  summary: string;
  bodyHtml: string;
  /** Searchable plain text of the document. */
  text: string;
  documentNumber: string;
  published: string;
  channel: string;
  products: BuiltProduct[];
  attachments: AttachedFile[];
}

function html(parts: Array<[heading: string, content: string | string[]]>): string {
  return parts
    .map(([heading, content]) => {
      const inner = Array.isArray(content) ? `<ul>${content.map((c) => `<li>${escapeXml(c)}</li>`).join('')}</ul>` : `<p>${escapeXml(content)}</p>`;
      return heading ? `<h2>${escapeXml(heading)}</h2>${inner}` : inner;
    })
    .join('');
}

function modelList(products: BuiltProduct[], max = 4): string {
  const models = products.map((p) => p.record.modelNumber);
  return models.length > max ? `${models.slice(0, max).join(', ')} …` : models.join(', ');
}

function pdf(ctx: BuildContext, fileName: string, title: string, date: string, footer: string, blocks: PdfBlock[]): DatasetFile {
  const bytes = renderPdf({ title, author: AUTHOR, date, blocks: [{ kind: 'title', text: title }, ...blocks], footer });
  return ctx.files.add(safeFileName(fileName), 'application/pdf', 'attachment', bytes);
}

function row(ctx: BuildContext, spec: RepairSpec): DatasetContent {
  const familyId = ctx.ids.allocate(REPAIR_ID_RANGE);
  return {
    id: `${familyId}:en_GB`,
    familyId,
    contentType: spec.type,
    locale: 'en_GB',
    language: 'en',
    title: spec.title,
    summary: spec.summary,
    body: spec.text,
    published: spec.published,
    channel: spec.channel,
    accessLevel: REPAIR_ACCESS_LEVEL,
    popularity: 50,
    fileId: spec.attachments[0]?.file.id ?? null,
    attrs: {
      documentNumber: spec.documentNumber,
      bodyHtml: spec.bodyHtml,
      associatedFiles: spec.attachments.map((a) => ({
        title: a.title,
        fileId: a.file.id,
        fileName: a.file.name,
        fileSize: a.file.bytes.length,
        sha256: a.file.sha256,
        mediaType: a.file.mediaType,
      })),
    },
    productNames: spec.products.map((p) => p.record.name),
    categoryNames: [...new Set(spec.products.map((p) => p.leaf.name))],
    facets: [[REPAIR_TYPE_FACET, spec.type]],
    keywords: spec.products.map((p) => p.record.modelNumber),
  };
}

/** A date in the given year, stable per key. */
function dateIn(year: number, key: string): string {
  const day = hashString(key) % 300;
  return new Date(Date.UTC(year, 0, 15 + day)).toISOString().slice(0, 10);
}

function partNumbers(key: string, boards: string[]): string[] {
  const random = createRandom(`parts:${key}`);
  return boards.map((board, i) => {
    const number = `${random.int(1, 9)}-${String(random.int(0, 999)).padStart(3, '0')}-${String(random.int(0, 999)).padStart(3, '0')}-${String(random.int(11, 91))}`;
    return `Ref. ${i + 1}   ${number}   ${board}${i < 2 ? '   (safety-critical)' : ''}`;
  });
}

function serviceManual(ctx: BuildContext, products: BuiltProduct[], group: GroupServiceText): RepairSpec {
  const first = products[0];
  const { line, leaf } = first;
  const models = modelList(products);
  const key = `${leaf.name}:${line.series}`;
  const date = dateIn(line.year, `sm:${key}`);
  const footer = `Service Manual · ${line.series} series · Confidential: for authorised service centres`;
  const stem = `${first.record.modelNumber}_${line.series}`;
  const manual = pdf(ctx, `${stem}_Service_Manual.pdf`, `Service Manual – ${leaf.noun.en} ${line.series} series`, date, footer, [
    { kind: 'heading', text: 'Models' },
    ...products.map((p): PdfBlock => ({ kind: 'bullet', text: `${p.record.modelNumber} – ${p.names.en}` })),
    { kind: 'heading', text: 'Safety precautions' },
    ...SERVICE_SAFETY.map((text): PdfBlock => ({ kind: 'bullet', text })),
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Disassembly' },
    ...group.disassembly.map((text, i): PdfBlock => ({ kind: 'step', number: i + 1, text })),
    { kind: 'heading', text: 'Adjustments after repair' },
    ...group.adjustments.map((text, i): PdfBlock => ({ kind: 'step', number: i + 1, text })),
    { kind: 'heading', text: 'Final checks' },
    ...group.finalChecks.map((text): PdfBlock => ({ kind: 'bullet', text })),
    { kind: 'heading', text: 'Revision history' },
    { kind: 'paragraph', text: `1st edition, ${date}.` },
  ]);
  const parts = pdf(ctx, `${stem}_Parts_List.pdf`, `Exploded views and parts list – ${line.series} series`, date, footer, [
    { kind: 'paragraph', text: `Applies to: ${products.map((p) => p.record.modelNumber).join(', ')}` },
    { kind: 'heading', text: 'Electrical parts' },
    ...partNumbers(key, group.boards).map((text): PdfBlock => ({ kind: 'paragraph', text })),
    { kind: 'paragraph', text: 'Parts marked safety-critical must be replaced only with the part number listed.' },
  ]);
  const summary = `Disassembly, adjustment and parts information for the ${leaf.noun.en} ${line.series} series (${models}).`;
  return {
    type: 'service-manual',
    title: `Service Manual – ${leaf.noun.en} ${line.series} series`,
    summary,
    bodyHtml: html([
      ['', summary],
      ['Contents', ['Safety precautions', 'Disassembly', 'Adjustments after repair', 'Final checks', 'Exploded views and parts list']],
      ['Before you start', SERVICE_SAFETY[1]],
    ]),
    text: [summary, ...group.disassembly, ...group.adjustments].join(' '),
    documentNumber: `SM-${line.series}-${line.year}`,
    published: date,
    channel: leaf.channel ?? 'con',
    products,
    attachments: [
      { title: 'Service manual', file: manual },
      { title: 'Exploded views and parts list', file: parts },
    ],
  };
}

function technicalNews(ctx: BuildContext, news: NewsText, index: number, products: BuiltProduct[], groupKey: string): RepairSpec {
  const number = `TN-${groupKey.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
  const date = dateIn(2024, `tn:${number}`);
  const file = pdf(ctx, `${number}.pdf`, `Technical News ${number}: ${news.title}`, date, `Technical News ${number} · Confidential`, [
    { kind: 'heading', text: 'Models' },
    { kind: 'paragraph', text: products.map((p) => p.record.modelNumber).join(', ') },
    { kind: 'heading', text: 'Symptom' },
    { kind: 'paragraph', text: news.symptom },
    { kind: 'heading', text: 'Cause' },
    { kind: 'paragraph', text: news.cause },
    { kind: 'heading', text: 'Countermeasure' },
    { kind: 'paragraph', text: news.countermeasure },
  ]);
  return {
    type: 'technical-news',
    title: news.title,
    summary: news.symptom,
    bodyHtml: html([
      ['Symptom', news.symptom],
      ['Cause', news.cause],
      ['Countermeasure', news.countermeasure],
    ]),
    text: [news.symptom, news.cause, news.countermeasure].join(' '),
    documentNumber: number,
    published: date,
    channel: 'con',
    products,
    attachments: [{ title: 'Technical news', file }],
  };
}

function groupDocuments(ctx: BuildContext, group: GroupServiceText, groupKey: string, products: BuiltProduct[]): RepairSpec[] {
  const prefix = groupKey.slice(0, 3).toUpperCase();
  const docs: RepairSpec[] = [];

  const toolDate = dateIn(2023, `rt:${groupKey}`);
  const toolFile = pdf(ctx, `${group.tool.name.replace(/\s+/g, '_')}_Guide.pdf`, `${group.tool.name} – operating guide`, toolDate, `${group.tool.name} · Confidential`, [
    { kind: 'paragraph', text: `The ${group.tool.name} ${group.tool.purpose}.` },
    { kind: 'heading', text: 'Getting started' },
    ...group.tool.steps.map((text, i): PdfBlock => ({ kind: 'step', number: i + 1, text })),
  ]);
  docs.push({
    type: 'repair-tools',
    title: `${group.tool.name} – installation and operation`,
    summary: `The ${group.tool.name} ${group.tool.purpose}.`,
    bodyHtml: `<p>${escapeXml(`The ${group.tool.name} ${group.tool.purpose}.`)}</p><h2>Getting started</h2><ol>${group.tool.steps
      .map((s) => `<li>${escapeXml(s)}</li>`)
      .join('')}</ol>`,
    text: [group.tool.purpose, ...group.tool.steps].join(' '),
    documentNumber: `RT-${prefix}-001`,
    published: toolDate,
    channel: 'con',
    products,
    attachments: [{ title: 'Operating guide', file: toolFile }],
  });

  const memoDate = dateIn(2024, `tm:${groupKey}`);
  const memoFile = pdf(ctx, `TM-${prefix}-001.pdf`, `Technical Memo: ${group.memo.title}`, memoDate, `Technical Memo TM-${prefix}-001 · Confidential`, [
    { kind: 'paragraph', text: group.memo.text },
  ]);
  docs.push({
    type: 'technical-memo',
    title: group.memo.title,
    summary: group.memo.text,
    bodyHtml: html([['', group.memo.text]]),
    text: group.memo.text,
    documentNumber: `TM-${prefix}-001`,
    published: memoDate,
    channel: 'con',
    products,
    attachments: [{ title: 'Technical memo', file: memoFile }],
  });

  const trainingDate = dateIn(2024, `ti:${groupKey}`);
  const trainingFile = pdf(ctx, `Training_${prefix}_2024.pdf`, group.training.title, trainingDate, `${group.training.title} · Confidential`, [
    { kind: 'heading', text: 'Course outline' },
    ...group.training.modules.map((text, i): PdfBlock => ({ kind: 'step', number: i + 1, text })),
    { kind: 'paragraph', text: 'Complete the online assessment after the course to keep your service certification for these products.' },
  ]);
  docs.push({
    type: 'training-information',
    title: group.training.title,
    summary: `Course outline and certification requirements for the repair of ${group.noun}.`,
    bodyHtml: html([
      ['', `Course outline and certification requirements for the repair of ${group.noun}.`],
      ['Modules', group.training.modules],
    ]),
    text: [group.training.title, ...group.training.modules].join(' '),
    documentNumber: `TR-${prefix}-2024`,
    published: trainingDate,
    channel: 'con',
    products,
    attachments: [{ title: 'Course outline', file: trainingFile }],
  });

  const infoDate = dateIn(2024, `si:${groupKey}`);
  const infoFile = pdf(ctx, `SI-${prefix}-001.pdf`, `Service Information: ${group.information.title}`, infoDate, `Service Information SI-${prefix}-001 · Confidential`, [
    { kind: 'paragraph', text: group.information.text },
  ]);
  docs.push({
    type: 'service-information',
    title: group.information.title,
    summary: group.information.text,
    bodyHtml: html([['', group.information.text]]),
    text: group.information.text,
    documentNumber: `SI-${prefix}-001`,
    published: infoDate,
    channel: 'con',
    products,
    attachments: [{ title: 'Service information', file: infoFile }],
  });
  return docs;
}

/** The product lines of a group, in catalogue order: 'leaf:series' -> products. */
function linesOf(products: BuiltProduct[]): BuiltProduct[][] {
  const lines = new Map<string, BuiltProduct[]>();
  for (const product of products) {
    const key = `${product.leaf.name}:${product.line.series}`;
    const list = lines.get(key);
    if (list) list.push(product);
    else lines.set(key, [product]);
  }
  return [...lines.values()];
}

/**
 * Repair documents of all six types (docs/behaviour.md §2) with their associated PDF files: a service manual
 * per product line, and per support group technical news, a repair tool guide, a technical memo,
 * training information and service information. All are restricted to service centres.
 */
export function buildRepairDocuments(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const specs: RepairSpec[] = [];
  const groups = new Map<SupportGroup, BuiltProduct[]>();
  for (const product of products) {
    const list = groups.get(product.group);
    if (list) list.push(product);
    else groups.set(product.group, [product]);
  }
  for (const [groupKey, members] of groups) {
    const group = GROUP_SERVICE[groupKey];
    const lines = linesOf(members);
    for (const line of lines) specs.push(serviceManual(ctx, line, group));
    group.news.forEach((news, i) => {
      const candidates = news.kinds ? members.filter((p) => news.kinds?.includes(p.kind)) : members;
      const candidateLines = linesOf(candidates);
      // A notice concerns a few product lines, not the whole group.
      const affected = news.series
        ? candidates.filter((p) => news.series?.includes(p.line.series))
        : [...(candidateLines[(i * 2) % candidateLines.length] ?? []), ...(candidateLines[(i * 2 + 1) % candidateLines.length] ?? [])];
      if (affected.length > 0) specs.push(technicalNews(ctx, news, i, [...new Set(affected)], groupKey));
    });
    specs.push(...groupDocuments(ctx, group, groupKey, members));
  }
  return specs.map((spec) => row(ctx, spec));
}
