import type { CategoryRecord, ContentRecord, ProductRecord, SearchHit } from '../ContentStore';

/** Column lists and row mappers shared by the SQLite statements. */
export interface CategoryRow {
  name: string;
  parent_name: string | null;
  display_name: string | null;
  description: string | null;
  color: string;
  image_file_id: string | null;
  image_file_name: string | null;
  product_count: number;
}

export const CATEGORY_COLUMNS = `
  c.name, c.parent_name, COALESCE(t.display_name, e.display_name, c.name) AS display_name,
  COALESCE(t.description, e.description, '') AS description, c.color, c.image_file_id, f.name AS image_file_name,
  (SELECT count(*) FROM category_closure cc JOIN products p ON p.category_name = cc.descendant WHERE cc.ancestor = c.name) AS product_count`;

export const CATEGORY_JOINS = `
  LEFT JOIN category_texts t ON t.category_name = c.name AND t.locale = @locale
  LEFT JOIN category_texts e ON e.category_name = c.name AND e.locale = 'en_GB'
  LEFT JOIN files f ON f.id = c.image_file_id`;

export function toCategory(row: CategoryRow): CategoryRecord {
  return {
    name: row.name,
    parentName: row.parent_name,
    displayName: row.display_name ?? row.name,
    description: row.description ?? '',
    color: row.color,
    imageFileId: row.image_file_id,
    imageFileName: row.image_file_name,
    productCount: row.product_count,
  };
}

/** Rows of categoryPaths (ordered by leaf, root first) -> each leaf's path. */
export function pathsByLeaf(rows: ReadonlyArray<CategoryRow & { leaf: string }>): Map<string, CategoryRecord[]> {
  const paths = new Map<string, CategoryRecord[]>();
  for (const row of rows) {
    const path = paths.get(row.leaf);
    if (path) path.push(toCategory(row));
    else paths.set(row.leaf, [toCategory(row)]);
  }
  return paths;
}

export interface ProductRow {
  name: string;
  model_number: string;
  model_key: string;
  category_name: string;
  series: string;
  release_date: string;
  popularity: number;
  display_name: string | null;
  description: string | null;
  image_file_id: string;
  image_file_name: string | null;
  colour: string;
}

export const PRODUCT_COLUMNS = `
  p.name, p.model_number, p.model_key, p.category_name, p.series, p.release_date, p.popularity,
  COALESCE(t.display_name, e.display_name, p.model_number) AS display_name, COALESCE(t.description, e.description, '') AS description,
  p.image_file_id, f.name AS image_file_name, p.colour`;

export const PRODUCT_JOINS = `
  LEFT JOIN product_texts t ON t.product_name = p.name AND t.locale = @locale
  LEFT JOIN product_texts e ON e.product_name = p.name AND e.locale = 'en_GB'
  LEFT JOIN files f ON f.id = p.image_file_id`;

export function toProduct(row: ProductRow): ProductRecord {
  return {
    name: row.name,
    modelNumber: row.model_number,
    modelKey: row.model_key,
    categoryName: row.category_name,
    series: row.series,
    releaseDate: row.release_date,
    popularity: row.popularity,
    displayName: row.display_name ?? row.model_number,
    description: row.description ?? '',
    imageFileId: row.image_file_id,
    imageFileName: row.image_file_name ?? 'image.svg',
    colour: row.colour,
  };
}

export interface ContentRow {
  rowid: number;
  id: string;
  family_id: string;
  content_type: string;
  locale: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  published: string;
  channel: string;
  popularity: number;
  file_id: string | null;
  file_name: string | null;
  attrs: string;
}

export const CONTENT_COLUMNS = `
  c.rowid, c.id, c.family_id, c.content_type, c.locale, c.language, c.title, c.summary, c.body, c.published,
  c.channel, c.popularity, c.file_id, fl.name AS file_name, c.attrs`;

