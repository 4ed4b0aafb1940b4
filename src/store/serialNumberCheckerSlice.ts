import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSteps } from './dataSet';
import type {
  SerialCheckerDetails,
  SerialCheckerModel,
  SerialValidationResult,
} from '../shared/content/serialNumberCheckerTypes';

/** The list's texts and field settings besides the spec's fields (title, hints, serial format). */
export type SerialListInfo = Omit<SerialCheckerDetails, 'models' | 'faqTemplate' | 'mainTemplate' | 'selectedModel'>;

/** docs/behaviour.md §3 serial-number checker state, plus the choices and flags of the checker form. */
export interface SerialNumberCheckerState {
  info: SerialListInfo | null;
  models: SerialCheckerModel[];
  secondaryModels: string[];
  faqTemplate: string;
  mainTemplate: string;
  parts: string[];
  hasParts: boolean;
  validationResult: SerialValidationResult | null;
  /** The model whose secondary models and parts are held ('' before a choice). */
  selectedModel: string;
  isFetching: boolean;
  hasError: boolean;
  /** A model's secondary models and parts are loading / failed to load. */
  isLoadingModel: boolean;
  modelFailed: boolean;
  /** A validation is running / failed without an answer (network, server). */
  isValidating: boolean;
  validationFailed: boolean;
}

export const initialSerialNumberCheckerState: SerialNumberCheckerState = {
  info: null,
  models: [],
  secondaryModels: [],
  faqTemplate: '',
  mainTemplate: '',
  parts: [],
  hasParts: false,
  validationResult: null,
  selectedModel: '',
  isFetching: false,
  hasError: false,
  isLoadingModel: false,
  modelFailed: false,
  isValidating: false,
  validationFailed: false,
};

const sameModels = (a: readonly SerialCheckerModel[], b: readonly SerialCheckerModel[]) =>
  a.length === b.length && a.every((m, i) => m.modelName === b[i].modelName && m.displayName === b[i].displayName);

export const serialNumberCheckerSlice = createSlice({
  name: 'serialNumberChecker',
  initialState: initialSerialNumberCheckerState,
  reducers: {
    request: fetchSteps.request,
    /**
     * docs/behaviour.md §4: if the newly fetched models equal the old ones the existing parts are kept (with the
     * model choice they belong to), otherwise they are cleared.
     */
    received(state, action: PayloadAction<SerialCheckerDetails>) {
      const { models, faqTemplate, mainTemplate, selectedModel: _selected, ...info } = action.payload;
      if (!sameModels(state.models, models)) {
        state.parts = [];
        state.hasParts = false;
        state.secondaryModels = [];
        state.selectedModel = '';
        state.validationResult = null;
      }
      state.info = info;
      state.models = models;
      state.faqTemplate = faqTemplate;
      state.mainTemplate = mainTemplate;
      fetchSteps.received(state);
    },
    /** docs/behaviour.md §4: serial-number details reset to empty defaults on failure. */
    failed: () => ({ ...initialSerialNumberCheckerState, hasError: true }),
    /** A new model choice: what belonged to the previous one no longer applies. */
    modelChosen(state, action: PayloadAction<string>) {
      state.selectedModel = action.payload;
      state.secondaryModels = [];
      state.parts = [];
      state.hasParts = false;
      state.validationResult = null;
      state.validationFailed = false;
      state.modelFailed = false;
      state.isLoadingModel = action.payload !== '';
    },
    modelDataReceived(
      state,
      action: PayloadAction<{ modelName: string; secondaryModels: string[]; parts: string[]; hasParts: boolean }>,
    ) {
      // An answer for a model the visitor has since changed is stale.
      if (action.payload.modelName !== state.selectedModel) return;
      state.secondaryModels = action.payload.secondaryModels;
      state.parts = action.payload.parts;
      state.hasParts = action.payload.hasParts;
      state.isLoadingModel = false;
    },
    modelDataFailed(state, action: PayloadAction<string>) {
      if (action.payload !== state.selectedModel) return;
      state.isLoadingModel = false;
      state.modelFailed = true;
    },
    validationRequest(state) {
      state.isValidating = true;
      state.validationFailed = false;
    },
    validationReceived(state, action: PayloadAction<SerialValidationResult>) {
      state.validationResult = action.payload;
      state.isValidating = false;
    },
    validationFailed(state) {
      state.isValidating = false;
      state.validationFailed = true;
    },
    /** docs/behaviour.md §4: the validation result can be cleared (check another serial number). */
    validationCleared(state) {
      state.validationResult = null;
      state.validationFailed = false;
    },
    reset: () => initialSerialNumberCheckerState,
  },
});

export const serialNumberCheckerActions = serialNumberCheckerSlice.actions;
