import { useTranslation } from 'react-i18next';

/** The translate function of the current render's i18n instance. */
export function useT() {
  return useTranslation().t;
}
