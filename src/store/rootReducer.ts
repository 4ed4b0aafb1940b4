import { combineReducers } from '@reduxjs/toolkit';
import { dataSets } from './dataSets';
import { pageSlice } from './pageSlice';
import { searchBoxSlice } from './searchBoxSlice';

type Reducers<T extends Record<string, { reducer: unknown }>> = { [K in keyof T]: T[K]['reducer'] };

function reducersOf<T extends Record<string, { reducer: unknown }>>(slices: T): Reducers<T> {
  return Object.fromEntries(Object.entries(slices).map(([key, slice]) => [key, slice.reducer])) as Reducers<T>;
}

export const rootReducer = combineReducers({
  page: pageSlice.reducer,
  searchBox: searchBoxSlice.reducer,
  ...reducersOf(dataSets),
});

export type RootState = ReturnType<typeof rootReducer>;
