const LENGTH = 180;

const ASCII = /^[\x00-\x7f]*$/;

function fold(text: string): string {
  // ASCII has no accents to take off (NFD leaves it as it is): most text, and a search folds up to
  // 240 texts of 4,000 characters to compare its results (docs/decisions/040-scannable-search-results.md).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Where the first of the needles stands in the folded text (-1: none), folding no more of the
 * text than it takes: a longer and longer head cut after a space, the whole text last. Folding
 * is the same word by word (a space starts afresh for accents and for case), so the folded head
 * is the start of the folded text, and a needle without a space found in it is found where it
 * first stands in the whole.
 */
function firstIndex(text: string, needles: string[]): number {
  const bounded = needles.every((n) => n.length > 0 && !/\s/.test(n));
  for (let size = bounded ? 512 : text.length; ; size *= 4) {
    const cut = size >= text.length ? -1 : text.indexOf(' ', size);
    const folded = fold(cut < 0 ? text : text.slice(0, cut + 1));
    let at = -1;
    for (const needle of needles) {
      const index = folded.indexOf(needle);
      if (index >= 0 && (at < 0 || index < at)) at = index;
    }
    if (at >= 0 || cut < 0) return at;
  }
}

/**
 * A plain-text excerpt around the first query word found in the text (accent- and case-
 * insensitive), cut at word boundaries. Plain text on purpose: the page escapes it.
 */
export function snippet(text: string, terms: string[]): string {
  if (text.length <= LENGTH) return text;
  // Stems: 'charging' should find 'charge', so look for the first five letters.
  const at = firstIndex(
    text,
    // A phrase's words each count (matchedWords gives phrases whole).
    terms.flatMap((term) => term.split(' ')).map((term) => fold(term).slice(0, Math.max(3, Math.min(term.length, 5)))),
  );
  let start = at < 0 ? 0 : Math.max(0, at - 60);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
