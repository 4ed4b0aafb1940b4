import { SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_DURATION_MS, SCROLL_SPY_THROTTLE_MS } from '../../../shared/constants';
import { createScrollStore, sessionScrollStorage, type ScrollStore } from './scrollStore';
import { smoothScrollTo } from './smoothScroll';

export interface Entry {
  /** The history entry's key (6 characters, src/client/history.ts). */
  key: string;
  /** path + query */
  path: string;
}

/**
 * The page's scroll memory (docs/behaviour.md §2, §9): follows the position of the current history entry while
 * the visitor scrolls (throttled like the scroll-spy), saves it before a navigation and when the page
 * is left or hidden, and restores it on back/forward and after a load-more, 200 ms after the content
 * is in place and animated over 200 ms (instantly with prefers-reduced-motion).
 */
export class ScrollMemory {
  private entry: Entry;
  private lastY: number;
  private cancelRestore: (() => void) | null = null;
  private throttle: number | null = null;
  private readonly detach: () => void;

  constructor(
    entry: Entry,
    private readonly win: Window = window,
    private readonly store: ScrollStore = createScrollStore(sessionScrollStorage()),
  ) {
    this.entry = entry;
    this.lastY = win.scrollY;
    // The site restores positions itself, after its content is loaded; the browser's own
    // restoration would jump before that and then be overruled.
    if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (this.throttle !== null) return;
      this.throttle = win.setTimeout(() => {
        this.throttle = null;
        this.lastY = win.scrollY;
      }, SCROLL_SPY_THROTTLE_MS);
    };
    // pagehide covers tab close, reload and a full navigation, also where unload never fires (mobile, bfcache).
    const onLeave = () => this.save();
    const onHidden = () => win.document.visibilityState === 'hidden' && this.save();
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('pagehide', onLeave);
    win.document.addEventListener('visibilitychange', onHidden);
    this.detach = () => {
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('pagehide', onLeave);
      win.document.removeEventListener('visibilitychange', onHidden);
      if (this.throttle !== null) win.clearTimeout(this.throttle);
    };
  }

  /** Saves the current entry's position (the latest one, not the throttled one). */
  save(): void {
    this.lastY = this.win.scrollY;
    this.store.save(this.entry.key, this.entry.path, this.lastY);
  }

  /** Before a navigation: save the page being left, then follow the new entry. Returns the saved position. */
  leave(next: Entry): number {
    this.stopRestore();
    this.save();
    const y = this.lastY;
    this.entry = next;
    return y;
  }

  saved(entry: Entry = this.entry): number | undefined {
    return this.store.find(entry.key, entry.path);
  }

  /** docs/behaviour.md §9: 200 ms delay and 200 ms duration on page restore. */
  restore(y: number): void {
    this.stopRestore();
    this.cancelRestore = smoothScrollTo(y, { delay: SCROLL_RESTORE_DELAY_MS, duration: SCROLL_RESTORE_DURATION_MS, win: this.win });
  }

  stopRestore(): void {
    this.cancelRestore?.();
    this.cancelRestore = null;
  }

  dispose(): void {
    this.stopRestore();
    this.detach();
  }
}
