import { modulesFor } from '../registry';
import { NotFound } from '../notFound';
import { usePage } from '../ui/hooks';
import { useT } from '../ui/useT';

function ServerError() {
  const t = useT();
  return (
    <section className="not-found">
      <h1>{t('errors.serverErrorTitle')}</h1>
      <p>{t('errors.serverErrorText')}</p>
      <a className="button" href="">
        {t('errors.tryAgain')}
      </a>
    </section>
  );
}

/** Renders the visible modules of the current page type, in the order of the page-type map. */
export function PageView() {
  const page = usePage();
  if (page.pageData.notFound) return <NotFound />;
  if (page.pageData.status >= 500) return <ServerError />;
  const modules = modulesFor(page.type).filter((m) => m.isVisible(page));
  return (
    <>
      {modules.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
