import fc from 'fast-check';
import { deleteVariants, indexedDeleteDepth, isCorrectable, maxTypos, typoDistance } from '../spelling';

describe('the typo allowance', () => {
  it.each([
    ['tv', 0],
    ['arc', 0],
    ['hdmi', 1],
    ['battery', 1],
    ['firmware', 2],
    ['bluetooth', 2],
    ['für', 0],
    ['zurücksetzen', 2],
  ])('allows %p %p typos', (word, typos) => {
    expect(maxTypos(word)).toBe(typos);
  });

  it('never corrects model numbers or codes', () => {
    expect(isCorrectable('x89j')).toBe(false);
    expect(isCorrectable('1000xm4')).toBe(false);
    expect(isCorrectable('pairing')).toBe(true);
  });
});

describe('typoDistance', () => {
  it.each([
    ['battery', 'batery', 1],
    ['battery', 'batttery', 1],
    ['battery', 'bsttery', 1],
    ['remote', 'remtoe', 1],
    ['bluetooth', 'bluetoht', 2],
    ['remote', 'rmeoet', 2],
    ['fernbedienung', 'fernbedinung', 1],
    ['télécommande', 'telecommande', 2],
  ])('counts %p -> %p as %p typo(s)', (a, b, distance) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
    expect(typoDistance(b, a, 3)).toBe(distance);
  });

  it('stops counting beyond the allowance', () => {
    expect(typoDistance('firmware', 'hardware', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('the deletion index', () => {
  it('lists the word and every word with up to `depth` letters deleted', () => {
    expect([...deleteVariants('tv', 1)].sort()).toEqual(['t', 'tv', 'v']);
    expect(deleteVariants('remote', 2).has('rmte')).toBe(true);
    expect(deleteVariants('für', 1).has('fr')).toBe(true);
  });

  it('finds every word within the allowance: the typed word and the indexed word share a variant', () => {
    const letters = fc.constantFrom(...'abcdefghijklmnoprstuvwyzäéü');
    const word = fc.array(letters, { minLength: 4, maxLength: 12 }).map((l) => l.join(''));
    const edit = fc.record({ kind: fc.constantFrom('substitute', 'delete', 'insert', 'swap'), at: fc.nat(), letter: letters });
    fc.assert(
      fc.property(word, fc.array(edit, { minLength: 1, maxLength: 2 }), (indexed, edits) => {
        let typed = [...indexed];
        for (const { kind, at, letter } of edits) {
          const i = at % typed.length;
          if (kind === 'substitute') typed[i] = letter;
          else if (kind === 'delete' && typed.length > 1) typed.splice(i, 1);
          else if (kind === 'insert') typed.splice(i, 0, letter);
          else if (kind === 'swap' && i + 1 < typed.length) typed = [...typed.slice(0, i), typed[i + 1], typed[i], ...typed.slice(i + 2)];
        }
        const text = typed.join('');
        const allowance = maxTypos(text);
        const distance = typoDistance(text, indexed, allowance);
        if (distance > allowance) return true;
        const queried = deleteVariants(text, allowance);
        const stored = deleteVariants(indexed, indexedDeleteDepth(indexed));
        return [...queried].some((v) => stored.has(v));
      }),
      { seed: 4711, numRuns: 3000 },
    );
  });
});
