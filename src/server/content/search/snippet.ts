const LENGTH = 180;

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * A plain-text excerpt around the first query word found in the text (accent- and case-
 * insensitive), cut at word boundaries. Plain text on purpose: the page escapes it.
 */
export function snippet(text: string, terms: string[]): string {
  if (text.length <= LENGTH) return text;
  const folded = fold(text);
  let at = -1;
  for (const term of terms) {
    // Stems: 'charging' should find 'charge', so look for the first five letters.
    const needle = fold(term).slice(0, Math.max(3, Math.min(term.length, 5)));
    const index = folded.indexOf(needle);
    if (index >= 0 && (at < 0 || index < at)) at = index;
  }
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
