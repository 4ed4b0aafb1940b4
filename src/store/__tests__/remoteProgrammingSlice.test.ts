import type { RemoteControlCodes } from '../../shared/content/remoteControlTypes';
import { makeStore } from '../makeStore';
import { initialRemoteProgrammingState, remoteProgrammingActions as actions } from '../remoteProgrammingSlice';
import { fakeApi } from './testSupport';

const codes = (modelName: string): RemoteControlCodes => ({
  name: modelName.toLowerCase(),
  modelName,
  displayName: 'Universal remote control',
  description: 'Controls up to six devices.',
  isProgrammable: true,
  hasInformation: true,
  instructionsHtml: '<h3>Set up with a code</h3><ol><li>Hold SET.</li></ol>',
  devices: [
    { type: 'tv', name: 'TV', button: 'TV', brands: [{ name: 'Samsung', codes: ['0178', '0213'] }] },
    {
      type: 'soundbar',
      name: 'Soundbar',
      button: 'AUDIO',
      brands: [
        { name: 'Bose', codes: ['5012'] },
        { name: 'Yamaha', codes: ['5190'] },
      ],
    },
  ],
  suppliedWith: [],
});

describe('remote programming state (docs/behaviour.md §3, §4)', () => {
  it('stores the data with isProgrammable, hasInformation and instructionsHtml', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.request());
    expect(store.getState().remoteProgramming.isFetching).toBe(true);
    store.dispatch(actions.received(codes('ARM-VLZ620')));
    expect(store.getState().remoteProgramming).toMatchObject({
      isFetching: false,
      hasError: false,
      data: {
        isProgrammable: true,
        hasInformation: true,
        instructionsHtml: '<h3>Set up with a code</h3><ol><li>Hold SET.</li></ol>',
      },
    });
  });

  it('choosing a device sets both indexes: the device, and no brand yet (or the brand given)', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.received(codes('ARM-VLZ620')));
    store.dispatch(actions.deviceChosen({ device: 1 }));
    expect(store.getState().remoteProgramming).toMatchObject({ selectedDevice: 1, selectedBrand: -1 });
    store.dispatch(actions.brandChosen(1));
    expect(store.getState().remoteProgramming).toMatchObject({ selectedDevice: 1, selectedBrand: 1 });
    store.dispatch(actions.deviceChosen({ device: 0 }));
    expect(store.getState().remoteProgramming).toMatchObject({ selectedDevice: 0, selectedBrand: -1 });
    store.dispatch(actions.deviceChosen({ device: 1, brand: 0 }));
    expect(store.getState().remoteProgramming).toMatchObject({ selectedDevice: 1, selectedBrand: 0 });
  });

  it('a successful fetch clears the selected device and brand', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.received(codes('ARM-VLZ620')));
    store.dispatch(actions.deviceChosen({ device: 1, brand: 1 }));
    store.dispatch(actions.request());
    store.dispatch(actions.received(codes('ARM-EZ4')));
    expect(store.getState().remoteProgramming).toMatchObject({
      selectedDevice: -1,
      selectedBrand: -1,
      data: { modelName: 'ARM-EZ4' },
    });
  });

  it('a failed fetch leaves no data behind and flags the error', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.received(codes('ARM-VLZ620')));
    store.dispatch(actions.deviceChosen({ device: 1 }));
    store.dispatch(actions.failed());
    expect(store.getState().remoteProgramming).toEqual({ ...initialRemoteProgrammingState, hasError: true });
  });
});
