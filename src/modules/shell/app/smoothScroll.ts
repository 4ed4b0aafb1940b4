import { SCROLL_DEFAULT_DURATION_MS } from '../../../shared/constants';

/** docs/behaviour.md §9: the generic scroll lasts 1000 ms when the duration given is not a number. */
export function scrollDuration(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : SCROLL_DEFAULT_DURATION_MS;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export interface ScrollOptions {
  /** Wait before moving, so the restored content has been laid out. */
  delay?: number;
  duration?: unknown;
  win?: Window;
}

export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls the window to `y` after `delay`, animated over `duration`; with prefers-reduced-motion the
 * jump is immediate. Any scrolling input of the visitor stops the animation: the page never fights
 * the visitor for the scroll position. Returns a function that cancels it.
 */
export function smoothScrollTo(y: number, { delay = 0, duration, win = window }: ScrollOptions = {}): () => void {
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    win.clearTimeout(timer);
    win.cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) win.removeEventListener(type, stop);
  };
  for (const type of USER_SCROLL_EVENTS) win.addEventListener(type, stop, { passive: true });
  const timer = win.setTimeout(() => {
    const doc = win.document.documentElement;
    const target = Math.max(0, Math.min(y, doc.scrollHeight - win.innerHeight));
    const from = win.scrollY;
    const ms = scrollDuration(duration);
    if (ms === 0 || prefersReducedMotion(win) || Math.abs(target - from) < 1) {
      win.scrollTo(0, target);
      stop();
      return;
    }
    const started = win.performance.now();
    const step = (now: number) => {
      if (stopped) return;
      const progress = Math.min(1, (now - started) / ms);
      win.scrollTo(0, from + (target - from) * easeInOut(progress));
      if (progress < 1) frame = win.requestAnimationFrame(step);
      else stop();
    };
    frame = win.requestAnimationFrame(step);
  }, delay);
  return stop;
}
