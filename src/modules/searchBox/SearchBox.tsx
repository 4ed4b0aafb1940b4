import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchBoxActions } from '../../store/searchBoxSlice';
import { MAX_QUERY_LENGTH } from '../../shared/constants';
import { cutToQueryLength } from '../../shared/queryLength';
import type { SearchType, Suggestion } from '../../shared/content/types';
import { isNonRelativeLink, resultsUrl, supportPath } from '../../shared/links';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { browserFocusEnvironment, mayAutofocus } from './focusPolicy';
import { optionId } from './optionId';
import { SUGGESTION_KINDS } from './suggestionKinds';
import type { SuggestionListProps } from './SuggestionList';

type ListCode = ComponentType<SuggestionListProps>;
let listCode: ListCode | undefined;
let pendingList: Promise<ListCode> | undefined;

/**
 * The suggestion list's code is fetched when a visitor first focuses the box or types in it, not with the page
 * (docs/decisions/042-javascript-budget.md, update 3): until then there is nothing to list, since suggestions
 * come from a fetch that input starts. Once fetched it stays for every later box (client navigations).
 */
function loadListCode(): Promise<ListCode> {
  pendingList ??= import(/* webpackChunkName: "later-suggestions" */ './SuggestionList').then(
    (m) => (listCode = m.SuggestionList),
    (error: unknown) => {
      // A chunk that could not be fetched is tried again on the next focus; the form still submits meanwhile.
      pendingList = undefined;
      throw error;
    },
  );
  return pendingList;
}

interface Props {
  /** Larger hero variant on the home pages. */
  hero?: boolean;
  /** Take the focus when the page is first shown, under the rules of focusPolicy.ts. */
  autoFocus?: boolean;
}

/** Categories named, then products, then popular queries: the order the list shows and the arrow keys follow. */
function ordered(suggestions: readonly Suggestion[]): Suggestion[] {
  return SUGGESTION_KINDS.flatMap((kind) => suggestions.filter((s) => s.kind === kind));
}

/**
 * The search box as an ARIA 1.2 combobox (editable, list autocomplete): suggestions as you type,
 * ArrowDown/ArrowUp move the active option (wrapping), Enter opens it or submits the text, Escape
 * closes the list and, pressed again, clears the text; Alt+ArrowDown opens the list without moving.
 * Home and End stay with the text caret, as in any text field. The focus never leaves the input:
 * the active option is announced through aria-activedescendant.
 */
export function SearchBox({ hero, autoFocus }: Props) {
  const t = useT();
  const page = usePage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const box = useAppSelector((s) => s.searchBox);
  const [open, setOpen] = useState(false);
  const [List, setList] = useState<ListCode | undefined>(() => listCode);
  const needList = () => {
    if (List) return;
    loadListCode().then(
      (code) => setList(() => code),
      () => undefined,
    );
  };
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const suggestions = useMemo(() => ordered(box.suggestions), [box.suggestions]);
  const expanded = open && suggestions.length > 0;
  const active = expanded ? box.activeSuggestionItem : -1;
  const type: SearchType | undefined = page.searchType === 'none' ? undefined : page.searchType;
  const scope = { categoryName: page.params.categoryName, productName: page.params.productName };

  useEffect(() => {
    // Once, on the page the server rendered: a later client navigation moves the focus to the new content.
    if (!autoFocus || !box.focused || page.origin !== 'server') return;
    if (mayAutofocus(browserFocusEnvironment())) input.current?.focus({ preventScroll: true });
    else dispatch(searchBoxActions.focusChanged(false));
    // Only the first render decides; later focus changes are the visitor's.
  }, []);

  const close = () => {
    setOpen(false);
    if (box.activeSuggestionItem !== -1) dispatch(searchBoxActions.activeItemChanged(-1));
  };

  /** docs/behaviour.md §2: the results page of the current scope and search type; /results only with query text. */
  const search = (text: string) => {
    close();
    const query = cutToQueryLength(text.trim());
    // The text is final: this cancels a suggestion fetch still waiting for its pause.
    dispatch(searchBoxActions.synced(query));
    navigate(resultsUrl(page.locale, { ...scope, type, query }), { state: { trigger: 'search' } });
  };

  const choose = (suggestion: Suggestion) => {
    if (!suggestion.url) {
      // synced, not inputChanged: the text is final, no suggestions are fetched for it.
      dispatch(searchBoxActions.synced(suggestion.text));
      search(suggestion.text);
      return;
    }
    close();
    if (isNonRelativeLink(suggestion.url)) window.location.assign(suggestion.url);
    else navigate(suggestion.url, { state: { trigger: 'search' } });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) choose(chosen);
    else search(box.inputValue);
  };

  const move = (to: number) => {
    setOpen(true);
    dispatch(searchBoxActions.activeItemChanged(to));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else move(!expanded ? 0 : (active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      move(!expanded || active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (box.inputValue !== '') {
        event.preventDefault();
        dispatch(searchBoxActions.inputChanged(''));
      }
    }
  };

  const statusText = expanded ? t('search.suggestionsAvailable', { count: suggestions.length }) : '';

  return (
    <form
      role="search"
      aria-labelledby={labelId}
      className={`search-box${hero ? ' search-box--hero' : ''}`}
      onSubmit={onSubmit}
      // Without JavaScript the form still works: a GET to the results page of this scope.
      action={supportPath(page.locale, scope.categoryName, scope.categoryName ? scope.productName : undefined, type, 'results')}
      method="get"
    >
      <label id={labelId} htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="search-box__field">
        <input
          ref={input}
          id={inputId}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          value={box.inputValue}
          onChange={(e) => {
            needList();
            setOpen(true);
            dispatch(searchBoxActions.inputChanged(e.target.value));
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            needList();
            setOpen(true);
            if (!box.focused) dispatch(searchBoxActions.focusChanged(true));
          }}
          onBlur={() => {
            close();
            dispatch(searchBoxActions.focusChanged(false));
          }}
        />
        <button type="submit" className="search-box__submit">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </div>
      {List ? (
        <List
          listId={listId}
          labelId={labelId}
          suggestions={suggestions}
          active={active}
          keyword={box.inputValue}
          open={open}
          onChoose={choose}
          onHover={(index) => dispatch(searchBoxActions.activeItemChanged(index))}
        />
      ) : (
        // What the list renders while closed and empty (the server's HTML too), so aria-controls names an element
        // and hydration matches whether or not the list's code is there.
        <div id={listId} role="listbox" aria-labelledby={labelId} className="search-box__suggestions" hidden />
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {statusText}
      </div>
    </form>
  );
}
