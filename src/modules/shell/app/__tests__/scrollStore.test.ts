import { createScrollStore, MAX_SCROLL_ENTRIES, SCROLL_STORAGE_KEY, type ScrollStorage } from '../scrollStore';

function memoryStorage(): ScrollStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('scroll positions per history entry and per path + query', () => {
  it('finds the position of the exact entry the visitor returns to', () => {
    const store = createScrollStore(memoryStorage());
    store.save('a1b2c3', '/electronics/support/results?query=tv', 1800);
    store.save('d4e5f6', '/electronics/support/results?query=tv', 300);
    expect(store.find('a1b2c3', '/electronics/support/results?query=tv')).toBe(1800);
  });

  it('falls back to the latest position of the same path and query', () => {
    const store = createScrollStore(memoryStorage());
    store.save('a1b2c3', '/electronics/support/tv?models-num=48', 900);
    store.save('d4e5f6', '/electronics/support/tv?models-num=48', 1200);
    expect(store.find('zzzzzz', '/electronics/support/tv?models-num=48')).toBe(1200);
    expect(store.find('zzzzzz', '/electronics/support/tv')).toBeUndefined();
  });

  it('does not take a position saved for another address under the same key', () => {
    const store = createScrollStore(memoryStorage());
    store.save('a1b2c3', '/electronics/support/tv', 700);
    expect(store.find('a1b2c3', '/electronics/support/audio')).toBeUndefined();
  });

  it('survives a reload: a new store over the same session storage reads what the old one saved', () => {
    const storage = memoryStorage();
    createScrollStore(storage).save('a1b2c3', '/electronics/support/faqs', 640);
    expect(createScrollStore(storage).find('a1b2c3', '/electronics/support/faqs')).toBe(640);
  });

  it('keeps the newest entries only', () => {
    const storage = memoryStorage();
    const store = createScrollStore(storage);
    for (let i = 0; i < MAX_SCROLL_ENTRIES + 5; i += 1) store.save(`k${String(i).padStart(5, '0')}`, `/p${i}`, i);
    const saved = JSON.parse(storage.data.get(SCROLL_STORAGE_KEY)!) as Record<string, unknown>;
    expect(Object.keys(saved)).toHaveLength(MAX_SCROLL_ENTRIES);
    expect(store.find('k00000', '/p0')).toBeUndefined();
    expect(store.find(`k000${MAX_SCROLL_ENTRIES + 4}`, `/p${MAX_SCROLL_ENTRIES + 4}`)).toBe(MAX_SCROLL_ENTRIES + 4);
  });

  it('keeps working in memory when storage is blocked or full', () => {
    const blocked: ScrollStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createScrollStore(blocked);
    store.save('a1b2c3', '/electronics/support', 250);
    expect(store.find('a1b2c3', '/electronics/support')).toBe(250);
    const none = createScrollStore(null);
    none.save('a1b2c3', '/electronics/support', 90);
    expect(none.find('a1b2c3', '/electronics/support')).toBe(90);
  });

  it('ignores garbage another script left in storage', () => {
    const storage = memoryStorage();
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ a: { p: '/x', y: 'high' }, b: 7, c: { p: '/y', y: 40, n: 1 } }));
    const store = createScrollStore(storage);
    expect(store.find('a', '/x')).toBeUndefined();
    expect(store.find('c', '/y')).toBe(40);
    storage.setItem(SCROLL_STORAGE_KEY, '{not json');
    expect(createScrollStore(storage).find('c', '/y')).toBeUndefined();
  });
});
