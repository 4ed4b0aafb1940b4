import type { Suggestion } from '../../shared/content/types';
import { useT } from '../shell/ui/useT';
import { optionId } from './optionId';
import { SUGGESTION_KINDS } from './suggestionKinds';

export interface SuggestionListProps {
  listId: string;
  labelId: string;
  suggestions: readonly Suggestion[];
  /** The flat index (in SUGGESTION_KINDS order) of the active option; -1 for none. */
  active: number;
  keyword: string;
  open: boolean;
  onChoose(suggestion: Suggestion): void;
  onHover(index: number): void;
}

/** The typed part stays plain and the completion is bold, as visitors know it from search engines. */
function Completion({ text, keyword }: { text: string; keyword: string }) {
  const lower = text.toLowerCase();
  const typed = keyword.trim().toLowerCase();
  if (!typed || !lower.startsWith(typed)) return <span className="suggestion__text">{text}</span>;
  return (
    <span className="suggestion__text">
      {text.slice(0, typed.length)}
      <strong>{text.slice(typed.length)}</strong>
    </span>
  );
}

/**
 * The listbox of the combobox, grouped: categories a product kind typed names and products (both go
 * straight to their page), then popular searches (run that search). Options keep one flat index across both groups so that the arrow keys
 * move through them in the order they are shown. The listbox stays in the document while closed so
 * aria-controls always points at an element.
 */
export function SuggestionList({ listId, labelId, suggestions, active, keyword, open, onChoose, onHover }: SuggestionListProps) {
  const t = useT();
  const labels = { category: t('search.categories'), product: t('search.products'), query: t('search.popular') };
  let offset = 0;
  const groups = SUGGESTION_KINDS.map((kind) => {
    const items = suggestions.filter((s) => s.kind === kind);
    const group = { key: kind, label: labels[kind], items, offset };
    offset += items.length;
    return group;
  }).filter((g) => g.items.length > 0);
  const visible = open && suggestions.length > 0;
  return (
    <div id={listId} role="listbox" aria-labelledby={labelId} className="search-box__suggestions" hidden={!visible}>
      {visible &&
        groups.map((group) => (
          <ul key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} className="suggestion-group">
            <li role="presentation" id={`${listId}-${group.key}`} className="suggestion-group__label">
              {group.label}
            </li>
            {group.items.map((s, i) => {
              const index = group.offset + i;
              return (
                <li
                  key={`${s.kind}-${s.text}-${s.url ?? ''}`}
                  id={optionId(listId, index)}
                  role="option"
                  aria-selected={index === active}
                  className={`suggestion suggestion--${s.kind}`}
                  // mousedown, not click: the input keeps the focus, so the list is not closed by a blur first.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    onChoose(s);
                  }}
                  onMouseMove={() => index !== active && onHover(index)}
                >
                  {s.kind !== 'query' ? (
                    <>
                      {s.image ? (
                        <img src={s.image} alt="" width={40} height={40} className="suggestion__image" />
                      ) : (
                        <span className="suggestion__image" aria-hidden="true" />
                      )}
                      {/* A category's name reads as a product's model number does: the option's heading. */}
                      <span className="suggestion__product">
                        {s.kind === 'category' ? (
                          <span className="suggestion__model">{s.text}</span>
                        ) : (
                          <>
                            {s.modelNumber && <span className="suggestion__model">{s.modelNumber}</span>}
                            <span className="suggestion__name">{s.text}</span>
                          </>
                        )}
                      </span>
                    </>
                  ) : (
                    <>
                      <svg className="suggestion__icon" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
                        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
                        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                      </svg>
                      <Completion text={s.text} keyword={keyword} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}
