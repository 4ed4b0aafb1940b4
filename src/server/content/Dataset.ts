import type { Locale } from '../../shared/locale';

/**
 * The catalogue as a store loads it: the demo generator produces one and a future importer
 * (NDJSON content exports) will too. Texts are per locale; a content item is one row per
 * locale/language of its family, and the store decides which row a visitor of a locale sees
 * (own locale, then the same language, then English).
 */
export interface Dataset {
  version: string;
  categories: DatasetCategory[];
  products: DatasetProduct[];
  content: DatasetContent[];
  files: DatasetFile[];
  popularQueries: DatasetQuery[];
  /** The catalogue's own synonym sets, added to the built-in ones (search/synonymSets.ts). */
  synonyms?: DatasetSynonymSet[];
}

export interface DatasetSynonymSet {
  locale: Locale;
  /** Phrases that mean the same, e.g. ['firmware', 'software update']. */
  phrases: string[];
}

export interface LocalisedText {
  displayName: string;
  description: string;
}

export interface DatasetCategory {
  name: string;
  parentName: string | null;
  /**
   * Other categories that also list this one as a subcategory (a soundbar is TV & Home Cinema and Audio):
   * the address, breadcrumbs and products stay under parentName (docs/decisions/044-category-in-several-places.md).
   */
  alsoUnder?: string[];
  position: number;
  /** Brand colour of the category tile; '' when none. */
  color: string;
  imageFileId: string | null;
  texts: Partial<Record<Locale, LocalisedText>>;
}

export interface DatasetProduct {
  /** URL slug, lower case, e.g. 'at-55x89k'. */
  name: string;
  /** As printed on the product, e.g. 'AT-55X89K'. */
  modelNumber: string;
  categoryName: string;
  series: string;
  releaseDate: string;
  popularity: number;
  imageFileId: string;
  colour: string;
  texts: Partial<Record<Locale, LocalisedText>>;
  attrs: Record<string, unknown>;
}

export type ContentTypeName = string;

export interface DatasetContent {
  /** Unique per row, e.g. '00100012:de_DE'. */
  id: string;
  /** Shared by the translations of one item: articleFamilyId, downloadId, document family. */
  familyId: string;
  contentType: ContentTypeName;
  /** Locale of the text (documents in a language the site does not serve use e.g. 'es_ES'). */
  locale: string;
  /** Two-letter language of the text, e.g. 'de'. */
  language: string;
  title: string;
  summary: string;
  /** Plain text searched and shown. */
  body: string;
  published: string;
  channel: string;
  /** 'public' or a restricted level (repair documents); restricted rows need a verified session. */
  accessLevel: string;
  popularity: number;
  fileId: string | null;
  attrs: Record<string, unknown>;
  /** Family-level relations (the same on every row of a family). */
  productNames: string[];
  categoryNames: string[];
  facets: Array<[facet: string, value: string]>;
  /** Extra searchable identifiers (model numbers, part numbers). */
  keywords: string[];
  /**
   * false for content read by context only (specifications, banners, compatibility, ...): kept out of
   * the full-text index so it neither pads organic search nor its spelling vocabulary.
   */
  searchable?: boolean;
}

export interface DatasetFile {
  /** Content-addressed: the first 20 hex digits of the SHA-256, so a URL never changes meaning. */
  id: string;
  name: string;
  mediaType: string;
  /** 'attachment' for downloads, 'inline' for images and documents viewed in the browser. */
  disposition: 'inline' | 'attachment';
  sha256: string;
  bytes: Buffer;
  /**
   * PDF manuals: the text of each page (page 1 first), read from the file at import
   * (pdfText/documentPages.ts); search shows the page a phrase is on.
   */
  pages?: string[];
}

export interface DatasetQuery {
  locale: Locale;
  text: string;
  weight: number;
}
