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
import { formSubmissionActions } from '../../store/formSubmissionSlice';
import { ticketActions, type TicketRejection, type TicketState } from '../../store/ticketSlice';
import { ticketRequestOf, validateTicket, type TicketInput } from '../../shared/validateTicket';

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
  yield put(formSubmissionActions.cleared());
}

/** A field longer than any limit is cut before checking: the check then names it as too long. */
const FIELD_CUT = 5000;

/** The hex SHA-256 of a text (Web Crypto: in the browser and in Node alike). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The support form sent as a plain HTML POST (ADR 032), run on the server after the page load: the
 * same checks as the form, then the same call. Without script no key survives between attempts, so
 * the request's own fingerprint is its key: posting the same request again (a reload of the answer)
 * returns the ticket already stored instead of making a second one. Returns the status of the answer.
 */
export function* submitTicketForm(fields: Record<string, string>): Saga<number> {
  const values = Object.fromEntries(TICKET_FIELDS.map((f) => [f, (fields[f] ?? '').slice(0, FIELD_CUT)])) as TicketInput;
  const problems = validateTicket(values);
  yield put(formSubmissionActions.submitted({ form: 'supportRequest', values, problems: problems as Record<string, string> }));
  if (Object.keys(problems).length > 0) return 400;
  const request = ticketRequestOf(values);
  const key: string = yield call(sha256Hex, JSON.stringify(request));
  yield* submitTicket(request, `form-${key}`);
  const ticket: TicketState = yield select((state: RootState) => state.ticket);
  if (ticket.result) return 200;
  return ticket.rejection ? 400 : 503;
}
