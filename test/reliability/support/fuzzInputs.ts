import fc from 'fast-check';

/** Strings known to trip parsers, templates, SQL and FTS5 query syntax, path handling and JSON. */
export const SPECIAL_INPUTS: readonly string[] = [
  '</script><script>alert(1)</script>',
  '<!--',
  '\u2028\u2029',
  '%',
  '%00',
  '%E0%A4%A',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  ' ',
  '\u0000',
  "'; DROP TABLE content; --",
  '" OR 1=1 --',
  'NEAR(a b, 1)',
  '"unterminated',
  '*',
  'title:*',
  'a OR b AND NOT c',
  '{"$gt":""}',
  '[]',
  '\uFEFF',
  '\uD800',
  'ǅ̶̡͉̖̟̳̫̙̓́̊',
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
];

/** Fuzz text: short and long, ASCII and full Unicode (lone surrogates too), JSON, numbers and specials. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 200, maxLength: 3000 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_INPUTS) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
);

export type Location = 'path' | 'query' | 'cookie' | 'body' | 'header';

export interface FuzzCase {
  location: Location;
  surface: 'site' | 'api';
  prefix: '' | '/de' | '/fr';
  /** Send the value unencoded where HTTP allows it (latin-1 bytes), else percent-encoded. */
  raw: boolean;
  value: string;
  key: string;
}

export function fuzzCases(count: number, seed: number, queryKeys: readonly string[]): FuzzCase[] {
  const arbitrary: fc.Arbitrary<FuzzCase> = fc.record({
    location: fc.constantFrom<Location>('path', 'query', 'cookie', 'body', 'header'),
    surface: fc.constantFrom<'site' | 'api'>('site', 'api'),
    prefix: fc.constantFrom<'' | '/de' | '/fr'>('', '/de', '/fr'),
    raw: fc.boolean(),
    value: fuzzText,
    key: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...queryKeys) }, { weight: 1, arbitrary: fuzzText }),
  });
  return fc.sample(arbitrary, { numRuns: count, seed });
}

const UNRESERVED = /[A-Za-z0-9\-_.!~*'()]/;

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates become U+FFFD, never an exception). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Text as it may appear in a request path or query: latin-1 kept when raw, everything else encoded. */
export function forUrl(value: string, raw: boolean): string {
  if (!raw) return percentEncode(value);
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    // '#' would end the path and '?' start a query: keep the value in its place.
    out += code >= 0x21 && code <= 0xff && ch !== '#' && ch !== '?' ? ch : percentEncode(ch);
  }
  return out;
}

/** Text as a header value: latin-1 printable kept when raw (HTTP forbids control characters), else encoded. */
export function forHeader(value: string, raw: boolean): string {
  let out = '';
  if (!raw) out = percentEncode(value);
  else {
    for (const ch of value) {
      const code = ch.codePointAt(0) ?? 0;
      out += code === 0x09 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff) ? ch : percentEncode(ch);
    }
  }
  return out.trim() === '' ? 'x' : out;
}
