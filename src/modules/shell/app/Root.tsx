import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { TranslatorProvider } from '../../../shared/i18n/context';
import type { Translator } from '../../../shared/i18n/translator';
import type { AppStore } from '../../../store/makeStore';

/** Providers shared by the server render and hydration; each side puts its own router inside. */
export function Root({ store, i18n, children }: { store: AppStore; i18n: Translator; children: ReactNode }) {
  return (
    <Provider store={store}>
      <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>
    </Provider>
  );
}
