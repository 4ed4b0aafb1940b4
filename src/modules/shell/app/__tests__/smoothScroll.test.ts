import { SCROLL_DEFAULT_DURATION_MS, SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_DURATION_MS } from '../../../../shared/constants';
import { scrollDuration, smoothScrollTo } from '../smoothScroll';

/** The parts of a window the scroller uses, on jest's fake clock (jsdom does not scroll). */
class FakeWindow extends EventTarget {
  scrollY = 0;
  innerHeight = 800;
  positions: number[] = [];
  document = { documentElement: { scrollHeight: 5000 } };
  performance = { now: () => Date.now() };
  constructor(private readonly reducedMotion = false) {
    super();
  }
  scrollTo(_x: number, y: number) {
    this.scrollY = y;
    this.positions.push(Math.round(y));
  }
  setTimeout = (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number;
  clearTimeout = (id: number) => clearTimeout(id);
  requestAnimationFrame = (fn: (now: number) => void) => setTimeout(() => fn(Date.now()), 16) as unknown as number;
  cancelAnimationFrame = (id: number) => clearTimeout(id);
  matchMedia = (query: string) => ({ matches: this.reducedMotion && query.includes('reduce') });
}

const asWindow = (w: FakeWindow) => w as unknown as Window;

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('scroll restore (docs/behaviour.md §9: 200 ms delay and duration)', () => {
  it('waits for the delay, then animates to the position over the duration', () => {
    const win = new FakeWindow();
    smoothScrollTo(1200, { delay: SCROLL_RESTORE_DELAY_MS, duration: SCROLL_RESTORE_DURATION_MS, win: asWindow(win) });
    jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1);
    expect(win.positions).toEqual([]);
    jest.advanceTimersByTime(SCROLL_RESTORE_DURATION_MS / 2 + 1);
    const midway = win.scrollY;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);
    jest.advanceTimersByTime(SCROLL_RESTORE_DURATION_MS);
    expect(win.scrollY).toBe(1200);
    // Every step moves forward: no jump back and forth.
    expect([...win.positions].sort((a, b) => a - b)).toEqual(win.positions);
  });

  it('jumps in one step when the visitor prefers reduced motion', () => {
    const win = new FakeWindow(true);
    smoothScrollTo(1200, { delay: SCROLL_RESTORE_DELAY_MS, duration: SCROLL_RESTORE_DURATION_MS, win: asWindow(win) });
    jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS);
    expect(win.positions).toEqual([1200]);
  });

  it('stops as soon as the visitor scrolls themselves', () => {
    const win = new FakeWindow();
    smoothScrollTo(3000, { delay: 0, duration: 1000, win: asWindow(win) });
    jest.advanceTimersByTime(100);
    const reached = win.scrollY;
    win.dispatchEvent(new Event('wheel'));
    jest.advanceTimersByTime(2000);
    expect(win.scrollY).toBe(reached);
    expect(reached).toBeLessThan(3000);
  });

  it('does not scroll past the end of the page', () => {
    const win = new FakeWindow();
    smoothScrollTo(99_999, { delay: 0, duration: 0, win: asWindow(win) });
    jest.advanceTimersByTime(1);
    expect(win.scrollY).toBe(5000 - 800);
  });

  it('can be cancelled before it starts', () => {
    const win = new FakeWindow();
    const cancel = smoothScrollTo(600, { delay: 200, duration: 200, win: asWindow(win) });
    cancel();
    jest.advanceTimersByTime(1000);
    expect(win.positions).toEqual([]);
  });
});

describe('generic scroll duration', () => {
  it('is 1000 ms when the duration given is not a number', () => {
    expect(scrollDuration(undefined)).toBe(SCROLL_DEFAULT_DURATION_MS);
    expect(scrollDuration('fast')).toBe(1000);
    expect(scrollDuration(Number.NaN)).toBe(1000);
    expect(scrollDuration(-5)).toBe(1000);
    expect(scrollDuration(250)).toBe(250);
    expect(scrollDuration(0)).toBe(0);
  });

  it('takes 1000 ms when called without a numeric duration', () => {
    const win = new FakeWindow();
    smoothScrollTo(2000, { duration: 'slow', win: asWindow(win) });
    jest.advanceTimersByTime(900);
    expect(win.scrollY).toBeLessThan(2000);
    jest.advanceTimersByTime(200);
    expect(win.scrollY).toBe(2000);
  });
});
