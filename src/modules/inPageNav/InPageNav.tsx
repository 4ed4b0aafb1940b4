import { useContext, useEffect, useMemo, useState } from 'react';
import { SCROLL_SPY_THROTTLE_MS } from '../../shared/constants';
import { throttle } from '../shell/hubUi/throttle';
import { useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { PageModulesContext } from './context';
import { MIN_NAV_ITEMS, activeSection } from './navRules';

/** Px below the top of the viewport where a section counts as being read: under the sticky bar. */
const READING_LINE = 96;

interface NavItem {
  anchor: string;
  label: string;
}

/**
 * "On this page": links to the page's modules that declare a navLabel and have content, with
 * scroll-spy marking the section in view (scroll events throttled to 66 ms, docs/behaviour.md §9).
 */
export function InPageNav() {
  const t = useT();
  const modules = useContext(PageModulesContext);
  // A string key keeps the selector's answer stable between unrelated state changes.
  const key = useAppSelector((state) =>
    JSON.stringify(
      modules
        // The side column is in view next to the sections; the navigation lists the main ones.
        .filter((m) => m.navLabel && m.region !== 'aside' && (m.hasContent?.(state) ?? true))
        .map((m): NavItem => ({ anchor: m.navAnchor ?? m.id, label: m.navLabel ?? '' })),
    ),
  );
  const listed = useMemo(() => JSON.parse(key) as NavItem[], [key]);
  // After hydration, entries whose section did not render (a module with nothing to show) drop out.
  const [rendered, setRendered] = useState<ReadonlySet<string> | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const items = rendered ? listed.filter((item) => rendered.has(item.anchor)) : listed;

  useEffect(() => {
    setRendered(new Set(listed.filter((item) => document.getElementById(item.anchor)).map((item) => item.anchor)));
  }, [listed]);

  useEffect(() => {
    const targets = rendered ? listed.filter((item) => rendered.has(item.anchor)) : listed;
    if (targets.length < MIN_NAV_ITEMS) return undefined;
    const update = throttle(() => {
      const tops = targets.flatMap(({ anchor }) => {
        const element = document.getElementById(anchor);
        return element ? [{ id: anchor, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSection(tops, READING_LINE));
    }, SCROLL_SPY_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listed, rendered]);

  if (items.length < MIN_NAV_ITEMS) return null;
  return (
    <nav className="in-page-nav" aria-label={t('hub.nav.label')} id="inPageNav">
      <ul className="in-page-nav__list">
        {items.map((item) => (
          <li key={item.anchor}>
            <a
              href={`#${item.anchor}`}
              className="in-page-nav__link"
              aria-current={item.anchor === active ? 'true' : undefined}
            >
              {t(item.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
