import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../../../shared/constants';
import { cutToQueryLength } from '../../../shared/queryLength';
import { LOCALES, type Locale } from '../../../shared/locale';

/**
 * Reusable validators for path and query parameters. Query values arrive as strings (repeated
 * keys are reduced to their first value before validation); every message names what is expected.
 */
export const MAX_START = 10_000;
export const MAX_NUM = 100;
export const MAX_DOWNLOADS_NUM = 999;

export function wholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number between ${min} and ${max}`)
        .max(max, `${name} must be a whole number between ${min} and ${max}`),
    )
    // Documented as the integer it is (the OpenAPI document shows the bounds), not as its digit pattern.
    .meta({ type: 'integer', minimum: min, maximum: max });
}

export const start = () => wholeNumber('start', 0, MAX_START).default(0);
export const num = (fallback: number, max = MAX_NUM) => wholeNumber('num', 1, max).default(fallback);

/** en_GB, also accepted as en-GB or en_gb. */
function toLocale(value: string): Locale | null {
  const [language = '', region = ''] = value.split(/[-_]/);
  const candidate = `${language.toLowerCase()}_${region.toUpperCase()}`;
  return (LOCALES as readonly string[]).includes(candidate) ? (candidate as Locale) : null;
}

export const locale = () =>
  z.string().transform((value, ctx): Locale => {
    const parsed = toLocale(value);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message: `locale must be one of ${LOCALES.join(', ')}` });
    return z.NEVER;
  });

/** docs/behaviour.md §5: a missing locale falls back to the default locale. */
export const optionalLocale = () => locale().default('en_GB');

/** A category, product or id in a path: bounded, printable. Unknown names are 404s, not 400s. */
export const name = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(120, `${label} must be at most 120 characters`)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} contains control characters`);

/** Query text: control characters removed, whitespace collapsed, cut to MAX_QUERY_LENGTH (docs/behaviour.md §5). */
export function cleanQueryText(value: string): string {
  const clean = value
    .slice(0, MAX_QUERY_LENGTH * 2)
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cutToQueryLength(clean).trim();
}

export const queryText = () => z.string().transform(cleanQueryText);

/** A comma-separated list whose items must come from `allowed`. */
export function csvOf(parameter: string, allowed: readonly string[]) {
  return z.string().transform((value, ctx) => {
    const items = [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))];
    const unknown = items.filter((v) => !allowed.includes(v));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${parameter} has unknown value '${unknown[0].slice(0, 40)}'; allowed: ${allowed.join(', ')}` });
      return z.NEVER;
    }
    return items;
  });
}

/** A free-text filter value (operating system, category): bounded, trimmed. */
export const filterValue = (label: string) =>
  z
    .string()
    .max(100, `${label} must be at most 100 characters`)
    .transform((v) => v.trim());

export function oneOf<const T extends readonly [string, ...string[]]>(parameter: string, values: T) {
  return z.enum(values, { message: `${parameter} must be one of ${values.join(', ')}` });
}

export const booleanFlag = () =>
  z
    .string()
    .transform((v) => !['false', '0', 'no', 'off'].includes(v.toLowerCase()));

export const noParams = z.object({});
