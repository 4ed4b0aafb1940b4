import { put } from 'redux-saga/effects';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { searchBoxActions } from '../../store/searchBoxSlice';

/**
 * The box shows the page's own search text: on a results page what was searched, elsewhere nothing.
 * It runs as the module's loader so the server renders the same text the client starts with, and a
 * client navigation that changes the query (or the page) refreshes it.
 */
export function* load(page: PageState): Saga {
  yield put(searchBoxActions.synced(queryTextOf(page)));
}
