import { useT } from '../ui/useT';

/**
 * docs/behaviour.md §8: a type or connection error during a load sets the load-error state. The visitor sees what
 * happened and can try again without losing the page; everything that did load stays usable.
 */
export function LoadErrorNotice({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div className="load-error" role="alert">
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="load-error__icon">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <p className="load-error__text">{t('errors.loadFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('errors.tryAgain')}
      </button>
    </div>
  );
}
