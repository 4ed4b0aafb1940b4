import type { i18n, TFunction } from 'i18next';

const translators = new WeakMap<i18n, TFunction>();

/**
 * The translate function of an instance, remembering the strings asked for by key alone.
 *
 * A product page translates some five hundred strings per render; i18next's `t` from
 * `useTranslation` copies the instance's whole options object for every call, and that (with the
 * lookup behind it) was an eighth of a server render's CPU. Most calls are a bare key, whose answer
 * only changes with the language or the loaded strings, so those are kept; a call with options
 * (interpolation, plurals, a default value) still goes to i18next each time. The function is
 * replaced when the language changes or strings are added or removed, so the old answers are
 * dropped and components that depend on `t` see a new one.
 */
export function translatorOf(instance: i18n): TFunction {
  const existing = translators.get(instance);
  if (existing) return existing;
  const strings = new Map<string, string>();
  const translate = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string') {
      const known = strings.get(key);
      if (known !== undefined) return known;
      const value: unknown = instance.t(key);
      if (typeof value === 'string') strings.set(key, value);
      return value;
    }
    return (instance.t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as TFunction;
  translators.set(instance, translate);
  if (!watched.has(instance)) {
    watched.add(instance);
    const forget = () => translators.delete(instance);
    instance.on('languageChanged', forget);
    instance.store?.on('added', forget);
    instance.store?.on('removed', forget);
  }
  return translate;
}

const watched = new WeakSet<i18n>();
