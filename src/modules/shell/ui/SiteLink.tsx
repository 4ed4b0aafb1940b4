import { createContext, useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link as RouterLink, createPath, useLocation, useNavigate } from 'react-router-dom';

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

type SiteNavigate = (href: string, options: NavigateOptions) => void;

const ON_SERVER = typeof document === 'undefined';

/**
 * Client navigation for the page's links, given once per page by App (SiteNavigation), so a link
 * needs one context read instead of React Router's per-link hooks (ADR 038).
 */
const SiteNavigateContext = createContext<SiteNavigate | null>(null);

/**
 * Provides SiteLink's client navigation below it. Like React Router's `Link`, a click on the address
 * already shown replaces the history entry instead of adding one.
 */
export function SiteNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const go = useCallback<SiteNavigate>(
    (href, { replace, state, preventScrollReset }) => navigate(href, { replace: replace ?? here === href, state, preventScrollReset }),
    [navigate, here],
  );
  return <SiteNavigateContext.Provider value={go}>{children}</SiteNavigateContext.Provider>;
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site. */
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** A click the browser should handle itself: another button, a modifier key (new tab or window, download), another frame. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '' && target !== '_self')
  );
}

/**
 * React Router writes `/path?` and `/path#` without the empty part; so does this link, so both
 * render the same href (a server render is hydrated against it).
 */
function hrefOf(to: string): string {
  const hash = to.indexOf('#');
  let path = hash >= 0 ? to.slice(0, hash) : to;
  let fragment = hash >= 0 ? to.slice(hash) : '';
  if (fragment === '#') fragment = '';
  const query = path.indexOf('?');
  if (query >= 0 && query === path.length - 1) path = path.slice(0, -1);
  return `${path}${fragment}`;
}

/**
 * A link to a page of this site: a plain `<a href>` that navigates on the client when clicked
 * (docs/behaviour.md §4), like React Router's `Link`, without its hooks. A product page renders some
 * hundred links, and resolving each through `Link`'s five hooks was about a tenth of the server's
 * render (ADR 038). Clicks with a modifier key or another button, links into another frame and
 * clicks a handler already took are left to the browser, as with `Link`. Targets that are not absolute
 * paths of this site (relative ones, which the router resolves against the route) go to `Link`.
 */
/** The props of SiteLink that are not attributes of its anchor. */
const OWN_PROPS: ReadonlySet<string> = new Set(['to', 'replace', 'state', 'preventScrollReset', 'onClick', 'target', 'ref']);

/**
 * The props that go to the anchor as they are. Written as a loop, not as `{ to, ..., ...anchor }`:
 * V8 copies an object rest through a slow generic path (about 2 µs per link against 0.05 µs for
 * this loop), and a product page renders some hundred links (ADR 038).
 */
function anchorProps(props: SiteLinkProps): AnchorHTMLAttributes<HTMLAnchorElement> {
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    if (!OWN_PROPS.has(key)) anchor[key] = props[key as keyof SiteLinkProps];
  }
  return anchor;
}

export function SiteLink(props: SiteLinkProps) {
  const { to, replace, state, preventScrollReset, onClick, target, ref } = props;
  const anchor = anchorProps(props);
  const navigate = useContext(SiteNavigateContext);
  if (!to.startsWith('/') || to.startsWith('//')) {
    return (
      <RouterLink to={to} replace={replace} state={state} preventScrollReset={preventScrollReset} onClick={onClick} target={target} ref={ref} {...anchor} />
    );
  }
  const href = to.endsWith('?') || to.includes('#') ? hrefOf(to) : to;
  // A server render never receives a click (handlers are not part of the HTML): no handler to make there.
  const handleClick = ON_SERVER
    ? onClick
    : (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // Without the page's navigate (a part rendered on its own) the browser follows the link.
        if (event.defaultPrevented || !navigate || isBrowserClick(event, target)) return;
        event.preventDefault();
        navigate(href, { replace, state, preventScrollReset });
      };
  return <a {...anchor} href={href} target={target} ref={ref} onClick={handleClick} />;
}
