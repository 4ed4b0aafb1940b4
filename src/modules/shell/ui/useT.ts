import { useTranslation } from 'react-i18next';
import { translatorOf } from '../../../shared/i18n/translator';

/** The translate function of the current render's i18n instance (strings asked for by key alone are remembered). */
export function useT() {
  return translatorOf(useTranslation().i18n);
}
