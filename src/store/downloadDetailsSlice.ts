import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSteps } from './dataSet';
import type { DownloadDetailsData } from '../shared/content/detailsTypes';

/**
 * docs/behaviour.md §3 download state, under the key `downloadDetails` (the analytics payload reads
 * data.downloadNo/downloadType/downloadUrl from it). Besides the download itself it holds the
 * licence flow (eula, isEulaFetching, isEulaShow) and the chosen entry of a multi-download
 * software page (softwareIndex).
 */
export interface DownloadDetailsState {
  isFetching: boolean;
  isEulaFetching: boolean;
  hasError: boolean;
  data: DownloadDetailsData | null;
  isEulaShow: boolean;
  /** The licence text as sanitised embedded HTML; '' when none is loaded. */
  eula: string;
  softwareIndex: number;
  downloadNo: string;
}

export const initialDownloadDetailsState: DownloadDetailsState = {
  isFetching: false,
  isEulaFetching: false,
  hasError: false,
  data: null,
  isEulaShow: false,
  eula: '',
  softwareIndex: 0,
  downloadNo: '',
};

/** docs/behaviour.md §4 transitions of the download state. */
export const downloadDetailsSlice = createSlice({
  name: 'downloadDetails',
  initialState: initialDownloadDetailsState,
  reducers: {
    request: fetchSteps.request,
    /** Receipt stores the download, clears the licence text and records the download id. */
    received(state, action: PayloadAction<DownloadDetailsData>) {
      state.data = action.payload;
      fetchSteps.received(state);
      state.eula = '';
      // The licence view shows the licence text; with the text gone it has nothing to show.
      state.isEulaShow = false;
      state.downloadNo = action.payload.downloadNo;
    },
    failed: fetchSteps.failed,
    eulaRequest(state) {
      state.isEulaFetching = true;
    },
    eulaReceived(state, action: PayloadAction<string>) {
      state.isEulaFetching = false;
      state.eula = action.payload;
    },
    /** docs/behaviour.md §4/§8: a licence fetch failure only stops the fetching flag. */
    eulaFailed(state) {
      state.isEulaFetching = false;
    },
    eulaShown(state, action: PayloadAction<boolean>) {
      state.isEulaShow = action.payload;
    },
    softwareIndexSet(state, action: PayloadAction<number>) {
      state.softwareIndex = Math.max(0, Math.trunc(action.payload) || 0);
    },
    reset: () => initialDownloadDetailsState,
  },
});

export const downloadDetailsActions = downloadDetailsSlice.actions;
