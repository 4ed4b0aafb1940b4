import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSteps } from './dataSet';
import type { ModelResult } from '../shared/content/types';

/**
 * Product details (docs/behaviour.md §3, §4): a list keyed by product name. Receiving a product stores it under its
 * name and removes a named removed product (one that is no longer found), so client navigation
 * between products keeps what it has already read.
 */
export interface ProductDetailsState {
  data: Record<string, ModelResult>;
  isFetching: boolean;
  hasError: boolean;
}

export interface ProductReceived {
  product: ModelResult;
  /** A product to drop from the list, e.g. one the content service no longer knows. */
  removedProductName?: string;
}

const initialState: ProductDetailsState = { data: {}, isFetching: false, hasError: false };

export const productDetailsSlice = createSlice({
  name: 'productDetails',
  initialState,
  reducers: {
    request: fetchSteps.request,
    received(state, action: PayloadAction<ProductReceived>) {
      const { product, removedProductName } = action.payload;
      if (removedProductName && removedProductName !== product.name) delete state.data[removedProductName];
      state.data[product.name] = product;
      fetchSteps.received(state);
    },
    /** The product is gone: drop it from the list, keep the others. */
    removed(state, action: PayloadAction<string>) {
      delete state.data[action.payload];
      fetchSteps.failed(state);
    },
    failed: fetchSteps.failed,
    reset: () => initialState,
  },
});

export const productDetailsActions = productDetailsSlice.actions;
