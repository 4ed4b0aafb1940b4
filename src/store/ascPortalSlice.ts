import { createSlice } from '@reduxjs/toolkit';
import { ascAuth } from './dataSets';

/**
 * docs/behaviour.md §3 `isAscPortal`: whether the service-centre session is confirmed. §4: false while the
 * sign-in status is being asked for and when asking failed, true once it says signed in. The portal
 * cookies only say what a visitor claims; this flag is what the service confirmed.
 */
export const ascPortalSlice = createSlice({
  name: 'isAscPortal',
  initialState: false,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(ascAuth.actions.request, () => false)
      .addCase(ascAuth.actions.failed, () => false)
      .addCase(ascAuth.actions.reset, () => false)
      .addCase(ascAuth.actions.received, (_state, action) => action.payload?.signedIn === true);
  },
});
