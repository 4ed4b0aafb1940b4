import { formatBytes } from '../format';

/* File sizes as the visitor's language writes them, in the decimal units of Intl (1 kB = 1,000 bytes). */
describe('formatBytes', () => {
  it.each([
    ['en_GB', 11_459, /^11\.5\skB$/],
    ['de_DE', 11_459, /^11,5\skB$/],
    ['fr_FR', 11_459, /^11,5\sko$/],
    ['fr_FR', 2_400_000, /^2,4\sMo$/],
    ['en_GB', 999, /^999\sbyte$/],
    ['en_GB', 3_200_000_000, /^3\.2\sGB$/],
  ])('%s %d bytes', (locale, bytes, written) => {
    expect(formatBytes(bytes, locale)).toMatch(written);
  });

  it('writes nothing for an unknown size', () => {
    expect(formatBytes(undefined, 'en_GB')).toBe('');
  });
});
