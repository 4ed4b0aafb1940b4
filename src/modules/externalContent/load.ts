import { externalContent } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { loginAware } from '../ascAccount/loginAware';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  yield* loginAware(() =>
    fetchInto(externalContent, () => api.externalContent({ locale: page.locale }).then((r) => r.embeddedHtml)),
  );
}
