import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSteps } from './dataSet';
import type { RemoteControlCodes } from '../shared/content/remoteControlTypes';

/** docs/behaviour.md §3 remote programming state: the selections are indexes into data.devices and its brands. */
export interface RemoteProgrammingState {
  data: RemoteControlCodes | null;
  /** -1: none chosen. */
  selectedDevice: number;
  selectedBrand: number;
  isFetching: boolean;
  hasError: boolean;
}

export const NOTHING_SELECTED = -1;

export const initialRemoteProgrammingState: RemoteProgrammingState = {
  data: null,
  selectedDevice: NOTHING_SELECTED,
  selectedBrand: NOTHING_SELECTED,
  isFetching: false,
  hasError: false,
};

export const remoteProgrammingSlice = createSlice({
  name: 'remoteProgramming',
  initialState: initialRemoteProgrammingState,
  reducers: {
    request: fetchSteps.request,
    /** docs/behaviour.md §4: a successful fetch clears the selected device and brand. */
    received(state, action: PayloadAction<RemoteControlCodes>) {
      state.data = action.payload;
      state.selectedDevice = NOTHING_SELECTED;
      state.selectedBrand = NOTHING_SELECTED;
      fetchSteps.received(state);
    },
    failed: () => ({ ...initialRemoteProgrammingState, hasError: true }),
    /** docs/behaviour.md §4: choosing a device sets both selections (a new device starts without a brand). */
    deviceChosen(state, action: PayloadAction<{ device: number; brand?: number }>) {
      state.selectedDevice = action.payload.device;
      state.selectedBrand = action.payload.brand ?? NOTHING_SELECTED;
    },
    brandChosen(state, action: PayloadAction<number>) {
      state.selectedBrand = action.payload;
    },
    reset: () => initialRemoteProgrammingState,
  },
});

export const remoteProgrammingActions = remoteProgrammingSlice.actions;
