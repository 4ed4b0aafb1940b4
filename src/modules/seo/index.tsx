import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { seoSubjectOf } from './seoKey';

/** Renders nothing: the SEO data feeds the document's meta description and canonical link (pageMeta). */
function Seo() {
  return null;
}

/** SEO data of product and category pages (locale, cookie). */
export const seoModule: ModuleDefinition = {
  id: 'seo',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'seo' }, (page) => seoSubjectOf(page) !== null),
  Component: Seo,
};
