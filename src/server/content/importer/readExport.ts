import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Dataset, DatasetCategory, DatasetContent, DatasetFile, DatasetProduct, DatasetQuery, DatasetSynonymSet } from '../Dataset';
import { modelKey } from '../search/modelKey';
import { IMPORTED_PREFIX } from './importedPrefix';
import { exportRecord, type CategoryRecord, type ContentRecordLine, type FileRecord, type ProductRecord } from './recordSchemas';

/** A record that was not imported, and why. */
export interface ImportIssue {
  line: number;
  message: string;
}

export interface ReadProgress {
  phase: 'read';
  bytes: number;
  totalBytes: number;
  records: number;
  /** Set on the last report, once every line was read. */
  done?: boolean;
}

export interface ExportContents {
  dataset: Dataset;
  issues: ImportIssue[];
  /** Lines holding a record (blank lines are not counted). */
  records: number;
}

type Located<T> = T & { line: number };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Reads the lines of one export, one record at a time, then resolves them against each other. */
class ExportReader {
  readonly issues: ImportIssue[] = [];
  private readonly categories: Array<Located<CategoryRecord>> = [];
  private readonly products: Array<Located<ProductRecord>> = [];
  private readonly content: Array<Located<ContentRecordLine>> = [];
  private readonly files: Array<Located<FileRecord>> = [];
  private readonly popularQueries: DatasetQuery[] = [];
  private readonly synonyms: DatasetSynonymSet[] = [];
  private line = 0;
  records = 0;

  /** One line of the file; false when it was blank. */
  add(text: string): boolean {
    this.line += 1;
    const line = this.line;
    const trimmed = text.trim();
    if (trimmed === '') return false;
    this.records += 1;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      this.issues.push({ line, message: `not valid JSON (${(error as Error).message})` });
      return true;
    }
    const parsed = exportRecord.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      this.issues.push({ line, message: `${where}${issue?.message ?? 'not a record of the export format'}` });
      return true;
    }
    const record = parsed.data;
    if (record.type === 'category') this.categories.push({ ...record, line });
    else if (record.type === 'product') this.products.push({ ...record, line });
    else if (record.type === 'content') this.content.push({ ...record, line });
    else if (record.type === 'file') this.files.push({ ...record, line });
    else if (record.type === 'query') this.popularQueries.push({ locale: record.locale, text: record.text, weight: record.weight });
    else this.synonyms.push({ locale: record.locale, phrases: record.phrases });
    return true;
  }

  finish(file: string, sha256: string): ExportContents {
    const issues = this.issues;
    const report = (at: number, message: string) => issues.push({ line: at, message });
    const fileIds = resolveFiles(this.files, path.dirname(path.resolve(file)), report);
    const datasetFiles = [...fileIds.values()];
    const placeholder = placeholderImage();
    const needsPlaceholder = { used: false };

    const validCategories = resolveCategories(this.categories, fileIds, report);
    const validProducts = resolveProducts(this.products, validCategories, fileIds, report, () => {
      needsPlaceholder.used = true;
      return placeholder.id;
    });
    const validContent = resolveContent(this.content, validCategories, validProducts, fileIds, report);
    if (needsPlaceholder.used && !datasetFiles.some((f) => f.id === placeholder.id)) datasetFiles.push(placeholder);

    const version = `${IMPORTED_PREFIX}${path.basename(file)}:${sha256.slice(0, 16)}`;
    issues.sort((a, b) => a.line - b.line);
    return {
      dataset: {
        version,
        categories: [...validCategories.values()],
        products: [...validProducts.values()],
        content: validContent,
        files: datasetFiles,
        popularQueries: this.popularQueries,
        synonyms: this.synonyms,
      },
      issues,
      records: this.records,
    };
  }
}

/**
 * Reads a content export (NDJSON, docs/content-import.md) into a Dataset, checking every record
 * on its own (JSON, schema) and then against the others (parents, references, duplicates). A
 * record that fails is reported with its line number and left out, as is everything that needs
 * it (a product of a skipped category). Streams the file: memory holds the records, not the text.
 */
