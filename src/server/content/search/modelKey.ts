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
 * The model keys a visitor's text may hold: the whole text without separators ('at 55x89j'), each word,
 * and each two neighbouring words, when they read as a model number. Eight words at most.
 */
export function typedModelKeys(text: string): { whole: string; keys: Set<string> } {
  const words = text.toLowerCase().split(/[\s,;/]+/).map(modelKey).filter(Boolean).slice(0, 8);
  const keys = new Set<string>();
  const whole = words.join('');
  if (looksLikeModel(whole)) keys.add(whole);
  for (let i = 0; i < words.length; i += 1) {
    if (looksLikeModel(words[i])) keys.add(words[i]);
    if (i + 1 < words.length && looksLikeModel(words[i] + words[i + 1])) keys.add(words[i] + words[i + 1]);
  }
  return { whole, keys };
}

/**
 * The keys a visitor may type for a product: the full key, the part after the letter prefix
 * ('55x89j' for 'AT-55X89J') and the series ('x89j'), so partial model numbers still find it.
 */
export function productKeys(modelNumber: string, seriesName: string): Array<{ key: string; exact: boolean }> {
  const keys = new Map<string, boolean>();
  const full = modelKey(modelNumber);
  keys.set(full, true);
  const separator = modelNumber.search(/[-\s]/);
  if (separator > 0) {
    const rest = modelKey(modelNumber.slice(separator + 1));
    if (rest.length >= 3 && !keys.has(rest)) keys.set(rest, false);
  }
  const series = seriesKey(seriesName);
  if (series && !keys.has(series)) keys.set(series, false);
  return [...keys].map(([key, exact]) => ({ key, exact }));
}

/** A series as the key a visitor may type ('X75J' -> 'x75j'); null when it does not read as a model number ('Nova', 'NL'). */
export function seriesKey(series: string): string | null {
  const key = modelKey(series);
  return looksLikeModel(key) && /[a-z]/.test(key) ? key : null;
}

/** Articles that apply to (nearly) every product would otherwise match every model number. */
export const MAX_MODELS_PER_ROW = 60;

/**
 * The model-number text a content row is indexed with, by every store: its keywords and its products' model
 * numbers, each as printed and as a key, and its products' series keys. Documents print their model numbers,
 * visitors often type the series ('x75j manual', docs/decisions/049-a-series-finds-its-models-documents.md).
 */
export function indexedModelText(keywords: readonly string[], products: ReadonlyArray<{ modelNumber: string; series: string }>): string {
  const models = new Set<string>(keywords);
  const series = new Set<string>();
  for (const product of products.length <= MAX_MODELS_PER_ROW ? products : []) {
    models.add(product.modelNumber);
    const key = seriesKey(product.series);
    if (key) series.add(key);
  }
  return [...[...models].flatMap((m) => [m, modelKey(m)]), ...series].join(' ');
}
