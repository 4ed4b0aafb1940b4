import { useTranslator } from '../../../shared/i18n/context';

/** The translate function of the current render's translator (src/shared/i18n/translator.ts). */
export function useT() {
  return useTranslator();
}
