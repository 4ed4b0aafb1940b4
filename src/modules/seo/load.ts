import { seo } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { seoKeyOf, seoSubjectOf } from './seoKey';

export function* load(page: PageState): Saga {
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
