import { seo } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { seoKeyOf, seoSubjectOf } from './seoKey';

function* load(page: PageState): Saga {
  const subject = seoSubjectOf(page);
  const forPage = seoKeyOf(page);
  if (!subject || !forPage) return;
  const api = yield* getApi();
  // docs/behaviour.md §4: a failure only sets the error flag (the data set keeps its data; pageMeta checks forPage).
  yield* fetchInto(seo, () =>
    (subject.kind === 'product'
      ? api.productSeo({ locale: page.locale, productName: subject.name })
      : api.categorySeo({ locale: page.locale, categoryName: subject.name })
    ).then((r) => ({ ...r, forPage })),
  );
}

/** Renders nothing: the SEO data feeds the document's meta description and canonical link (pageMeta). */
function Seo() {
  return null;
}

/** SEO data of product and category pages (locale, cookie). */
export const seoModule: ModuleDefinition = {
  id: 'seo',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'seo' }, (page) => seoSubjectOf(page) !== null),
  load,
  Component: Seo,
};
