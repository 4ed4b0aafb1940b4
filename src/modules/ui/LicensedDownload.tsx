import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import type { AppStore } from '../../store/makeStore';
import { fetchEula } from '../../store/sagas/eula';
import { EmbeddedHtml } from './EmbeddedHtml';
import { PopupLink } from './PopupLink';
import { useAppDispatch, useAppSelector } from './hooks';
import { useT } from './useT';

interface Props {
  /** The file itself. */
  fileUrl: string;
  fileName?: string;
  /** The licence to accept first; without one the link is offered straight away. */
  eulaUrl?: string;
  /** Heading level of the licence view inside the page outline. */
  headingLevel: 'h2' | 'h3' | 'h4';
}

type Step = 'idle' | 'declined' | 'failed' | 'accepted';

/**
 * The licence step before a download (docs/behaviour.md §3, §4): the button fetches the licence text into the
 * download state and shows it; Accept reveals the real download link, Decline closes the view.
 * A failed fetch only stops the fetching flag; the visitor is told and can try again.
 * Render it with a `key` per download, so an acceptance never carries over to another file.
 */
export function LicensedDownload({ fileUrl, fileName, eulaUrl, headingLevel: Heading }: Props) {
  const t = useT();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const { eula, isEulaShow, isEulaFetching } = useAppSelector((s) => s.downloadDetails);
  const [step, setStep] = useState<Step>('idle');
  // The licence text in the store belongs to the last fetch; show it only if that was this licence.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<'heading' | 'button' | 'link' | null>(null);

  const showing = Boolean(eulaUrl) && isEulaShow && eula !== '' && loadedFor === eulaUrl;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element = target === 'heading' ? headingRef.current : target === 'button' ? buttonRef.current : linkRef.current;
    if (element) {
      element.focus();
      focusNext.current = null;
    }
  });

  const label = fileName ? t('downloadDetails.downloadFile', { fileName }) : t('downloadDetails.download');
  const link = (
    <a ref={linkRef} className="button download-link" href={fileUrl} download={fileName ?? true}>
      <span aria-hidden="true">⤓</span> {label}
    </a>
  );

  if (!eulaUrl) return <div className="licensed-download">{link}</div>;

  if (step === 'accepted') {
    return (
      <div className="licensed-download">
        <p className="licensed-download__status" role="status">
          {t('downloadDetails.ready')}
        </p>
        {link}
      </div>
    );
  }

  const openLicence = async () => {
    if (isEulaFetching) return;
    setStep('idle');
    focusNext.current = 'heading';
    if (eula !== '' && loadedFor === eulaUrl) {
      dispatch(downloadDetailsActions.eulaShown(true));
      return;
    }
    const ok = await store.runSaga(fetchEula, eulaUrl).toPromise();
    if (ok) setLoadedFor(eulaUrl);
    else {
      focusNext.current = null;
      setStep('failed');
    }
  };

  const accept = () => {
    dispatch(downloadDetailsActions.eulaShown(false));
    focusNext.current = 'link';
    setStep('accepted');
  };

  const decline = () => {
    dispatch(downloadDetailsActions.eulaShown(false));
    focusNext.current = 'button';
    setStep('declined');
  };

  return (
    <div className="licensed-download">
      {!showing && (
        <button
          ref={buttonRef}
          type="button"
          className="button download-link"
          onClick={() => void openLicence()}
          aria-disabled={isEulaFetching || undefined}
          aria-describedby={step === 'failed' || step === 'declined' ? `${titleId}-message` : undefined}
        >
          <span aria-hidden="true">⤓</span> {label}
        </button>
      )}
      <div role="status" className="licensed-download__status">
        {isEulaFetching ? t('downloadDetails.loadingLicence') : ''}
      </div>
      {step === 'failed' && (
        <p className="licensed-download__message licensed-download__message--error" role="alert" id={`${titleId}-message`}>
          {t('downloadDetails.licenceError')}
        </p>
      )}
      {step === 'declined' && (
        <p className="licensed-download__message" id={`${titleId}-message`}>
          {t('downloadDetails.declined')}
        </p>
      )}
      {showing && (
        <section className="licence" aria-labelledby={titleId}>
          <Heading className="licence__title" id={titleId} ref={headingRef} tabIndex={-1}>
            {t('downloadDetails.licenceTitle')}
          </Heading>
          <p className="licence__intro">{t('downloadDetails.licenceIntro')}</p>
          {/* For reading at full length or printing: a centred 700 x 550 popup (docs/behaviour.md §9) beside the page. */}
          <p className="licence__window">
            <PopupLink href={eulaUrl} name="licence">
              {t('downloadDetails.licenceWindow')}
            </PopupLink>
          </p>
          {/* Scrollable, so it must be reachable by keyboard. */}
          <div className="licence__text" tabIndex={0} role="region" aria-label={t('downloadDetails.licenceTitle')}>
            <EmbeddedHtml html={eula} />
          </div>
          <div className="licence__actions">
            <button type="button" className="button" onClick={accept}>
              {t('downloadDetails.accept')}
            </button>
            <button type="button" className="button button--secondary" onClick={decline}>
              {t('downloadDetails.decline')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
