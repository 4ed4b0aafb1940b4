/**
 * PROFILE=var/render.cpuprofile N=300 node --import tsx bench/profileRender.ts
 *
 * Renders one page (BENCH_URL, default the product page) N times after 30 warm-up renders, as
 * bench:render does, and prints the mean CPU per render. With PROFILE set, a V8 CPU profile of the
 * measured renders only (started through the inspector after the warm-up, so start-up and module
 * loading do not show) is written there: open it in Chrome DevTools or summarise it by self time.
 * BENCH_DB picks another catalogue (e.g. var/content-scale-100000.sqlite). NOFREEZE=1 turns immer's
 * auto-freeze off, to see what freezing received payloads costs (ADR 038: nothing measurable).
 */
process.env.NODE_ENV = 'production';
import os from 'node:os';
import path from 'node:path';
const ROOT = path.resolve(__dirname, '..');
async function main(): Promise<void> {
  const { createContentService, ensureDatabase } = await import('../src/server/content');
  const { loadConfig } = await import('../src/server/config');
  const { renderPage } = await import('../src/server/ssr/renderPage');
  const { pageStateFor, normaliseQuery } = await import('../src/store/pageState');
  const { queryFromSearch } = await import('../src/shared/browser');
  const config = loadConfig({ NODE_ENV: 'production' }, ROOT);
  if (process.env.NOFREEZE) (await import('immer')).setAutoFreeze(false);
  const db = process.env.BENCH_DB ?? path.join(os.tmpdir(), 'support-bench-demo.sqlite');
  ensureDatabase(db, { log: () => undefined });
  const content = createContentService({ dbPath: db, ensure: false, log: () => undefined });
  const url = process.env.BENCH_URL ?? '/electronics/support/televisions/at-65z9m';
  const [pathname, search = ''] = url.split('?');
  const once = async () => renderPage({
    page: pageStateFor({ path: pathname, search: search ? `?${search}` : '', query: normaliseQuery(queryFromSearch(search)), cookies: {}, userAgent: 'Windows NT; Windows', config: config.site, origin: 'server' }),
    url, cookieHeader: undefined, transport: content.transport, assets: { scripts: [], styles: [] }, nonce: 'n', staticBase: '/s' });
  const n = Number(process.env.N ?? 400);
  for (let i = 0; i < 30; i += 1) await once();
  const inspector = await import('node:inspector/promises');
  const fs = await import('node:fs');
  const session = new inspector.Session();
  const profileTo = process.env.PROFILE;
  if (profileTo) { session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start'); }
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await once();
  const u = process.cpuUsage(c0);
  if (profileTo) { const { profile } = await session.post('Profiler.stop'); fs.writeFileSync(profileTo, JSON.stringify(profile)); }
  console.log('mean cpu ms', ((u.user + u.system) / 1000 / n).toFixed(2));
  await content.close();
}
main();
