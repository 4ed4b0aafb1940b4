import { htmlLang } from '../../../shared/locale';

/*
 * Intl formatters are costly to build (a product page formats dozens of dates and sizes per
 * render) and immutable once built, so one per locale and option set is kept for the process.
 * There are three locales, so the caches stay tiny.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const byteFormatters = new Map<string, Intl.NumberFormat>();

/** Dates render the same on server and client: fixed time zone, locale from the page. */
export function dateFormatter(locale: string): Intl.DateTimeFormat {
  const tag = htmlLang(locale);
  let formatter = dateFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormatters.set(tag, formatter);
  }
  return formatter;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Sizes in the visitor's language and its unit names ('17.8 kB', '17,8 ko'), from Intl: one formatter per language and unit. */
function byteFormatter(tag: string, unit: (typeof BYTE_UNITS)[number]): Intl.NumberFormat {
  const key = `${tag}:${unit}`;
  let formatter = byteFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 });
    byteFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatBytes(bytes: number | undefined, locale: string): string {
  if (bytes === undefined) return '';
  let value = bytes;
  let unit = 0;
  // Intl's kilobyte is 1,000 bytes (kB, ko), as file managers show sizes today.
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return byteFormatter(htmlLang(locale), BYTE_UNITS[unit]).format(value);
}
