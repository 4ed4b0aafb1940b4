import { z } from 'zod';
import { LOCALES } from '../../../shared/locale';

/**
 * One line of a content export (docs/content-import.md): a JSON object whose `type` says what it
 * is. Validated one record at a time, so a bad line is reported with its number and skipped.
 */

/**
 * Path segments the site's routes use literally (ADR 003): a category or product with one of
 * these names could never be reached.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'manuals', 'downloads', 'faqs', 'repair-documents', 'results', 'software', 'articles', 'model-details', 'specifications',
  'serial-number-checker', 'remote-control-programming', 'models', 'tvhelp', 'error', 'pro', 'mobile', 'con', 'api',
]);

/**
 * The channels (pro, mobile, con) only ever follow a detail prefix (`software/`, `articles/`,
 * `repair-documents/`), which is never where a category's name sits, so a category may be called
 * `mobile` (the demo catalogue's phones and tablets are).
 */
const CATEGORY_RESERVED_NAMES: ReadonlySet<string> = new Set([...RESERVED_NAMES].filter((name) => !['pro', 'mobile', 'con'].includes(name)));

const slug = (what: string, reserved: ReadonlySet<string> = RESERVED_NAMES) =>
  z
    .string({ message: `${what} must be a string` })
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, `${what} must be 1-120 lower-case letters, digits and hyphens, e.g. "tv-home-cinema"`)
    .refine((name) => !reserved.has(name), `${what} is a word the site's addresses use; choose another name`);
const categorySlug = (what: string) => slug(what, CATEGORY_RESERVED_NAMES);

const text = (what: string, max: number) => z.string({ message: `${what} must be a string` }).max(max, `${what} must be at most ${max} characters`);
const date = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date as YYYY-MM-DD`);
const locale = z.enum(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` });
/** Files are referred to by a key of the export's choosing (not by checksum). */
const fileKey = z.string().min(1, 'file keys must not be empty').max(200, 'file keys must be at most 200 characters');

const localisedTexts = z
  .partialRecord(locale, z.object({ displayName: text('displayName', 200).min(1, 'displayName must not be empty'), description: text('description', 2000).default('') }))
  .refine((texts) => Object.keys(texts).length > 0, 'texts must hold at least one locale')
  .refine((texts) => texts.en_GB !== undefined, 'texts must hold en_GB, the language every visitor can fall back to');

export const categoryRecord = z.object({
  type: z.literal('category'),
  name: categorySlug('name'),
  parent: categorySlug('parent').nullable().default(null),
  // Other categories that also list this one among their subcategories (docs/decisions/044-category-in-several-places.md);
  // its address, breadcrumbs and products stay under its parent.
  alsoUnder: z.array(categorySlug('alsoUnder[]')).max(10).default([]),
  position: z.number().int().min(0).max(100_000).default(0),
  color: z
    .string()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'color must be "" or a colour like "#1a2b3c"')
    .default(''),
  image: fileKey.nullable().default(null),
  texts: localisedTexts,
});

export const productRecord = z.object({
  type: z.literal('product'),
  name: slug('name'),
  modelNumber: text('modelNumber', 60).regex(/^[A-Za-z0-9][A-Za-z0-9 ./+-]*$/, 'modelNumber must start with a letter or digit and hold letters, digits, spaces and . / + -'),
  category: categorySlug('category'),
  series: text('series', 60).default(''),
  releaseDate: date('releaseDate'),
  popularity: z.number().int().min(0).max(100).default(50),
  colour: text('colour', 60).default(''),
  image: fileKey.nullable().default(null),
  texts: localisedTexts,
  attrs: z.record(z.string(), z.unknown()).default({}),
});

export const contentRecord = z.object({
  type: z.literal('content'),
  id: text('id', 200).min(1, 'id must not be empty'),
  familyId: text('familyId', 120).regex(/^[A-Za-z0-9][A-Za-z0-9:._~-]*$/, 'familyId must hold letters, digits and : . _ ~ -'),
  contentType: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'contentType must be a lower-case name such as "faq-article"'),
  // Manuals may be in languages the site does not serve (e.g. es_ES).
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'locale must look like en_GB'),
  language: z.string().regex(/^[a-z]{2}$/, 'language must be two lower-case letters'),
  title: text('title', 300).min(1, 'title must not be empty'),
  summary: text('summary', 2000).default(''),
  body: text('body', 200_000).default(''),
  published: date('published'),
  channel: z.enum(['pro', 'mobile', 'con'], { message: 'channel must be one of pro, mobile, con' }).default('con'),
  accessLevel: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'accessLevel must be "public" or a restricted level name').default('public'),
  popularity: z.number().int().min(0).max(1000).default(0),
  file: fileKey.nullable().default(null),
  attrs: z.record(z.string(), z.unknown()).default({}),
  products: z.array(slug('products[]')).max(5000).default([]),
  categories: z.array(categorySlug('categories[]')).max(500).default([]),
  facets: z.array(z.tuple([text('facet', 60).min(1), text('facet value', 200).min(1)])).max(200).default([]),
  keywords: z.array(text('keyword', 100)).max(500).default([]),
  searchable: z.boolean().default(true),
});

export const fileRecord = z
  .object({
    type: z.literal('file'),
    key: fileKey,
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'name must be a file name of letters, digits and . _ -'),
    // Parameters allowed, as a server sends them: 'text/html; charset=utf-8'.
    mediaType: z
      .string()
      .regex(/^[a-z]+\/[a-z0-9.+-]+(?:; ?[a-z0-9-]+=[A-Za-z0-9._-]+)*$/, 'mediaType must be a media type such as application/pdf or text/html; charset=utf-8'),
    disposition: z.enum(['inline', 'attachment']).default('inline'),
    /** The bytes, base64-encoded... */
    data: z.string().max(70_000_000, 'data is too large; use path for large files').optional(),
    /** ...or a path relative to the export file. */
    path: z.string().max(500).optional(),
  })
  .refine((f) => (f.data === undefined) !== (f.path === undefined), 'a file needs exactly one of data (base64) or path');

export const queryRecord = z.object({
  type: z.literal('query'),
  locale,
  text: text('text', 200).min(2, 'text must be at least 2 characters'),
  weight: z.number().int().min(0).max(1_000_000).default(1),
});

export const synonymsRecord = z.object({
  type: z.literal('synonyms'),
  locale,
  phrases: z.array(text('phrase', 100).min(1)).min(2, 'a synonym set needs at least two phrases').max(50),
});

export const exportRecord = z.discriminatedUnion('type', [categoryRecord, productRecord, contentRecord, fileRecord, queryRecord, synonymsRecord], {
  message: 'type must be one of category, product, content, file, query, synonyms',
});

export type ExportRecord = z.output<typeof exportRecord>;
export type CategoryRecord = z.output<typeof categoryRecord>;
export type ProductRecord = z.output<typeof productRecord>;
export type ContentRecordLine = z.output<typeof contentRecord>;
export type FileRecord = z.output<typeof fileRecord>;