export async function readExport(file: string, onProgress?: (progress: ReadProgress) => void): Promise<ExportContents> {
  const totalBytes = statSync(file).size;
  const hash = createHash('sha256');
  const reader = new ExportReader();
  const stream = createReadStream(file);
  let bytes = 0;
  stream.on('data', (chunk) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let reported = 0;
  for await (const text of lines) {
    if (!reader.add(text)) continue;
    if (onProgress && (reader.records - reported >= 500 || bytes === totalBytes)) {
      reported = reader.records;
      onProgress({ phase: 'read', bytes, totalBytes, records: reader.records });
    }
  }
  onProgress?.({ phase: 'read', bytes: totalBytes, totalBytes, records: reader.records, done: true });
  return reader.finish(file, hash.digest('hex'));
}

/**
 * readExport for synchronous start-up (the first start seeds the catalogue from the demo export
 * before the server listens, store/sqlite/ensureDatabase.ts): the same checks, the whole file
 * read at once. Meant for exports of a few MB whose files are referenced by path.
 */
export function readExportSync(file: string): ExportContents {
  const text = readFileSync(file);
  const reader = new ExportReader();
  for (const line of text.toString('utf8').split(/\r?\n/)) reader.add(line);
  return reader.finish(file, createHash('sha256').update(text).digest('hex'));
}

function toDatasetFile(record: FileRecord, bytes: Buffer): DatasetFile {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { id: sha256.slice(0, 20), name: record.name, mediaType: record.mediaType, disposition: record.disposition, sha256, bytes };
}

/** File key -> stored file. Paths stay inside the export's folder. */
function resolveFiles(files: Array<Located<FileRecord>>, folder: string, report: (line: number, message: string) => void): Map<string, DatasetFile> {
  const byKey = new Map<string, DatasetFile>();
  for (const record of files) {
    if (byKey.has(record.key)) {
      report(record.line, `file key "${record.key}" is used by an earlier line`);
      continue;
    }
    let bytes: Buffer;
    if (record.data !== undefined) {
      if (!BASE64.test(record.data)) {
        report(record.line, 'data is not base64 (letters, digits, + and /, padded with =)');
        continue;
      }
      bytes = Buffer.from(record.data, 'base64');
    } else {
      const target = path.resolve(folder, record.path ?? '');
      if (path.isAbsolute(record.path ?? '') || !target.startsWith(folder + path.sep)) {
        report(record.line, 'path must be relative to the export file and stay inside its folder');
        continue;
      }
      try {
        bytes = readFileSync(target);
      } catch {
        report(record.line, `path "${record.path}" cannot be read`);
        continue;
      }
    }
    byKey.set(record.key, toDatasetFile(record, bytes));
  }
  return byKey;
}

/** Categories whose parent chain reaches a top-level category of the export. */
function resolveCategories(
  records: Array<Located<CategoryRecord>>,
  files: Map<string, DatasetFile>,
  report: (line: number, message: string) => void,
): Map<string, DatasetCategory> {
  const byName = new Map<string, Located<CategoryRecord>>();
  for (const record of records) {
    if (byName.has(record.name)) report(record.line, `category "${record.name}" is defined by an earlier line`);
    else if (record.image !== null && !files.has(record.image)) report(record.line, `image "${record.image}" is not a file of the export`);
    else byName.set(record.name, record);
  }
  const valid = new Map<string, DatasetCategory>();
  const failed = new Set<string>();
  const visit = (record: Located<CategoryRecord>, trail: Set<string>): boolean => {
    if (valid.has(record.name)) return true;
    if (failed.has(record.name)) return false;
    let ok = true;
    if (record.parent !== null) {
      const parent = byName.get(record.parent);
      if (trail.has(record.name)) {
        report(record.line, `category "${record.name}" is its own ancestor`);
        ok = false;
      } else if (!parent) {
        report(record.line, `parent "${record.parent}" is not a category of the export`);
        ok = false;
      } else if (!visit(parent, new Set([...trail, record.name]))) {
        report(record.line, `parent "${record.parent}" was not imported`);
        ok = false;
      }
    }
    if (!ok) {
      failed.add(record.name);
      return false;
    }
    valid.set(record.name, {
      name: record.name,
      parentName: record.parent,
      alsoUnder: [],
      position: record.position,
      color: record.color,
      imageFileId: record.image === null ? null : (files.get(record.image)?.id ?? null),
      texts: record.texts,
    });
    return true;
  };
  for (const record of byName.values()) visit(record, new Set());
  // Second places of a category: only categories that were imported, never its own parent or itself.
  for (const record of byName.values()) {
    const category = valid.get(record.name);
    if (!category) continue;
    for (const other of new Set(record.alsoUnder)) {
      if (other === record.name || other === record.parent) report(record.line, `alsoUnder "${other}" is the category itself or its parent`);
      else if (!valid.has(other)) report(record.line, `alsoUnder "${other}" is not a category of the export`);
      else category.alsoUnder = [...(category.alsoUnder ?? []), other];
    }
  }
  return valid;
}

function resolveProducts(
  records: Array<Located<ProductRecord>>,
  categories: Map<string, DatasetCategory>,
  files: Map<string, DatasetFile>,
  report: (line: number, message: string) => void,
  placeholder: () => string,
): Map<string, DatasetProduct> {
  const valid = new Map<string, DatasetProduct>();
  const keys = new Map<string, string>();
  for (const record of records) {
    const key = modelKey(record.modelNumber);
    if (valid.has(record.name)) report(record.line, `product "${record.name}" is defined by an earlier line`);
    else if (keys.has(key)) report(record.line, `model number ${record.modelNumber} is the same as that of "${keys.get(key)}" (ignoring case and separators)`);
    else if (!categories.has(record.category)) report(record.line, `category "${record.category}" is not an imported category`);
    else if (record.image !== null && !files.has(record.image)) report(record.line, `image "${record.image}" is not a file of the export`);
    else {
      keys.set(key, record.name);
      valid.set(record.name, {
        name: record.name,
        modelNumber: record.modelNumber,
        categoryName: record.category,
        series: record.series,
        releaseDate: record.releaseDate,
        popularity: record.popularity,
        imageFileId: record.image === null ? placeholder() : (files.get(record.image)?.id ?? placeholder()),
        colour: record.colour,
        texts: record.texts,
        attrs: record.attrs,
      });
    }
  }
  return valid;
}

function resolveContent(
  records: Array<Located<ContentRecordLine>>,
  categories: Map<string, DatasetCategory>,
  products: Map<string, DatasetProduct>,
  files: Map<string, DatasetFile>,
  report: (line: number, message: string) => void,
): DatasetContent[] {
  const ids = new Set<string>();
  const familyType = new Map<string, string>();
  const rows: DatasetContent[] = [];
  for (const record of records) {
    const unknownProduct = record.products.find((p) => !products.has(p));
    const unknownCategory = record.categories.find((c) => !categories.has(c));
    const type = familyType.get(record.familyId);
    if (ids.has(record.id)) report(record.line, `content id "${record.id}" is used by an earlier line`);
    else if (unknownProduct) report(record.line, `product "${unknownProduct}" is not an imported product`);
    else if (unknownCategory) report(record.line, `category "${unknownCategory}" is not an imported category`);
    else if (record.file !== null && !files.has(record.file)) report(record.line, `file "${record.file}" is not a file of the export`);
    else if (type !== undefined && type !== record.contentType) report(record.line, `family ${record.familyId} is of type ${type}, not ${record.contentType}`);
    else {
      ids.add(record.id);
      familyType.set(record.familyId, record.contentType);
      const file = record.file === null ? null : (files.get(record.file) ?? null);
      rows.push({
        id: record.id,
        familyId: record.familyId,
        contentType: record.contentType,
        locale: record.locale,
        language: record.language,
        title: record.title,
        summary: record.summary,
        body: record.body,
        published: record.published,
        channel: record.channel,
        accessLevel: record.accessLevel,
        popularity: record.popularity,
        fileId: file?.id ?? null,
        // File facts the API shows with a document or download, as the demo catalogue records them.
        attrs: file ? { fileName: file.name, fileSize: file.bytes.length, sha256: file.sha256, mediaType: file.mediaType, ...record.attrs } : record.attrs,
        productNames: record.products,
        categoryNames: record.categories,
        facets: record.facets,
        keywords: record.keywords,
        searchable: record.searchable,
      });
    }
  }
  return rows;
}

/** Products without an image get this neutral one, so every product card has a picture. */
function placeholderImage(): DatasetFile {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" role="img" aria-label="Product image not available">' +
    '<rect width="180" height="180" fill="#f2f3f5"/><rect x="45" y="55" width="90" height="62" rx="6" fill="none" stroke="#9aa1ab" stroke-width="4"/>' +
    '<rect x="80" y="117" width="20" height="10" fill="#9aa1ab"/><rect x="62" y="127" width="56" height="5" rx="2" fill="#9aa1ab"/></svg>';
  const bytes = Buffer.from(svg);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { id: sha256.slice(0, 20), name: 'product-placeholder.svg', mediaType: 'image/svg+xml', disposition: 'inline', sha256, bytes };
}
