import { useLocation, useNavigate } from 'react-router-dom';
import { usePage } from './hooks';
import { hrefWithQuery } from './queryLinks';
import { useT } from './useT';

export interface QueryMenuOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  /** The query parameter the menu sets ('' as a value removes it). */
  param: string;
  value: string;
  options: readonly QueryMenuOption[];
  /** Parameters a new choice clears, e.g. the list's own `*-num`. */
  resets?: readonly string[];
  /** Keep the scroll position on the client-side change (a filter inside a long page). */
  keepScroll?: boolean;
}

/**
 * A menu that changes one query parameter of the page (a sort, a language, a filter). With script the
 * page follows the choice at once and only that module reloads (docs/behaviour.md §4). Without script
 * it is a GET form with an "Apply" button that carries the page's other parameters as hidden fields,
 * so the server renders the same result. The button sits in <noscript>: a browser that runs script
 * never lays it out, so the page does not shift when it hydrates.
 */
export function QueryMenu({ label, param, value, options, resets = [], keepScroll = false }: Props) {
  const t = useT();
  const page = usePage();
  const location = useLocation();
  const navigate = useNavigate();
  const kept = Object.entries(page.query).filter(([key]) => key !== param && !resets.includes(key));
  return (
    <form method="get" action={location.pathname} className="query-menu" onSubmit={(event) => event.preventDefault()}>
      {kept.flatMap(([key, values]) =>
        (Array.isArray(values) ? values : [values]).map((one, i) => <input key={`${key}:${i}`} type="hidden" name={key} value={one} />),
      )}
      <label className="select">
        <span>{label}</span>
        <select
          name={param}
          value={value}
          onChange={(event) =>
            navigate(
              hrefWithQuery(location, page.query, {
                [param]: event.target.value || undefined,
                ...Object.fromEntries(resets.map((r) => [r, undefined])),
              }),
              { preventScrollReset: keepScroll, state: { trigger: 'filter' } },
            )
          }
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {/* Only a browser without script shows it: with script the choice applies at once, and nothing appears or goes away. */}
      <noscript>
        <button type="submit" className="button button--small query-menu__apply">
          {t('common.apply')}
        </button>
      </noscript>
    </form>
  );
}
