import type { Locale } from '../../../src/shared/locale';
import type { DatasetProduct } from '../../../src/server/content/Dataset';
import type { ProductKind, SupportGroup, T3 } from '../catalogue/kinds';
import type { LeafCategory, ProductLine } from '../catalogue/taxonomy';
import type { FileCollector } from '../files';

export const SITE_LOCALES: ReadonlyArray<{ locale: Locale; lang: keyof T3 }> = [
  { locale: 'en_GB', lang: 'en' },
  { locale: 'de_DE', lang: 'de' },
  { locale: 'fr_FR', lang: 'fr' },
];

export const LOCALE_OF_LANGUAGE: Readonly<Record<keyof T3, Locale>> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR' };

/** A product plus what the generators need to know about it beyond the stored record. */
export interface BuiltProduct {
  record: DatasetProduct;
  kind: ProductKind;
  group: SupportGroup;
  leaf: LeafCategory;
  topName: string;
  line: ProductLine;
  /** Display names per language, reused by manuals and downloads. */
  names: T3;
  colour: T3;
}

/** Numeric family ids in the style of a content management system ('00100042'). */
export class IdAllocator {
  private readonly next = new Map<number, number>();

  allocate(range: number): string {
    const n = (this.next.get(range) ?? 0) + 1;
    this.next.set(range, n);
    return String(range * 100000 + n).padStart(8, '0');
  }
}

export interface BuildContext {
  files: FileCollector;
  ids: IdAllocator;
}

export const ID_RANGE = { faq: 1, download: 2, document: 3 } as const;
