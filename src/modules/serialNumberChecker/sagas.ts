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
import { serialNumberCheckerActions as actions } from '../../store/serialNumberCheckerSlice';
import { queryValue } from '../ui/queryLinks';

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
