/**
 * NODE_ENV=production node --import tsx bench/moduleTimes.tsx
 *
 * The page (BENCH_URL, default the product page) loaded once, then the whole App and each visible
 * module rendered alone with renderToString, 200 times each: CPU per render and bytes of HTML. Says
 * which modules a cache of HTML fragments could save (ADR 038). NODE_ENV must be set on the command
 * line: the JSX runtime of this file is loaded before its first statement runs.
 */
process.env.NODE_ENV = 'production';
import type { ComponentType } from 'react';
import os from 'node:os';
import path from 'node:path';
async function main(): Promise<void> {
  const { createContentService } = await import('../src/server/content');
  const { loadConfig } = await import('../src/server/config');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StaticRouter } = require('react-router-dom') as typeof import('react-router-dom');
  const { Root } = await import('../src/modules/shell/app/Root');
  const { App } = await import('../src/modules/shell/app/App');
  const { Header, Footer } = await import('../src/modules/shell/app/Header');
  const { PageModulesContext } = await import('../src/modules/inPageNav/context');
  const { loadingModulesFor, loadModulesFor, modulesFor } = await import('../src/modules/registry');
  const { makeStore } = await import('../src/store/makeStore');
  const { createApi } = await import('../src/shared/api/createApi');
  const { loadPage } = await import('../src/store/sagas/loadPage');
  const { i18nFor } = await import('../src/shared/i18n/createI18n');
  const { pageStateFor, normaliseQuery } = await import('../src/store/pageState');
  const config = loadConfig({ NODE_ENV: 'production' }, path.resolve(__dirname, '..'));
  const content = createContentService({ dbPath: process.env.BENCH_DB ?? path.join(os.tmpdir(), 'support-bench-demo.sqlite'), ensure: false, log: () => undefined });
  const url = process.env.BENCH_URL ?? '/electronics/support/televisions/at-65z9m';
  const page = pageStateFor({ path: url, search: '', query: normaliseQuery({}), cookies: {}, userAgent: 'Windows', config: config.site, origin: 'server' });
  await loadModulesFor(page.type);
  const store = makeStore({ page }, { api: createApi(content.transport) });
  await store.runSaga(loadPage, loadingModulesFor(page.type), null).toPromise();
  const i18n = i18nFor(page.locale);
  const modules = modulesFor(page.type).filter((m) => m.isVisible(store.getState().page));
  const time = (label: string, El: ComponentType) => {
    const r = () => renderToString(<Root store={store} i18n={i18n}><StaticRouter location={url}><PageModulesContext.Provider value={modules}><El /></PageModulesContext.Provider></StaticRouter></Root>);
    let html = '';
    for (let i = 0; i < 30; i++) html = r();
    const n = 200; const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) r();
    const u = process.cpuUsage(c0);
    return [label, (u.user + u.system) / 1000 / n, html.length] as const;
  };
  const rows = [time('App (whole)', App), time('Header', Header), time('Footer', Footer), ...modules.map((m) => time(`${m.id}${m.region ? ' (' + m.region + ')' : ''}`, m.Component))];
  for (const [l, ms, bytes] of rows) console.log(l.padEnd(28), ms.toFixed(3).padStart(7), 'ms', String(bytes).padStart(7), 'B');
  await content.close();
}
main();
