/**
 * Deterministic randomness for the demo catalogue. Every generator derives its own stream from a
 * string key, so adding a product or an article never reshuffles the rest of the catalogue.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Up to `count` distinct items, in a stable shuffled order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Fills a buffer with pseudo-random bytes (used for demo binary payloads). */
  bytes(length: number): Buffer;
}

/** FNV-1a 32-bit: a stable seed from any string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const nextUint = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => nextUint() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    chance: (probability: number) => next() < probability,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, count));
    },
    bytes: (length: number): Buffer => {
      const buffer = Buffer.alloc(length);
      let i = 0;
      for (; i + 4 <= length; i += 4) buffer.writeUInt32LE(nextUint(), i);
      for (; i < length; i += 1) buffer[i] = nextUint() & 0xff;
      return buffer;
    },
  };
}
