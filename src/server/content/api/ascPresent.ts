import type { AssociatedFile } from '../../../shared/content/detailsTypes';
import type { ModelDetail, ModelDetailKey, ModelRegion, NewsForAscResult, NewsPriority, RepairDocumentResult } from '../../../shared/content/ascTypes';
import { MODEL_DETAIL_KEYS, MODEL_REGIONS } from '../../../shared/content/ascTypes';
import type { RepairDocumentType } from '../../../shared/content/types';
import { repairDocumentUrl } from '../../../shared/links';
import { htmlLang, type Locale } from '../../../shared/locale';
import type { ContentRecord, ProductLink } from '../store/ContentStore';
import { fileUrl } from './present';

/** Response shapes of the ASC portal calls, from restricted store records. */

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Models listed per document at most; documents for whole product groups would list hundreds. */
export const MAX_LISTED_MODELS = 20;

export function associatedFilesOf(record: ContentRecord): AssociatedFile[] {
  const files = Array.isArray(record.attrs.associatedFiles) ? record.attrs.associatedFiles : [];
  return files.filter(isRecord).flatMap((f): AssociatedFile[] => {
    const fileId = str(f.fileId);
    const fileName = str(f.fileName);
    if (!fileId || !fileName) return [];
    return [
      {
        title: str(f.title) ?? fileName,
        fileName,
        url: fileUrl(fileId, fileName),
        fileSize: typeof f.fileSize === 'number' ? f.fileSize : 0,
        sha256: str(f.sha256) ?? '',
        mediaType: str(f.mediaType) ?? 'application/octet-stream',
      },
    ];
  });
}

export interface RepairPresentContext {
  locale: Locale;
  links: Map<string, ProductLink[]>;
  /** The product a list belongs to: detail links stay inside its pages. */
  product?: { name: string; categoryName: string };
  /** Extra fields asked for (docs/behaviour.md §7 additional-fields); contentType is always present. */
  withModels: boolean;
}

export function repairDocumentResult(record: ContentRecord, ctx: RepairPresentContext): RepairDocumentResult {
  const links = ctx.links.get(record.familyId) ?? [];
  const scope = ctx.product ? { categoryName: ctx.product.categoryName, productName: ctx.product.name } : {};
  return {
    id: record.familyId,
    contentType: record.contentType as RepairDocumentType,
    title: record.title,
    snippet: record.summary,
    url: repairDocumentUrl(ctx.locale, record.familyId, scope),
    date: record.published,
    language: record.language,
    documentNumber: str(record.attrs.documentNumber),
    ...(ctx.withModels ? { models: links.slice(0, MAX_LISTED_MODELS).map((l) => l.modelNumber) } : {}),
    ...(links.length === 1 ? { categoryName: links[0].categoryName } : {}),
    associatedFiles: associatedFilesOf(record),
  };
}

const PRIORITIES: readonly NewsPriority[] = ['info', 'important', 'action-required'];

export function newsForAscResult(record: ContentRecord): NewsForAscResult {
  const priority = PRIORITIES.find((p) => p === record.attrs.priority) ?? 'info';
  const paragraphs = strings(record.attrs.paragraphs);
  return {
    id: record.familyId,
    contentType: 'news-for-asc-article',
    title: record.title,
    snippet: record.summary,
    // Notices are read in full in the portal; they have no page of their own.
    url: '',
    date: record.published,
    language: record.language,
    articleFamilyId: record.familyId,
    paragraphs: paragraphs.length > 0 ? paragraphs : [record.body],
    priority,
    topics: strings(record.attrs.topics),
  };
}

export function modelDetailOf(record: ContentRecord): ModelDetail | null {
  const region = MODEL_REGIONS.find((r) => r === record.attrs.region);
  if (!region) return null;
  const attributes = (Array.isArray(record.attrs.attributes) ? record.attrs.attributes : []).filter(isRecord).flatMap((a) => {
    const key = MODEL_DETAIL_KEYS.find((k) => k === a.key);
    const value = str(a.value);
    return key && value ? [{ key: key as ModelDetailKey, value }] : [];
  });
  return {
    id: record.familyId,
    modelName: str(record.attrs.modelName) ?? record.title,
    title: record.title,
    region: region as ModelRegion,
    attributes,
    updated: record.published,
  };
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** 'de' -> 'Deutsch' on the German site, 'German' on the English one. */
export function languageName(locale: Locale, code: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([htmlLang(locale)], { type: 'language' });
    displayNames.set(locale, names);
  }
  let label = code;
  try {
    label = names.of(code) ?? code;
  } catch {
    // A stored code Intl does not know is shown as it is.
  }
  return label.charAt(0).toLocaleUpperCase(htmlLang(locale)) + label.slice(1);
}

/** Regions of regional model details by locale (docs/behaviour.md §3: the regional group is the visitor's). */
export const REGION_OF_LOCALE: Readonly<Record<Locale, Exclude<ModelRegion, 'global'>>> = { en_GB: 'GB', de_DE: 'DE', fr_FR: 'FR' };
