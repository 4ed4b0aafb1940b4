import { all, call, put, select } from 'redux-saga/effects';
import type { SerialCheckerContext } from '../../shared/api/calls/serialNumberChecker';
import type {
  SerialCheckerDetails,
  SerialCheckerModelNamesResponse,
  SerialCheckerPartNumbersResponse,
  SerialValidationResult,
} from '../../shared/content/serialNumberCheckerTypes';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import type { RootState } from '../../store/rootReducer';
import { getApi } from '../../store/sagas/fetchers';
import { formSubmissionActions } from '../../store/formSubmissionSlice';
import { serialNumberCheckerActions as actions, type SerialNumberCheckerState } from '../../store/serialNumberCheckerSlice';
import { SERIAL_CHECKER_NONE } from '../../shared/content/serialNumberCheckerTypes';
import { CHECKER_FIELDS, checkSerialInput, type CheckerValues } from './checkInput';
import { queryValue } from '../shell/ui/queryLinks';
import { normaliseSerial } from '../../shared/serialNumberFormat';

/** What every checker call carries from the page: list, locale, internal flag, CAFRENCH when present (docs/behaviour.md §5). */
export function checkerContext(page: PageState): SerialCheckerContext {
  const internal = queryValue(page.query, 'internal');
  const caFrench = queryValue(page.query, 'CAFRENCH');
  return {
    locale: page.locale,
    listId: page.params.listId ?? '',
    ...(internal ? { internal } : {}),
    ...(caFrench !== undefined ? { CAFRENCH: caFrench } : {}),
  };
}

const currentPage = () => select((state: RootState) => state.page);

/** A model choice: its secondary models and part numbers, fetched side by side. */
export function* chooseModel(modelName: string): Saga {
  yield put(actions.modelChosen(modelName));
  if (modelName === '') return;
  const page: PageState = yield currentPage();
  const api = yield* getApi();
  const context = { ...checkerContext(page), modelName };
  try {
    const [secondary, parts]: [SerialCheckerModelNamesResponse, SerialCheckerPartNumbersResponse] = yield all([
      call(api.serialCheckerSecondaryModels, context),
      call(api.serialCheckerPartNumbers, context),
    ]);
    yield put(
      actions.modelDataReceived({
        modelName,
        secondaryModels: secondary.secondaryModels,
        parts: parts.parts,
        hasParts: parts.hasParts,
      }),
    );
  } catch {
    // The form says so and the visitor can choose again; the page stays as it is.
    yield put(actions.modelDataFailed(modelName));
  }
}

/** Page load: the list's details; a deep link's model (?model=) is chosen right away. */
export function* loadSerialNumberChecker(page: PageState): Saga {
  const { listId } = page.params;
  yield put(formSubmissionActions.cleared());
  if (!listId) return;
  const api = yield* getApi();
  const category = queryValue(page.query, 'category');
  const model = queryValue(page.query, 'model');
  yield put(actions.request());
  let details: SerialCheckerDetails;
  try {
    details = yield call(api.serialCheckerDetails, { ...checkerContext(page), category, model });
  } catch (error) {
    yield put(actions.failed());
    throw error;
  }
  yield put(actions.received(details));
  const selected: string = yield select((state: RootState) => state.serialNumberChecker.selectedModel);
  if (details.selectedModel && details.selectedModel !== selected) yield* chooseModel(details.selectedModel);
}

export interface SerialCheckInput {
  modelName: string;
  /** '-1' when the model has none (docs/behaviour.md §5: sent as null). */
  secondaryModelName: string;
  partNumber: string;
  serialNumber: string;
}

/** Submits the form: the server decides from the list's rules; the answer lands in validationResult. */
export function* validateSerialNumber(input: SerialCheckInput): Saga {
  const page: PageState = yield currentPage();
  const api = yield* getApi();
  const category = queryValue(page.query, 'category');
  const model = queryValue(page.query, 'model');
  yield put(actions.validationRequest());
  try {
    const result: SerialValidationResult = yield call(api.serialCheckerValidation, {
      ...checkerContext(page),
      ...input,
      extra: { ...(category ? { category } : {}), ...(model ? { model } : {}) },
    });
    yield put(actions.validationReceived(result));
  } catch {
    yield put(actions.validationFailed());
  }
}

const checkerState = () => select((state: RootState) => state.serialNumberChecker);

/**
 * The checker form sent as a plain HTML POST (ADR 032), run on the server after the page load: the
 * model is chosen as a click would choose it (its secondary models and parts fetched), then the same
 * checks and the same validation call as the form in the browser. A model, secondary model or part
 * the list does not offer counts as not chosen. Returns the status of the answer.
 */
export function* submitCheckerForm(fields: Record<string, string>): Saga<number> {
  const values = Object.fromEntries(CHECKER_FIELDS.map((f) => [f, (fields[f] ?? '').trim().slice(0, 100)])) as CheckerValues;
  let state: SerialNumberCheckerState = yield checkerState();
  if (!state.info) return 404;
  const format = state.info.serialNumberFormat;
  if (!state.models.some((m) => m.modelName === values.model)) values.model = '';
  else if (state.selectedModel !== values.model) {
    yield* chooseModel(values.model);
    state = yield checkerState();
  }
  const needsSecondary = values.model !== '' && state.secondaryModels.length > 0;
  const needsPart = values.model !== '' && state.hasParts;
  if (!needsSecondary || !state.secondaryModels.includes(values.secondaryModel)) values.secondaryModel = '';
  if (!needsPart || !state.parts.includes(values.partNumber)) values.partNumber = '';
  const problems = state.modelFailed ? {} : checkSerialInput(values, { needsSecondary, needsPart, format });
  yield put(formSubmissionActions.submitted({ form: 'serialNumberChecker', values, problems }));
  // The form says the model's options could not be loaded, as it does in the browser.
  if (state.modelFailed) return 503;
  if (Object.keys(problems).length > 0) return 400;
  yield* validateSerialNumber({
    modelName: values.model,
    secondaryModelName: needsSecondary ? values.secondaryModel : SERIAL_CHECKER_NONE,
    partNumber: needsPart ? values.partNumber : SERIAL_CHECKER_NONE,
    serialNumber: normaliseSerial(values.serialNumber),
  });
  const after: SerialNumberCheckerState = yield checkerState();
  return after.validationFailed ? 503 : 200;
}
