import type { Locale } from '../../../../shared/locale';
import type { CategoryRecord, ContentStore, ProductRecord } from '../../store/ContentStore';
import { notFound } from '../errors';

export async function requireCategory(store: ContentStore, locale: Locale, name: string, parameter = 'categoryName'): Promise<CategoryRecord> {
  const category = await store.getCategory(locale, name);
  if (!category) throw notFound('category', name, parameter);
  return category;
}

export async function requireProduct(store: ContentStore, locale: Locale, name: string, parameter = 'productName'): Promise<ProductRecord> {
  const product = await store.getProduct(locale, name);
  if (!product) throw notFound('product', name, parameter);
  return product;
}

/** A search context: a category or a product name (categories win; names never collide). */
export async function resolveScope(
  store: ContentStore,
  locale: Locale,
  contextId: string,
  parameter: string,
): Promise<{ scope: string; product?: ProductRecord }> {
  const category = await store.getCategory(locale, contextId);
  if (category) return { scope: category.name };
  const product = await store.getProduct(locale, contextId);
  if (product) return { scope: product.name, product };
  throw notFound('category or product', contextId, parameter);
}
