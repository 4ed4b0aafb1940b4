import type { SerialCheckerDetails, SerialValidationResult } from '../../shared/content/serialNumberCheckerTypes';
import { makeStore } from '../makeStore';
import { initialSerialNumberCheckerState, serialNumberCheckerActions as actions } from '../serialNumberCheckerSlice';
import { fakeApi } from './testSupport';

const details = (models: string[], overrides: Partial<SerialCheckerDetails> = {}): SerialCheckerDetails => ({
  listId: 'earbuds-charging-case',
  title: 'Earbuds charging case replacement programme',
  intro: 'Some charging cases may stop charging.',
  faqTemplate: '<h3>Do I need to send my earbuds?</h3><p>No.</p>',
  mainTemplate: '<h2>What is happening?</h2><p>Contacts can lose contact.</p>',
  models: models.map((modelName) => ({ modelName, displayName: `Aurora ${modelName}` })),
  partNumberLabel: 'Charging case part number',
  partNumberHint: 'Inside the lid.',
  serialNumberHint: 'Below the part number.',
  serialNumberFormat: { minLength: 7, maxLength: 7, charset: 'digits' },
  updated: '2024-01-22',
  ...overrides,
});

const result: SerialValidationResult = {
  status: 'affected',
  title: 'Your charging case is included',
  message: 'We will send a new case.',
  nextSteps: ['Order a replacement.'],
  listId: 'earbuds-charging-case',
  modelName: 'AWF-1000XM4',
  secondaryModelName: 'AWF-1000XM4/B',
  partNumber: 'BCC-XM4A',
  serialNumber: '1210000',
  reference: 'ECC23-1210000',
};

function storeWithParts() {
  const store = makeStore(undefined, { api: fakeApi({}) });
  store.dispatch(actions.request());
  store.dispatch(actions.received(details(['AWF-1000XM4', 'AWF-C500'])));
  store.dispatch(actions.modelChosen('AWF-1000XM4'));
  store.dispatch(
    actions.modelDataReceived({
      modelName: 'AWF-1000XM4',
      secondaryModels: ['AWF-1000XM4/B'],
      parts: ['BCC-XM4A', 'BCC-XM4B'],
      hasParts: true,
    }),
  );
  return store;
}

const checker = (store: ReturnType<typeof storeWithParts>) => store.getState().serialNumberChecker;

describe('serial-number checker state (docs/behaviour.md §3, §4)', () => {
  it('request sets fetching; receipt stores models and templates and clears the error', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.failed());
    store.dispatch(actions.request());
    expect(checker(store)).toMatchObject({ isFetching: true, hasError: true });
    store.dispatch(actions.received(details(['AWF-1000XM4'])));
    expect(checker(store)).toMatchObject({
      isFetching: false,
      hasError: false,
      models: [{ modelName: 'AWF-1000XM4', displayName: 'Aurora AWF-1000XM4' }],
      faqTemplate: '<h3>Do I need to send my earbuds?</h3><p>No.</p>',
      mainTemplate: '<h2>What is happening?</h2><p>Contacts can lose contact.</p>',
      parts: [],
      hasParts: false,
    });
    expect(checker(store).info).toMatchObject({
      title: 'Earbuds charging case replacement programme',
      partNumberLabel: 'Charging case part number',
    });
  });

  it('keeps the existing parts when the newly fetched models equal the old ones', () => {
    const store = storeWithParts();
    store.dispatch(actions.validationReceived(result));
    store.dispatch(actions.request());
    store.dispatch(actions.received(details(['AWF-1000XM4', 'AWF-C500'], { title: 'Updated title' })));
    expect(checker(store)).toMatchObject({
      parts: ['BCC-XM4A', 'BCC-XM4B'],
      hasParts: true,
      secondaryModels: ['AWF-1000XM4/B'],
      selectedModel: 'AWF-1000XM4',
      validationResult: result,
    });
    expect(checker(store).info?.title).toBe('Updated title');
  });

  it('clears the parts (and what depended on the old models) when the models differ', () => {
    const store = storeWithParts();
    store.dispatch(actions.validationReceived(result));
    store.dispatch(actions.received(details(['AT-55X89J'])));
    expect(checker(store)).toMatchObject({
      parts: [],
      hasParts: false,
      secondaryModels: [],
      selectedModel: '',
      validationResult: null,
    });
    // The same names in another order are other models.
    const reordered = storeWithParts();
    reordered.dispatch(actions.received(details(['AWF-C500', 'AWF-1000XM4'])));
    expect(checker(reordered)).toMatchObject({ parts: [], hasParts: false });
  });

  it('resets to empty defaults on failure', () => {
    const store = storeWithParts();
    store.dispatch(actions.request());
    store.dispatch(actions.failed());
    expect(checker(store)).toEqual({ ...initialSerialNumberCheckerState, hasError: true });
  });

  it('a new model choice drops the old model’s options and result; a stale answer is ignored', () => {
    const store = storeWithParts();
    store.dispatch(actions.validationReceived(result));
    store.dispatch(actions.modelChosen('AWF-C500'));
    expect(checker(store)).toMatchObject({
      selectedModel: 'AWF-C500',
      parts: [],
      hasParts: false,
      secondaryModels: [],
      validationResult: null,
      isLoadingModel: true,
    });
    store.dispatch(
      actions.modelDataReceived({
        modelName: 'AWF-1000XM4',
        secondaryModels: ['AWF-1000XM4/B'],
        parts: ['BCC-XM4A'],
        hasParts: true,
      }),
    );
    expect(checker(store)).toMatchObject({ parts: [], isLoadingModel: true });
    store.dispatch(
      actions.modelDataReceived({ modelName: 'AWF-C500', secondaryModels: [], parts: ['BCC-C5A'], hasParts: true }),
    );
    expect(checker(store)).toMatchObject({ parts: ['BCC-C5A'], hasParts: true, isLoadingModel: false });
  });

  it('stores the validation result, and can clear it', () => {
    const store = storeWithParts();
    store.dispatch(actions.validationRequest());
    expect(checker(store).isValidating).toBe(true);
    store.dispatch(actions.validationReceived(result));
    expect(checker(store)).toMatchObject({ validationResult: result, isValidating: false });
    store.dispatch(actions.validationCleared());
    expect(checker(store).validationResult).toBeNull();
    // Clearing the result keeps the visitor's choices.
    expect(checker(store)).toMatchObject({ selectedModel: 'AWF-1000XM4', parts: ['BCC-XM4A', 'BCC-XM4B'] });
  });

  it('a failed validation only flags itself', () => {
    const store = storeWithParts();
    store.dispatch(actions.validationRequest());
    store.dispatch(actions.validationFailed());
    expect(checker(store)).toMatchObject({
      isValidating: false,
      validationFailed: true,
      hasError: false,
      parts: ['BCC-XM4A', 'BCC-XM4B'],
    });
  });
});
