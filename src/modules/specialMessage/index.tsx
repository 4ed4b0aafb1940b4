import type { FormEvent } from 'react';
import { noticeDismissPath } from '../../shared/noticeDismiss';
import { SPECIAL_MESSAGE_COOKIE, specialMessageActions } from '../../store/specialMessageSlice';
import { SmartLink } from '../shell/ui/ResultList';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';

/** A session cookie (no expiry): the message stays dismissed for the visit, and the server sees it too. */
function rememberDismissed(id: string) {
  document.cookie = `${SPECIAL_MESSAGE_COOKIE}=${encodeURIComponent(id)}; path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

function SpecialMessage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const page = usePage();
  const message = useAppSelector((s) => s.specialMessage.data);
  if (!message) return null;
  const dismiss = (event: FormEvent) => {
    // With the script the notice goes in place; without it the form posts and the server remembers it.
    event.preventDefault();
    rememberDismissed(message.id);
    dispatch(specialMessageActions.prevent());
    // The notice disappears under the keyboard focus: hand it to the page content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    // A labelled region, not an aside: complementary landmarks belong at the top level, outside main.
    <div
      role="region"
      className={`special-message special-message--${message.severity}`}
      aria-label={t('hub.specialMessage.label')}
      id="specialMessage"
    >
      {/*
        Compact by default: the title says what matters, the text and link open on request (a native
        disclosure, so it works without JavaScript). Shown open, the notice filled a phone's first
        screen, pushed the home page's search box below it and was the page's largest element.
      */}
      <details className="special-message__body">
        <summary className="special-message__summary">
          <span className="special-message__icon" aria-hidden="true">
            {message.severity === 'warning' ? '!' : 'i'}
          </span>
          <span className="special-message__title">{message.title}</span>
          <span className="special-message__more">{t('hub.specialMessage.more')}</span>
        </summary>
        <p className="special-message__text">{message.text}</p>
        {message.linkUrl && message.linkText && (
          <SmartLink href={message.linkUrl} className="special-message__link">
            {message.linkText}
          </SmartLink>
        )}
      </details>
      <form method="post" action={noticeDismissPath(page.locale)} className="special-message__dismiss-form" onSubmit={dismiss}>
        <input type="hidden" name="id" value={message.id} />
        <input type="hidden" name="returnTo" value={`${page.location.pathname}${page.location.search}`} />
        <button type="submit" className="special-message__dismiss" aria-label={t('hub.specialMessage.dismissLabel')}>
          <span aria-hidden="true">×</span>
          <span className="special-message__dismiss-text">{t('hub.specialMessage.dismiss')}</span>
        </button>
      </form>
    </div>
  );
}

/** The site-wide notice above the page, dismissible for the visit. */
export const specialMessageModule: ModuleDefinition = {
  id: 'specialMessage',
  queryParams: [],
  isVisible: visibleWhen({ id: 'specialMessage', hiddenInEmbedMode: true }),
  Component: SpecialMessage,
  region: 'top',
};
