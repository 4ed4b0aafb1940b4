/**
 * docs/behaviour.md §9: the search input is focused by default. On the home pages the hero search box takes the
 * focus once, when the page is first shown, and only when that cannot take anything away from the
 * visitor (docs/decisions: browser experience):
 * - nothing else has the focus yet (a keyboard user who already pressed Tab is on the skip link),
 * - the address has no fragment (a skip-link or in-page link target wins),
 * - the page has not been scrolled (a visitor reading further down is not pulled back up),
 * - the device has a fine pointer (on touch screens focusing would raise the on-screen keyboard
 *   over the page before the visitor has seen it).
 */
export interface FocusEnvironment {
  activeElement: Element | null;
  body: Element | null;
  hash: string;
  scrollY: number;
  coarsePointer: boolean;
}

export function mayAutofocus(env: FocusEnvironment): boolean {
  const nothingFocused = env.activeElement === null || env.activeElement === env.body;
  return nothingFocused && env.hash === '' && env.scrollY === 0 && !env.coarsePointer;
}

export function browserFocusEnvironment(): FocusEnvironment {
  return {
    activeElement: document.activeElement,
    body: document.body,
    hash: window.location.hash,
    scrollY: window.scrollY,
    coarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  };
}