/**
 * CONTENT_COLUMNS with only the opening of the body, `@bodyChars` characters (SearchRequest.bodyChars):
 * a search that compares its hits need not read every page of a manual with each row. The same
 * SQL on both stores.
 */
export const CONTENT_COLUMNS_BODY_OPENING = CONTENT_COLUMNS.replace('c.body,', "CASE WHEN CAST(@bodyChars AS INTEGER) = 0 THEN '' ELSE substr(c.body, 1, CAST(@bodyChars AS INTEGER)) END AS body,");

/**
 * The columns of a search hit: a content row and its grouping key (search/groupKey.ts). With
 * `@bodyChars` 0 the body is not read at all (a search that groups by the key alone).
 */
export const SEARCH_HIT_COLUMNS = `${CONTENT_COLUMNS}, c.group_key`;
export const SEARCH_HIT_COLUMNS_BODY_OPENING = `${CONTENT_COLUMNS_BODY_OPENING}, c.group_key`;

export const CONTENT_FILE_JOIN = 'LEFT JOIN files fl ON fl.id = c.file_id';

function parseAttrs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toContent(row: ContentRow): ContentRecord {
  return {
    rowId: row.rowid,
    id: row.id,
    familyId: row.family_id,
    contentType: row.content_type,
    locale: row.locale,
    language: row.language,
    title: row.title,
    summary: row.summary,
    body: row.body,
    published: row.published,
    channel: row.channel,
    popularity: row.popularity,
    fileId: row.file_id,
    fileName: row.file_name,
    attrs: parseAttrs(row.attrs),
  };
}

/** The columns of a hit row, by name (SEARCH_HIT_COLUMNS), as read in raw mode (one array per row). */
const HIT_FIELDS = ['rowid', 'id', 'family_id', 'content_type', 'locale', 'language', 'title', 'summary', 'body', 'published', 'channel', 'popularity', 'file_id', 'file_name', 'attrs', 'group_key'] as const;

/**
 * Hits from rows read as arrays (`statement.raw()`): better-sqlite3 makes no object per row, which
 * was a third of reading a search's 240 window rows. Positions come from the statement's own column
 * names, so the column list stays SEARCH_HIT_COLUMNS. Returns the position of `key` too (the row's
 * search id), for the caller to match rows to ranks.
 */
export function rawHitReader(columns: ReadonlyArray<{ name: string }>, key: string): { keyAt: number; hit(values: readonly unknown[], score: number): SearchHit } {
  const positions = new Map(columns.map((c, i) => [c.name, i]));
  const at = (name: string): number => {
    const i = positions.get(name);
    if (i === undefined) throw new Error(`search hit statement has no ${name} column`);
    return i;
  };
  const keyAt = at(key);
  const [rowid, id, familyId, contentType, locale, language, title, summary, body, published, channel, popularity, fileId, fileName, attrs, groupKey] = HIT_FIELDS.map(at);
  return {
    keyAt,
    hit: (values, score) => ({
      rowId: values[rowid] as number,
      id: values[id] as string,
      familyId: values[familyId] as string,
      contentType: values[contentType] as string,
      locale: values[locale] as string,
      language: values[language] as string,
      title: values[title] as string,
      summary: values[summary] as string,
      body: values[body] as string,
      published: values[published] as string,
      channel: values[channel] as string,
      popularity: values[popularity] as number,
      fileId: values[fileId] as string | null,
      fileName: values[fileName] as string | null,
      attrs: parseAttrs(values[attrs] as string),
      score,
      groupKey: (values[groupKey] as string | null) ?? null,
    }),
  };
}

/**
 * A search hit of a row, scored `score` (by default the row's own `score` column): the content record with
 * two fields set on it, not spread into a new object (a grouped search makes 240 of them, ADR 036 update 3).
 */
export function toHit(row: ContentRow & { score?: number; group_key?: string | null }, score = row.score ?? 0): SearchHit {
  const hit = toContent(row) as SearchHit;
  hit.score = score;
  hit.groupKey = row.group_key ?? null;
  return hit;
}
