import { serialNumberProgrammes } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { queryValue } from '../shell/ui/queryLinks';

/** The programmes running now (home page), or those covering the page's product (product pages). */
export function* loadProgrammes(page: PageState, byProduct: boolean): Saga {
  const model = byProduct ? productNameOf(page) : undefined;
  if (byProduct && !model) return;
  const api = yield* getApi();
  const CAFRENCH = queryValue(page.query, 'CAFRENCH');
  yield* fetchInto(serialNumberProgrammes, () =>
    api.serialProgrammes({ locale: page.locale, model, CAFRENCH }).then((r) => r.programmes),
  );
}

/** The home page's tools list every programme running now. */
export const loadSupportTools = (page: PageState): Saga => loadProgrammes(page, false);
