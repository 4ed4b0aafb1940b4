import { usePage } from '../ui/hooks';
import { useT } from '../ui/useT';
import { Footer, Header } from './Header';
import { NavigationListener } from './NavigationListener';
import { PageView } from './PageView';

/** The page shell: skip link, header, main landmark with the page's modules, footer. */
export function App() {
  const t = useT();
  const page = usePage();
  const busy = page.isLoading || page.isPartialLoading;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <Header />
      <div className={`progress${busy ? ' progress--active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1} className={`page page--${page.typeAlias}${busy ? ' page--busy' : ''}`} aria-busy={busy}>
        <PageView />
      </main>
      <Footer />
      <NavigationListener />
    </>
  );
}
