import { htmlLang } from '../../shared/locale';

/** Dates render the same on server and client: fixed time zone, locale from the page. */
export function dateFormatter(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(htmlLang(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
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
  const number = new Intl.NumberFormat(htmlLang(locale), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}
