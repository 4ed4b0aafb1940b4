import { matchRoute } from '../matchRoute';
import { PAGE_TYPES } from '../routeTable';

const base = '/electronics/support';

describe('matchRoute never throws', () => {
  it.each([
    '%',
    '%%%',
    `${base}/%`,
    `${base}/tv/%E0%A4%A`,
    `${base}/tv/kd/%zz`,
    `/de${base}/%C3`,
  ])('treats malformed percent-encoding (%s) as others', (url) => {
    const result = matchRoute(url);
    expect(result.type).toBe('others');
    expect(result.params).toEqual({});
  });

  it('keeps the locale of a prefixed URL with malformed encoding', () => {
    expect(matchRoute(`/de${base}/tv/%C3`).locale).toBe('de_DE');
  });

  it.each([
    ['lone surrogate', `${base}/\uD800/kd`, 'product'],
    ['emoji', `${base}/📺`, 'category'],
    ['right-to-left text', `${base}/تلفزيون/kd/manuals`, 'productManual'],
    ['control characters', `${base}/\u0000\u0007`, 'category'],
    ['regexp syntax', `${base}/.*/(a|b)`, 'product'],
    ['path-to-regexp syntax', `${base}/:x/{y}`, 'product'],
    ['backslashes', `${base}\\tv`, 'others'],
  ])('handles %s', (_label, url, type) => {
    expect(matchRoute(url).type).toBe(type);
  });

  it('handles very long input quickly', () => {
    const started = Date.now();
    expect(matchRoute(`${base}/${'a'.repeat(200_000)}`)).toMatchObject({ type: 'category' });
    expect(matchRoute(`${base}/${'a/'.repeat(100_000)}`).type).toBe('others');
    expect(matchRoute(`${base}/${'%41'.repeat(50_000)}/kd`).params.categoryName).toBe('A'.repeat(50_000));
    expect(matchRoute('/'.repeat(200_000)).type).toBe('others');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers others for a value that is not a string', () => {
    expect(matchRoute(undefined as unknown as string)).toMatchObject({ type: 'others', locale: 'en_GB' });
    expect(matchRoute(42 as unknown as string)).toMatchObject({ type: 'others' });
  });

  it('returns a known page type for random input', () => {
    // Deterministic generator so a failure can be reproduced.
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const alphabet = ['/', '%', '?', '#', ':', '*', '{', '}', '(', ')', '.', 'a', 'tv', 'pro', 'results', 'manuals', 'é', '\uD83D', '2F', 'E0'];
    for (let i = 0; i < 2000; i += 1) {
      const length = next() % 20;
      let tail = '';
      for (let j = 0; j < length; j += 1) tail += alphabet[next() % alphabet.length];
      const result = matchRoute(`${base}/${tail}`);
      expect(PAGE_TYPES).toContain(result.type);
      expect(typeof result.pathname).toBe('string');
    }
  });
});
