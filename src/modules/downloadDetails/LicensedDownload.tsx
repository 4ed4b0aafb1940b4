import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import type { AppStore } from '../../store/makeStore';
import { EmbeddedHtml } from '../shell/ui/EmbeddedHtml';
import { PopupLink } from '../shell/ui/PopupLink';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { queryValue } from '../shell/ui/queryLinks';
import { useT } from '../shell/ui/useT';
import type { PageState } from '../../store/pageSlice';

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

/** The query parameter of the licence step without script (ADR 032): show, accepted or declined. */
export const LICENCE_PARAM = 'licence';
export const LICENCE_ANCHOR = 'download-licence';

/** The step a plain link asked for; the page's loader fetched the licence text for 'show'. */
export function licenceRequested(page: PageState): 'show' | 'accepted' | 'declined' | undefined {
  const value = queryValue(page.query, LICENCE_PARAM);
  return value === 'show' || value === 'accepted' || value === 'declined' ? value : undefined;
}

/** This page with the licence step set, keeping its other parameters. */
function licenceHref(page: PageState, step: 'show' | 'accepted' | 'declined'): string {
  const params = new URLSearchParams(page.location.search);
  params.set(LICENCE_PARAM, step);
  return `${page.location.pathname}?${params.toString()}#${LICENCE_ANCHOR}`;
}

/**
 * The licence step before a download (docs/behaviour.md §3, §4): the button fetches the licence text into the
 * download state and shows it; "Accept and download" is the file link itself (one click after reading), and
 * leaves a link to download again; Decline closes the view.
 * A failed fetch only stops the fetching flag; the visitor is told and can try again.
 * Render it with a `key` per download, so an acceptance never carries over to another file.
 * Every control is a link to the page with the step in its query (`licence=show|accepted|declined`),
 * so the flow works without script: the server renders that step (ADR 032). With script the links
 * act in place, as before.
 */
export function LicensedDownload({ fileUrl, fileName, eulaUrl, headingLevel: Heading }: Props) {
  const t = useT();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const page = usePage();
  const { eula, isEulaShow, isEulaFetching } = useAppSelector((s) => s.downloadDetails);
  // A step asked for by a link was rendered by the server; the hydrated page starts from the same.
  const asked = licenceRequested(page);
  const shownByServer = asked === 'show' && isEulaShow && eula !== '';
  const [step, setStep] = useState<Step>(() =>
    asked === 'accepted' ? 'accepted' : asked === 'declined' ? 'declined' : // Asked to show, yet no licence text was fetched: the server could not fetch it.
    asked === 'show' && eula === '' ? 'failed' : 'idle',
  );
  // The licence text in the store belongs to the last fetch; show it only if that was this licence.
  const [loadedFor, setLoadedFor] = useState<string | null>(shownByServer ? (eulaUrl ?? null) : null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
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
      <div className="licensed-download" id={LICENCE_ANCHOR}>
        <p className="licensed-download__status" role="status">
          {asked === 'accepted' ? t('downloadDetails.ready') : t('downloadDetails.started')}
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
    // The sagas start after hydration (ADR 042, update 2); a click before that waits for them. The licence saga
    // comes with the details pages' sagas, the chunk fetched right after hydration (ADR 042, update 4).
    const ok = await store.sagasReady
      .then(() => import(/* webpackChunkName: "later-sagas-details" */ './eula'))
      .then(
        ({ fetchEula }) => store.runSaga(fetchEula, eulaUrl).toPromise() as Promise<boolean>,
        () => false,
      );
    if (ok) setLoadedFor(eulaUrl);
    else {
      focusNext.current = null;
      setStep('failed');
    }
  };

  // Accepting is the download (docs/decisions/043-firmware-first.md): the link is the file itself, so the
  // browser starts it at once, with or without script; the script also closes the licence and leaves a
  // link to download again.
  const accept = () => {
    dispatch(downloadDetailsActions.eulaShown(false));
    focusNext.current = 'link';
    setStep('accepted');
  };

  const decline = (event: React.MouseEvent) => {
    event.preventDefault();
    dispatch(downloadDetailsActions.eulaShown(false));
    focusNext.current = 'button';
    setStep('declined');
  };

  return (
    <div className="licensed-download" id={LICENCE_ANCHOR}>
      {!showing && (
        <a
          ref={buttonRef}
          href={licenceHref(page, 'show')}
          className="button download-link"
          onClick={(event) => {
            event.preventDefault();
            void openLicence();
          }}
          aria-disabled={isEulaFetching || undefined}
          aria-describedby={step === 'failed' || step === 'declined' ? `${titleId}-message` : undefined}
        >
          <span aria-hidden="true">⤓</span> {label}
        </a>
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
            <a href={fileUrl} download={fileName ?? true} className="button licence__accept" onClick={accept}>
              <span aria-hidden="true">⤓</span> {t('downloadDetails.acceptAndDownload')}
            </a>
            <a href={licenceHref(page, 'declined')} className="button button--secondary" onClick={decline}>
              {t('downloadDetails.decline')}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
