import { ScopeRows, sharedCount } from '../scopeRows';

/** A reproducible list of about `n` ascending ids below `range`: each id kept with probability n / range. */
function ascending(n: number, range: number, seed: number): number[] {
  const ids: number[] = [];
  let x = seed >>> 0;
  for (let id = 0; id < range; id += 1) {
    // xorshift32: a small generator whose numbers stay exact in 32 bits.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    if (x / 4294967296 < n / range) ids.push(id);
  }
  return ids;
}

describe('sharedCount', () => {
  it('counts the ids two ascending lists share, whatever their lengths', () => {
    for (const [n, m, range] of [
      [0, 10, 100],
      [1, 1, 3],
      [3, 4000, 5000],
      [4000, 3, 5000],
      [2000, 2500, 4000],
      [50, 50, 60],
    ]) {
      const a = ascending(n, range, n + 7);
      const b = ascending(m, range, m + 13);
      const inB = new Set(b);
      expect(sharedCount(a, Float64Array.from(b))).toBe(a.filter((id) => inB.has(id)).length);
    }
  });

  it('finds ids at both ends of the longer list', () => {
    const long = Float64Array.from([2, 4, 6, 8, 10, 12]);
    expect(sharedCount([2, 12], long)).toBe(2);
    expect(sharedCount([1, 13], long)).toBe(0);
    expect(sharedCount([12], long)).toBe(1);
    expect(sharedCount([2, 4, 6, 8, 10, 12], long)).toBe(6);
  });
});

describe('ScopeRows', () => {
  it('keeps a scope\'s rows while the dataset version stays, per locale, and drops them all when it changes', () => {
    const rows = new ScopeRows();
    expect(rows.get('v1', 'en_GB', 'tv')).toBeUndefined();
    rows.set('v1', 'en_GB', 'tv', [1, 2, 3]);
    expect([...(rows.get('v1', 'en_GB', 'tv') ?? [])]).toEqual([1, 2, 3]);
    expect(rows.get('v1', 'de_DE', 'tv')).toBeUndefined();
    // An import replaced the index: what was kept describes rows that are gone.
    expect(rows.get('v2', 'en_GB', 'tv')).toBeUndefined();
    rows.set('v2', 'en_GB', 'tv', [4]);
    expect([...(rows.get('v2', 'en_GB', 'tv') ?? [])]).toEqual([4]);
  });

  it('keeps no more ids than its budget, dropping the least recently used scope first', () => {
    const rows = new ScopeRows(16);
    rows.set('v1', 'en_GB', 'a', [1, 2, 3, 4]);
    rows.set('v1', 'en_GB', 'b', [1, 2, 3, 4]);
    rows.set('v1', 'en_GB', 'c', [1, 2, 3, 4]);
    rows.set('v1', 'en_GB', 'd', [1, 2, 3, 4]);
    rows.get('v1', 'en_GB', 'a');
    // A fifth scope passes the budget of 16 ids: 'b' was used least recently.
    rows.set('v1', 'en_GB', 'e', [1, 2, 3, 4]);
    expect(rows.get('v1', 'en_GB', 'b')).toBeUndefined();
    for (const kept of ['a', 'c', 'd', 'e']) expect(rows.get('v1', 'en_GB', kept)).toBeDefined();
  });

  it('answers a scope of more than a quarter of its budget without keeping it, so it pushes out no other', () => {
    const rows = new ScopeRows(16);
    rows.set('v1', 'en_GB', 'a', [1, 2, 3, 4]);
    const large = rows.set('v1', 'en_GB', 'all', [1, 2, 3, 4, 5]);
    expect([...large]).toEqual([1, 2, 3, 4, 5]);
    expect(rows.get('v1', 'en_GB', 'all')).toBeUndefined();
    expect(rows.get('v1', 'en_GB', 'a')).toBeDefined();
  });
});
