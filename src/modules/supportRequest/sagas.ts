import { call, delay, put, select } from 'redux-saga/effects';
import { DataFetchError } from '../../shared/api/errors';
import {
  TICKET_FIELDS,
  type TicketField,
  type TicketRequest,
  type TicketResult,
} from '../../shared/content/ticketTypes';
import type { ApiErrorBody } from '../../shared/content/types';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import type { RootState } from '../../store/rootReducer';
import { getApi } from '../../store/sagas/fetchers';
import { ticketActions, type TicketRejection } from '../../store/ticketSlice';

/** How often a request still being processed under the same key (a double submit) is asked about again. */
const IN_PROGRESS_RETRIES = 3;
const IN_PROGRESS_WAIT_MS = 1000;

const isField = (value: unknown): value is TicketField =>
  typeof value === 'string' && (TICKET_FIELDS as readonly string[]).includes(value);

/**
 * What the service refused. The form checks every field before sending, so a refused model number
 * is one the catalogue does not know; other refusals point at their field as invalid.
 */
function rejectionOf(error: unknown): TicketRejection | null {
  if (!(error instanceof DataFetchError) || error.status !== 400) return null;
  const parameter = (error.body as Partial<ApiErrorBody> | undefined)?.error?.parameter;
  if (!isField(parameter)) return { field: null, problem: 'invalid' };
  return { field: parameter, problem: parameter === 'productModel' ? 'unknown-model' : 'invalid' };
}

/**
 * Sends a support request (docs/behaviour.md §7 POST /create-ticket). The key stays the same for every retry of
 * the same request, so a retry after a lost answer returns the ticket already stored.
 */
export function* submitTicket(request: TicketRequest, idempotencyKey: string): Saga {
  const page: PageState = yield select((state: RootState) => state.page);
  const api = yield* getApi();
  yield put(ticketActions.request());
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result: TicketResult = yield call(api.createTicket, {
        locale: page.locale,
        ticket: request,
        idempotencyKey,
      });
      yield put(ticketActions.received(result));
      return;
    } catch (error) {
      if (error instanceof DataFetchError && error.status === 409 && attempt < IN_PROGRESS_RETRIES) {
        yield delay(IN_PROGRESS_WAIT_MS);
        continue;
      }
      yield put(ticketActions.failed(rejectionOf(error)));
      return;
    }
  }
}

/** A new page starts with an empty form (docs/behaviour.md §4: clearing resets the ticket state). */
export function* resetTicket(): Saga {
  yield put(ticketActions.cleared());
}
