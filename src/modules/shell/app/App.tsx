import { usePage } from '../ui/hooks';
import { SiteNavigation } from '../ui/SiteLink';
import { useT } from '../ui/useT';
import { embedModeOf } from '../visibility';
import { Footer, Header } from './Header';
import { LoadErrorNotice } from './LoadErrorNotice';
import { useClientNavigation } from './NavigationListener';
import { PageView } from './PageView';

/**
 * The page shell: skip link, header, main landmark with the page's modules, footer. In embed mode
 * (docs/behaviour.md §6) the page sits inside a partner's frame with the partner's own header: only the content
 * is shown. Loads show a progress bar and fade the content (docs/behaviour.md §2) after a short delay, so fast
 * loads do not flicker, and announce themselves to screen readers.
 */
export function App() {
  const t = useT();
  const page = usePage();
  const { retry } = useClientNavigation();
  const busy = page.isLoading || page.isPartialLoading;
  const embedded = embedModeOf(page);
  // Smart help is the TV layout: its own compact header (smartHelpHeader), no site chrome.
  const chrome = !embedded && !(page.typeAlias === 'smartHelp' && !page.pageData.notFound);
  return (
    // Client navigation given once to the page's links (SiteLink), which need no router hooks of their own.
    <SiteNavigation>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      {chrome && <Header />}
      <div className={`progress${busy ? ' progress--active' : ''}`} aria-hidden="true" />
      <main
        id="main"
        tabIndex={-1}
        className={`page page--${page.typeAlias}${busy ? ' page--busy' : ''}${embedded ? ' page--embedded' : ''}`}
        aria-busy={busy}
      >
        {page.loadError && page.origin === 'client' && <LoadErrorNotice onRetry={retry} />}
        <PageView />
        {busy && <div className="page-spinner" aria-hidden="true" />}
      </main>
      <div className="visually-hidden" role="status">
        {busy ? t('site.loading') : ''}
      </div>
      {chrome && <Footer />}
    </SiteNavigation>
  );
}
