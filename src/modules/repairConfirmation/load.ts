import { repairConfirmation } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

export function* load(page: PageState): Saga {
  const reference = page.params.reference;
  if (!reference) return;
  const api = yield* getApi();
  yield* fetchInto(repairConfirmation, () => api.getRepairRequest({ reference }));
}
