import { all, call, put } from 'redux-saga/effects';
import { PageMovedError } from '../../shared/api/errors';
import { searchAddressOf } from '../../shared/guessedSearch';
import { categories, productGuesses } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

/** Products a guess lists at most: a typo rarely leaves more than a few candidates. */
const MAX_GUESSES = 3;

/**
 * The 404's categories, and when the address names a product the site does not know ('at-65z9x', a typo
 * or an old link), the products it may have meant, as the search box would suggest them for that name:
 * models it starts, or models one typo away (ADR 055). A failed guess leaves the page as it was.
 */
function* guessesFor(page: PageState): Saga {
  const named = page.params.productName;
  // The last 404's guesses never stand for this one's, not even while its own are fetched.
  yield put(productGuesses.actions.reset());
  if (!named) return;
  const api = yield* getApi();
  try {
    yield* fetchInto(productGuesses, async () => {
      const { suggestions } = await api.suggest({ locale: page.locale, query: named });
      return suggestions.filter((s) => s.kind === 'product' && s.url).slice(0, MAX_GUESSES);
    });
  } catch {
    /* no guesses: the search box and the categories remain */
  }
}

function* categoriesFor(page: PageState): Saga {
  const api = yield* getApi();
  yield* fetchInto(categories, () => api.categories({ locale: page.locale }));
}

export function* load(page: PageState): Saga {
  // An address no route reads, ending in 'search' ('.../televisions/at-65z9m/search?query=hdmi'): a guessed search.
  const last = page.location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const guessed = page.type === 'others' ? searchAddressOf(page.location, last) : null;
  if (guessed) throw new PageMovedError(guessed);
  yield all([call(guessesFor, page), call(categoriesFor, page)]);
}
