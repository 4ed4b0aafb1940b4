import { typoDistance } from '../spelling';
import { oneTypoAway } from '../modelTypos';

describe('oneTypoAway', () => {
  const near = new Set(oneTypoAway('at55x89j'));

  it('holds the keys with a character left out, added, replaced or two neighbours swapped', () => {
    for (const key of ['at55x8j', 'at55x889j', 'at55x88j', 'at55x98j', 'ta55x89j', 'at55x89jk', 't55x89j']) expect(near.has(key)).toBe(true);
  });

  it('holds no key two typos away, nor the key itself', () => {
    for (const key of ['at55x89j', 'at55x8', 'at56x88j', 'at5x9j', 'at55x89jkl']) expect(near.has(key)).toBe(false);
    // Every key is one edit away (a swap of neighbours counts as one).
    expect([...near].every((key) => typoDistance('at55x89j', key, 1) === 1)).toBe(true);
  });
});
