/**
 * Model numbers are matched without separators or case: 'KD-55X89J', 'kd55x89j' and 'kd 55x89j'
 * all become the key 'kd55x89j'.
 */
export function modelKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A key worth looking up as a model number: letters and digits mixed, or a long digit run. */
export function looksLikeModel(key: string): boolean {
  return key.length >= 3 && key.length <= 32 && /\d/.test(key) && (/[a-z]/.test(key) || key.length >= 4);
}

/**
 * The keys a visitor may type for a product: the full key, the part after the letter prefix
 * ('55x89j' for 'AT-55X89J') and the series ('x89j'), so partial model numbers still find it.
 */
export function productKeys(modelNumber: string, series: string): Array<{ key: string; exact: boolean }> {
  const keys = new Map<string, boolean>();
  const full = modelKey(modelNumber);
  keys.set(full, true);
  const separator = modelNumber.search(/[-\s]/);
  if (separator > 0) {
    const rest = modelKey(modelNumber.slice(separator + 1));
    if (rest.length >= 3 && !keys.has(rest)) keys.set(rest, false);
  }
  const seriesKey = modelKey(series);
  if (looksLikeModel(seriesKey) && /[a-z]/.test(seriesKey) && !keys.has(seriesKey)) keys.set(seriesKey, false);
  return [...keys].map(([key, exact]) => ({ key, exact }));
}
