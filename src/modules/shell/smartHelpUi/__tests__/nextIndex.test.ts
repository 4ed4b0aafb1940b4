import { nextIndex, type Box } from '../keyboard';

/** A 3-column grid of 200x100 cards with 20px gaps, 7 cards: rows [0 1 2] [3 4 5] [6]. */
const grid: Box[] = Array.from({ length: 7 }, (_, i) => ({ left: (i % 3) * 220, top: Math.floor(i / 3) * 120, width: 200, height: 100 }));

describe('arrow-key moves in the TV grid', () => {
  it('Left and Right follow reading order and stop at the ends', () => {
    expect(nextIndex(grid, 1, 'ArrowRight')).toBe(2);
    expect(nextIndex(grid, 2, 'ArrowRight')).toBe(3);
    expect(nextIndex(grid, 3, 'ArrowLeft')).toBe(2);
    expect(nextIndex(grid, 0, 'ArrowLeft')).toBeNull();
    expect(nextIndex(grid, 6, 'ArrowRight')).toBeNull();
  });

  it('Up and Down keep the column, and go to the nearest item of a shorter row', () => {
    expect(nextIndex(grid, 1, 'ArrowDown')).toBe(4);
    expect(nextIndex(grid, 4, 'ArrowUp')).toBe(1);
    expect(nextIndex(grid, 5, 'ArrowDown')).toBe(6);
    expect(nextIndex(grid, 6, 'ArrowUp')).toBe(3);
    expect(nextIndex(grid, 6, 'ArrowDown')).toBeNull();
    expect(nextIndex(grid, 2, 'ArrowUp')).toBeNull();
  });

  it('a full-width item above the grid (the search field) is reached from any column', () => {
    const withField: Box[] = [{ left: 0, top: -140, width: 640, height: 80 }, ...grid];
    expect(nextIndex(withField, 3, 'ArrowUp')).toBe(0);
    expect(nextIndex(withField, 0, 'ArrowDown')).toBe(2);
  });

  it('without layout (no sizes) Up and Down follow reading order', () => {
    const flat: Box[] = [0, 1, 2].map(() => ({ left: 0, top: 0, width: 0, height: 0 }));
    expect(nextIndex(flat, 0, 'ArrowDown')).toBe(1);
    expect(nextIndex(flat, 1, 'ArrowUp')).toBe(0);
  });
});
