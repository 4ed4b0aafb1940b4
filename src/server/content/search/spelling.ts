/**
 * Typo tolerance as the search promises it: one typo in words of 4 to 7 letters, two in words of
 * 8 or more, none in shorter words. A typo is a wrong, missing or extra letter, or two neighbouring
 * letters swapped (optimal string alignment distance). Letters are Unicode code points, so
 * 'für' has three.
 */
/** Accents are not typos: 'telecommande' is 'télécommande' typed on a keyboard without them. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

export function maxTypos(word: string): number {
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/** Optimal string alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows: the one before the previous is needed for transpositions.
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length];
}

/**
 * Every string left after deleting up to `depth` letters (the word itself included). Two words
 * within `depth` typos of each other share at least one such variant (symmetric deletion), so an
 * index of the vocabulary's variants finds correction candidates without scanning it.
 */
export function deleteVariants(word: string, depth: number): Set<string> {
  const variants = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d += 1) {
    const next: string[] = [];
    for (const text of frontier) {
      // Plain slicing unless a letter takes two UTF-16 units (then code points, so no letter is split).
      const letters = /[\uD800-\uDFFF]/.test(text) ? [...text] : text;
      if (letters.length <= 1) continue;
      for (let i = 0; i < letters.length; i += 1) {
        const variant = typeof letters === 'string' ? letters.slice(0, i) + letters.slice(i + 1) : letters.slice(0, i).join('') + letters.slice(i + 1).join('');
        if (!variants.has(variant)) {
          variants.add(variant);
          next.push(variant);
        }
      }
    }
    frontier = next;
  }
  return variants;
}

/**
 * How many deletions the vocabulary index holds for a term: a term can be the correction of a
 * typed word at most two letters longer, so terms of 6+ letters may need two (for 8-letter words
 * with two typos), shorter ones one.
 */
export function indexedDeleteDepth(term: string): number {
  const letters = [...term].length;
  return letters >= 6 ? 2 : letters >= 3 ? 1 : 0;
}

/** Only plain words are corrected: model numbers and codes (anything with a digit) are not. */
export function isCorrectable(word: string): boolean {
  return maxTypos(word) > 0 && !/\d/.test(word);
}
