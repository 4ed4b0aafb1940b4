import path from 'node:path';
import type { Transport } from '../src/shared/api/transport';
import type { RenderResult } from '../src/server/ssr/renderPage';

/**
 * One uncached server render of a URL as an anonymous desktop visitor, with the renderer of the source tree at
 * `root` (this one, or another checkout for bench/renderAB.ts) over `transport`: page state, saga loads,
 * renderToString and the document, without HTTP. Modules are imported when called, so NODE_ENV must already be
 * set (React picks its build when it is first required). Shared by the render benchmarks.
 */
export async function pageRenderer(root: string, transport: Transport): Promise<(url: string) => Promise<RenderResult>> {
  const { loadConfig } = await import(path.join(root, 'src/server/config'));
  const { renderPage } = await import(path.join(root, 'src/server/ssr/renderPage'));
  const { pageStateFor, normaliseQuery } = await import(path.join(root, 'src/store/pageState'));
  const { queryFromSearch } = await import(path.join(root, 'src/shared/browser'));
  const config = loadConfig({ NODE_ENV: 'production' }, root);
  return (url) => {
    const [pathname, search = ''] = url.split('?');
    const page = pageStateFor({
      path: pathname,
      search: search ? `?${search}` : '',
      query: normaliseQuery(queryFromSearch(search)),
      cookies: {},
      userAgent: 'Windows NT; Windows',
      config: config.site,
      origin: 'server',
    });
    return renderPage({ page, url, cookieHeader: undefined, transport, assets: { scripts: [], styles: [] }, nonce: 'n', staticBase: '/s' });
  };
}
