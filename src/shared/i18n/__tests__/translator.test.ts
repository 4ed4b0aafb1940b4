import { createI18n } from '../createI18n';
import { createI18nInstance } from '../instance';
import { translatorOf } from '../translator';

describe('translatorOf: the translate function components use', () => {
  it('answers what i18next answers, with and without options, in the instance language', () => {
    const de = createI18n('de_DE');
    const t = translatorOf(de);
    const key = 'follow.feedLink';
    expect(t(key)).toBe(de.t(key));
    expect(t(key)).toBe(t(key));
    expect(t(key, { name: 'AT-65Z9M' })).toBe(de.t(key, { name: 'AT-65Z9M' }));
    expect(t(key, { name: 'AT-65Z9M' })).toContain('AT-65Z9M');
    expect(translatorOf(de)).toBe(t);
    expect(translatorOf(createI18n('fr_FR'))(key)).not.toBe(t(key));
  });

  it('sees strings loaded after the first lookup and a change of language', () => {
    const instance = createI18nInstance('en_GB', { en: { translation: {} } });
    const before = translatorOf(instance);
    expect(before('greeting')).toBe('greeting');
    instance.addResourceBundle('en', 'translation', { greeting: 'Hello' });
    const after = translatorOf(instance);
    expect(after).not.toBe(before);
    expect(after('greeting')).toBe('Hello');
    instance.addResourceBundle('de', 'translation', { greeting: 'Hallo' });
    void instance.changeLanguage('de');
    expect(translatorOf(instance)('greeting')).toBe('Hallo');
  });
});
