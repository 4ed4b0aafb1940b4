import { forwardRef } from 'react';
import { serialNumberCheckerActions } from '../../store/serialNumberCheckerSlice';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';

/**
 * The server's decision, in a live region so it is announced where it appears. Its heading takes
 * focus after a check (the ref), so keyboard users land on the answer.
 */
export const ValidationResult = forwardRef<HTMLHeadingElement, { onCheckAnother: () => void }>(
  function ValidationResult({ onCheckAnother }, ref) {
    const t = useT();
    const dispatch = useAppDispatch();
    const page = usePage();
    const result = useAppSelector((s) => s.serialNumberChecker.validationResult);
    const failed = useAppSelector((s) => s.serialNumberChecker.validationFailed);
    return (
      <div className="check-result-region" role="status" aria-live="polite">
        {failed && <p className="check-result check-result--error">{t('serialChecker.failed')}</p>}
        {result && (
          <div className={`check-result check-result--${result.status}`}>
            <h3 className="check-result__title" tabIndex={-1} ref={ref}>
              {result.title}
            </h3>
            <p className="check-result__message">{result.message}</p>
            <p className="check-result__checked">
              {[result.modelName, result.secondaryModelName, result.partNumber, result.serialNumber]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {result.nextSteps.length > 0 && (
              <>
                <h4 className="check-result__steps-title">{t('serialChecker.nextSteps')}</h4>
                <ol className="check-result__steps">
                  {result.nextSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </>
            )}
            {result.reference && (
              <p className="check-result__reference">
                {t('serialChecker.reference')}: <strong>{result.reference}</strong>
              </p>
            )}
            {/* A link, so that without script it opens the empty checker again (ADR 032). */}
            <a
              href={`${page.location.pathname}${page.location.search}#serial-form-title`}
              className="button button--secondary"
              onClick={(event) => {
                event.preventDefault();
                dispatch(serialNumberCheckerActions.validationCleared());
                onCheckAnother();
              }}
            >
              {t('serialChecker.checkAnother')}
            </a>
          </div>
        )}
      </div>
    );
  },
);
