import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ARROWS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
/** What a remote's arrow keys move between on a smart-help page. */
const ITEMS = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled])';
const centreX = (b: Box) => b.left + b.width / 2;

/**
 * The item an arrow key moves to, or null at an edge. Left and Right follow reading order. Up and
 * Down go to the nearest row above or below and pick the item closest in column, as a TV remote
 * user expects of a grid; without layout (no sizes known) they follow reading order too.
 */
export function nextIndex(boxes: readonly Box[], current: number, key: ArrowKey): number | null {
  const step = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
  const cur = boxes[current];
  const laidOut = boxes.some((b) => b.width > 0 || b.height > 0);
  if (key === 'ArrowLeft' || key === 'ArrowRight' || !cur || !laidOut) {
    const next = current + step;
    return next >= 0 && next < boxes.length ? next : null;
  }
  const down = key === 'ArrowDown';
  const candidates = boxes
    .map((box, index) => ({ box, index }))
    .filter(({ box, index }) => index !== current && (down ? box.top >= cur.top + cur.height - 1 : box.top + box.height <= cur.top + 1));
  if (candidates.length === 0) return null;
  // The nearest row: items whose top (going down) or bottom (going up) lies within half a row of it.
  const edge = (b: Box) => (down ? b.top : b.top + b.height);
  const nearest = down ? Math.min(...candidates.map((c) => edge(c.box))) : Math.max(...candidates.map((c) => edge(c.box)));
  const row = candidates.filter((c) => Math.abs(edge(c.box) - nearest) < Math.max(c.box.height / 2, 1));
  row.sort((a, b) => Math.abs(centreX(a.box) - centreX(cur)) - Math.abs(centreX(b.box) - centreX(cur)) || a.index - b.index);
  return row[0].index;
}

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

function boxOf(element: HTMLElement): Box {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

/**
 * Remote-control navigation of the TV layout: arrow keys move the focus between the page's links,
 * buttons and fields; Enter (OK) opens the focused link; Backspace or Escape (Back) returns to the
 * help home. Tab keeps working as on any page. Listens on the document so it covers every module.
 */
export function useTvKeyboard(homeHref: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const root = document.querySelector<HTMLElement>('main.page--smartHelp');
      if (!root) return;
      const active = document.activeElement;
      const typing = isTyping(active);
      if (event.key === 'Escape' || (event.key === 'Backspace' && !typing)) {
        const here = window.location.pathname;
        if (here !== homeHref) {
          event.preventDefault();
          navigate(homeHref);
        }
        return;
      }
      if (event.key === 'Enter' && active instanceof HTMLAnchorElement && root.contains(active)) {
        // One activation path for browsers and TV engines alike: the link's own click (router or native).
        event.preventDefault();
        active.click();
        return;
      }
      if (!ARROWS.includes(event.key)) return;
      if (typing && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
      const items = [...root.querySelectorAll<HTMLElement>(ITEMS)].filter((el) => !el.closest('[hidden], [inert]'));
      if (items.length === 0) return;
      const current = active instanceof HTMLElement ? items.indexOf(active) : -1;
      const next = current < 0 ? 0 : nextIndex(items.map(boxOf), current, event.key as ArrowKey);
      event.preventDefault();
      if (next === null) return;
      items[next].focus();
      items[next].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [homeHref, navigate]);
}
