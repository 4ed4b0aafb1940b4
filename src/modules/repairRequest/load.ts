import { call, delay, put, select } from 'redux-saga/effects';
import { DataFetchError } from '../../shared/api/errors';
import { REPAIR_FIELDS, type RepairField, type RepairRequestInput, type RepairRequestResult } from '../../shared/content/repairTypes';
import type { ApiErrorBody } from '../../shared/content/types';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import type { RootState } from '../../store/rootReducer';
import { repairFormActions, type RepairFailure } from '../../store/repairFormSlice';
import { getApi } from '../../store/sagas/fetchers';
import { newIdempotencyKey } from '../supportRequest/idempotencyKey';

const IN_PROGRESS_RETRIES = 3;
const IN_PROGRESS_WAIT_MS = 1000;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);
const isField = (value: unknown): value is RepairField => typeof value === 'string' && (REPAIR_FIELDS as readonly string[]).includes(value);

/**
 * A new form with a fresh client key, prefilled with `?model=` (the product the visitor came from).
 * A form the server already filled (a refused post without JavaScript) is kept as it is.
 */
export function* startRepairForm(page: PageState): Saga {
  const current: RootState['repairForm'] = yield select((state: RootState) => state.repairForm);
  if (current.submitted && current.key) return;
  const model = (first(page.query.model) ?? '').trim().slice(0, 40);
  yield put(repairFormActions.started({ key: newIdempotencyKey(), productModel: model }));
}

/** What a refused or failed call means for the form. */
function refusalOf(error: unknown): { field: RepairField | null; problem: 'invalid' | 'unknown-model'; failure: RepairFailure | null } {
  if (error instanceof DataFetchError) {
    const body = error.body as Partial<ApiErrorBody> | undefined;
    const parameter = body?.error?.parameter;
    if (error.status === 400 && isField(parameter))
      return { field: parameter, problem: parameter === 'productModel' ? 'unknown-model' : 'invalid', failure: null };
    if (error.status === 429) return { field: null, problem: 'invalid', failure: 'tooMany' };
    if (error.status === 403) return { field: null, problem: 'invalid', failure: 'crossSite' };
  }
  return { field: null, problem: 'invalid', failure: 'failed' };
}

/**
 * Sends the request (docs/behaviour.md §2 POST /repair-requests) under the form's client key; a double
 * submit still running is asked about again. Returns the stored request, or null when refused: a
 * refused form gets a new key, since what is sent next is another request.
 */
export function* submitRepairRequest(request: RepairRequestInput, key: string): Saga<RepairRequestResult | null> {
  const page: PageState = yield select((state: RootState) => state.page);
  const api = yield* getApi();
  yield put(repairFormActions.sending());
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result: RepairRequestResult = yield call(api.createRepairRequest, { locale: page.locale, request, idempotencyKey: key });
      yield put(repairFormActions.sent());
      return result;
    } catch (error) {
      if (error instanceof DataFetchError && error.status === 409 && attempt < IN_PROGRESS_RETRIES) {
        yield delay(IN_PROGRESS_WAIT_MS);
        continue;
      }
      const refusal = refusalOf(error);
      // A network failure may have stored the request: the same key lets the retry find it.
      const sameKey = refusal.failure === 'failed' || refusal.failure === 'tooMany';
      yield put(repairFormActions.rejected({ ...refusal, key: sameKey ? key : newIdempotencyKey() }));
      return null;
    }
  }
}
