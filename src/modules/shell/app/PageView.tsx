import { useAppDispatch, usePage } from '../ui/hooks';
import { useT } from '../ui/useT';
import { pageActions } from '../../../store/pageSlice';
import { modulesFor } from '../../registry';
import { NotFound } from '../../notFound/NotFound';
import { PageLayout } from '../layout/PageLayout';
import { alreadyReloaded, urlWithErrorMarker, withoutErrorMarker } from './loadFailure';
import { ModuleBoundary } from './ModuleBoundary';
import { arrangeModules } from './moduleOrder';

function ServerError() {
  const t = useT();
  const page = usePage();
  return (
    <section className="not-found">
      <h1>{t('errors.serverErrorTitle')}</h1>
      <p>{t('errors.serverErrorText')}</p>
      {/* "Try again" means the page, not the failure. */}
      <a className="button" href={withoutErrorMarker(page.location.pathname, page.location.search)}>
        {t('errors.tryAgain')}
      </a>
    </section>
  );
}

/** Renders the visible modules of the current page type, in the page-type map's order (moduleOrder.ts). */
export function PageView() {
  const page = usePage();
  const dispatch = useAppDispatch();
  if (page.pageData.notFound) return <NotFound />;
  if (page.pageData.status >= 500 && !page.pageData.partial) return <ServerError />;
  const modules = arrangeModules(
    modulesFor(page.type).filter((m) => m.isVisible(page)),
    page,
  );
  // docs/behaviour.md §8: a critical module that fails to render reloads the page with the error parameter, once.
  const onCriticalFailure = (moduleId: string, error: Error) => {
    const message = `Failed to render critical module: ${moduleId}. Error: ${error.message}`;
    if (alreadyReloaded(window.location)) {
      dispatch(pageActions.setPageData({ status: 500, notFound: false }));
      dispatch(pageActions.loadFailed(message));
    } else {
      window.location.replace(urlWithErrorMarker(window.location.href, moduleId));
    }
  };
  return (
    // Product and category hubs place their modules in two columns (layout/PageLayout.tsx).
    <PageLayout
      modules={modules}
      render={({ id, critical, Component }) => (
        // Keyed by page as well: a module that failed on one page gets a fresh start on the next.
        <ModuleBoundary key={`${page.pathname}|${id}`} moduleId={id} critical={Boolean(critical)} onCriticalFailure={onCriticalFailure}>
          <Component />
        </ModuleBoundary>
      )}
    />
  );
}
