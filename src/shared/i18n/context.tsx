import { createContext, useContext, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the render its translator: the server's shared one for the page's language, or the browser's. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The language of the current render's strings (`en`, `de`, `fr`): the language the page is written in. */
export function useUiLanguage(): string {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useUiLanguage() needs a TranslatorProvider (Root) above it');
  return translator.language;
}

/** The translate function of the current render. A render without a provider is a wiring mistake, not a page state. */
export function useTranslator(): TFunction {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useT() needs a TranslatorProvider (Root) above it');
  return translator.t;
}
