import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchBoxActions } from '../../store/searchBoxSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { MAX_QUERY_LENGTH } from '../../shared/constants';
import type { SearchType } from '../../shared/content/types';
import { resultsUrl } from '../../shared/links';
import { useAppDispatch, useAppSelector, usePage } from '../ui/hooks';
import { useT } from '../ui/useT';

interface Props {
  /** Larger hero variant on the home pages. */
  hero?: boolean;
}

/**
 * The search box as an ARIA combobox: suggestions as you type, arrow keys move the active item,
 * Enter opens it (or submits the text), Escape closes the list. Submits to the results page of
 * the current scope (category/product) and search type.
 */
export function SearchBox({ hero }: Props) {
  const t = useT();
  const page = usePage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const box = useAppSelector((s) => s.searchBox);
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  // Server render and first client render agree: the input starts with the page's own query.
  const value = box.inputValue || (box.keyword === '' && !open ? queryTextOf(page) : box.inputValue);
  const suggestions = open ? box.suggestions : [];
  const active = box.activeSuggestionItem;

  const goTo = (query: string) => {
    const text = query.trim().slice(0, MAX_QUERY_LENGTH);
    setOpen(false);
    const type: SearchType | undefined = page.searchType === 'none' ? undefined : page.searchType;
    navigate(resultsUrl(page.locale, { categoryName: page.params.categoryName, productName: page.params.productName, type, query: text }), {
      state: { trigger: 'search' },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen?.url) {
      setOpen(false);
      navigate(chosen.url);
    } else goTo(chosen?.text ?? value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      dispatch(searchBoxActions.activeItemChanged((active + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      dispatch(searchBoxActions.activeItemChanged(active <= 0 ? suggestions.length - 1 : active - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      dispatch(searchBoxActions.activeItemChanged(-1));
    }
  };

  return (
    <form role="search" className={`search-box${hero ? ' search-box--hero' : ''}`} onSubmit={onSubmit} action={resultsUrl(page.locale, { categoryName: page.params.categoryName, productName: page.params.productName, query: 'x' }).replace(/\?.*$/, '')} method="get">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="search-box__field">
        <input
          id={`${id}-input`}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && suggestions.length ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => {
            setOpen(true);
            dispatch(searchBoxActions.inputChanged(e.target.value));
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
        />
        <button type="submit" className="search-box__submit">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__suggestions" hidden={suggestions.length === 0}>
        {suggestions.map((s, index) => (
          <li
            key={`${s.kind}-${s.text}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`suggestion suggestion--${s.kind}`}
            onMouseDown={(e) => {
              e.preventDefault();
              if (s.url) {
                setOpen(false);
                navigate(s.url);
              } else goTo(s.text);
            }}
          >
            {s.image && <img src={s.image} alt="" width={40} height={40} />}
            <span>
              {s.modelNumber && <strong>{s.modelNumber} </strong>}
              {s.text}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
