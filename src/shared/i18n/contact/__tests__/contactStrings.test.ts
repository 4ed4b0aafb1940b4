import { contactDe } from '../de';
import { contactEn } from '../en';
import { contactFr } from '../fr';

/** Every key of a nested object, as 'a.b.c'. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const at = (strings: unknown, key: string) => key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], strings) as string;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('contact and repair strings', () => {
  it.each([
    ['de', contactDe],
    ['fr', contactFr],
  ])('are all translated in %s, with no key left to the English fallback', (_language, strings) => {
    expect(keys(strings).sort()).toEqual(keys(contactEn).sort());
  });

  it('keep the placeholders of the English text', () => {
    for (const strings of [contactDe, contactFr]) {
      for (const key of keys(strings)) {
        expect([key, placeholders(at(strings, key))]).toEqual([key, placeholders(at(contactEn, key))]);
      }
    }
  });
});
