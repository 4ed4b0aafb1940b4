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

function byteFormatter(tag: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${tag}:${fractionDigits}`;
  let formatter = byteFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits: fractionDigits });
    byteFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatBytes(bytes: number | undefined, locale: string): string {
  if (bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${byteFormatter(htmlLang(locale), unit === 0 ? 0 : 1).format(value)} ${units[unit]}`;
}
