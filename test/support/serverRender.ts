import { renderPage } from '../../src/server/ssr/renderPage';
import type { Transport } from '../../src/shared/api/transport';
import { pageStateFor } from '../../src/store/pageState';

/**
 * Renders `url` on the server (the real SSR path, an anonymous visitor) and puts the HTML into this
 * jsdom document at that address, as a browser would receive it before hydration.
 */
export async function renderIntoDocument(transport: Transport, url: string) {
  const [pathname, search = ''] = url.split('?');
  const page = pageStateFor({
    path: pathname,
    search: search ? `?${search}` : '',
    query: Object.fromEntries(new URLSearchParams(search)),
    cookies: {},
    userAgent: 'jsdom',
    config: { featureToggles: {}, liteVisibleModules: [] },
    origin: 'server',
  });
  const result = await renderPage({
    page,
    url,
    cookieHeader: undefined,
    transport,
    assets: { scripts: [], styles: [] },
    nonce: 'n',
    staticBase: '/static',
  });
  const doc = new DOMParser().parseFromString(result.html, 'text/html');
  document.documentElement.innerHTML = doc.documentElement.innerHTML;
  document.body.dataset.locale = doc.body.dataset.locale;
  window.history.replaceState(null, '', url);
  return result;
}
