/** Rows that scroll sideways on a phone: the section bar, a results page's filters, a product's tabs, in-page links. */
const STRIPS = '.section-nav__list, .search-facets__row ul, .tabs__list, .in-page-nav__list';

/**
 * A link or chip focused from the keyboard in a row that scrolls sideways is scrolled wholly into view. Chromium
 * scrolls a focused element only when none of it shows: at 390 px the section bar's "Bedienungsanleitungen", half past
 * the edge, kept most of its focus ring out of sight while a keyboard user tabbed through it.
 */
export function revealFocusInStrips(doc: Document): void {
  doc.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.closest(STRIPS) || !keyboardFocus(target)) return;
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}

/** A click shows what it clicked already; only a keyboard focus needs the scroll. */
function keyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: scrolling a clicked, visible chip into view moves nothing.
    return true;
  }
}
