import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import type { ApiRequest } from '../../shared/api/transport';
import { loadConfig } from '../config';
import { createApp } from '../createApp';
import { createContentService, ensureDatabase } from '../content';
import { preloadedState } from './testApp';

/*
 * Smart help rendered by the real server on a freshly generated catalogue, with the content
 * transport recorded so the tests can see what the pages asked the content API.
 */
let dir: string;
let app: ReturnType<typeof createApp>['app'];
let closeContent: () => Promise<void>;
const calls: ApiRequest[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smart-help-'));
  const dbPath = path.join(dir, 'content.sqlite');
  await ensureDatabase(dbPath);
  const content = createContentService({ dbPath });
  const recording = { ...content, transport: (req: ApiRequest) => (calls.push(req), content.transport(req)) };
  // No page cache: every request renders, so every request makes its calls.
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dbPath, publicDir: path.join(dir, 'public'), pageCacheTtlMs: 0 };
  app = createApp(config, { content: recording, logger: pino({ level: 'silent' }) }).app;
  closeContent = content.close;
});
afterAll(async () => {
  await closeContent();
  fs.rmSync(dir, { recursive: true, force: true });
});

const TV = '/electronics/support/tvhelp/televisions/at-55x89j';

interface Listed {
  count: number;
  results: { id: string; title: string; contentType?: string; url?: string }[];
}
interface SmartHelpState {
  page: { type: string; params: Record<string, string>; pageData: { status: number; notFound?: boolean } };
  smartHelpProduct: { data: { data: { modelNumber?: string } } | null };
  smartHelpArticles: Listed;
  smartHelpBundle: { data: { collapseTitle: string; linkedArticles: { id: string; url: string }[] } | null };
  supportVideos: Listed;
  automaticBundleDetails: Listed;
  articleDetails: { data: { articleId: string; title: string } | null };
  faqBundleSummaries: { data: { id: string; title: string; articleCount: number }[] };
  modelResults: Listed;
  organicExtras: { data: { bestMatches: { name: string }[] } };
}

async function render(url: string) {
  calls.length = 0;
  const response = await request(app).get(url);
  const state = preloadedState(response.text) as unknown as SmartHelpState;
  return { status: response.status, html: response.text, state, calls: [...calls] };
}

const callsTo = (recorded: ApiRequest[], pathPart: string) => recorded.filter((c) => c.path.includes(pathPart));

describe('smart help pages of a TV', () => {
  it('the help home names the TV, offers every sub-page and its FAQ bundles, without the site header', async () => {
    const { status, html, state } = await render(TV);
    expect(status).toBe(200);
    expect(state.page.type).toBe('smartHelp');
    expect(state.page.params.subPage).toBeUndefined();
    expect(state.smartHelpProduct.data?.data.modelNumber).toBe('AT-55X89J');
    expect(html).toContain('page--smartHelp');
    expect(html).not.toContain('class="site-header"');
    expect(html).toMatch(/<h1[^>]*>Help for your AT-55X89J/);
    for (const sub of ['recommended-articles', 'important-information', 'recommended-videos', 'question-and-answers']) {
      expect(html).toContain(`href="${TV}/${sub}"`);
    }
    expect(state.faqBundleSummaries.data.length).toBeGreaterThan(0);
    expect(html).toContain(`href="${TV}/faq-bundles/${state.faqBundleSummaries.data[0].id}"`);
  });

  it('recommended articles asks with config=tvhelp and never lists a quality-issue-article', async () => {
    const { status, state, calls: made, html } = await render(`${TV}/recommended-articles`);
    expect(status).toBe(200);
    expect(state.page.params.subPage).toBe('recommended-articles');
    const [call] = callsTo(made, '/faqs/group/search');
    expect(call.query).toMatchObject({ config: 'tvhelp', model: 'at-55x89j', type: 'faq-article,oof-article' });
    expect(state.smartHelpArticles.results.length).toBeGreaterThan(0);
    expect(state.smartHelpArticles.results.every((r) => r.contentType !== 'quality-issue-article')).toBe(true);
    // Articles open inside smart help.
    expect(html).toContain(`href="${TV}/articles/${state.smartHelpArticles.results[0].id}"`);
  });

  it('important information lists only quality-issue-article items', async () => {
    const { state, calls: made } = await render(`${TV}/important-information`);
    expect(state.page.params.subPage).toBe('important-information');
    const [call] = callsTo(made, '/faqs/group/search');
    expect(call.query).toMatchObject({ config: 'tvhelp', type: 'quality-issue-article' });
    expect(state.smartHelpArticles.count).toBeGreaterThan(0);
    expect(state.smartHelpArticles.results.every((r) => r.contentType === 'quality-issue-article')).toBe(true);
  });

  it('recommended videos shows up to 12 videos by default, asked with config=tvhelp', async () => {
    const { state, calls: made, html } = await render(`${TV}/recommended-videos`);
    expect(state.page.params.subPage).toBe('recommended-videos');
    const [call] = callsTo(made, '/support-videos');
    expect(call.query).toMatchObject({ config: 'tvhelp', contextId: 'at-55x89j', num: 12 });
    // The TV's videos are those that fit a TV (ADR 039): fewer than 12 in the demo, all of them shown.
    expect(state.supportVideos.count).toBeGreaterThan(0);
    expect(state.supportVideos.results).toHaveLength(Math.min(12, state.supportVideos.count));
    expect(html).toContain(`href="${TV}/articles/${state.supportVideos.results[0].id}"`);
  });

  it('questions and answers uses the smart-help FAQ bundle variant: type and the single-space FAQ config', async () => {
    const { state, calls: made } = await render(`${TV}/question-and-answers`);
    expect(state.page.params.subPage).toBe('question-and-answers');
    const [call] = callsTo(made, '/faq-bundles/automatic/details');
    expect(call.query).toMatchObject({ model: 'at-55x89j', type: 'faq-article', config: ' ' });
    expect(state.automaticBundleDetails.results.length).toBeGreaterThan(0);
  });

  it('results searches within the TV with config=tvhelp; an empty query makes no search', async () => {
    const found = await render(`${TV}/results?query=wifi`);
    expect(found.state.page.params.subPage).toBe('results');
    const [call] = callsTo(found.calls, '/search/at-55x89j');
    expect(call.query).toMatchObject({ config: 'tvhelp', query: 'wifi' });
    expect(found.state.smartHelpArticles.results.some((r) => /Wi-Fi/i.test(r.title))).toBe(true);
    expect(found.html).toMatch(/<h1[^>]*>Results for “wifi”/);

    const empty = await render(`${TV}/results`);
    expect(empty.status).toBe(200);
    expect(callsTo(empty.calls, '/search')).toHaveLength(0);
    expect(empty.state.smartHelpArticles.results).toHaveLength(0);
  });

  it('a FAQ bundle page lists the bundle’s articles as smart-help links', async () => {
    const home = await render(TV);
    const bundle = home.state.faqBundleSummaries.data[0];
    const { status, state, html } = await render(`${TV}/faq-bundles/${bundle.id}`);
    expect(status).toBe(200);
    expect(state.page.params).toMatchObject({ subPage: 'faq-bundles', bundleID: bundle.id });
    expect(state.smartHelpBundle.data?.collapseTitle).toBe(bundle.title);
    const first = state.smartHelpBundle.data?.linkedArticles[0];
    expect(html).toContain(`href="${TV}/articles/${first?.id}"`);
  });

  it('an article renders inside smart help through the article call with config=tvhelp', async () => {
    const { status, state, calls: made, html } = await render(`${TV}/articles/00100006`);
    expect(status).toBe(200);
    expect(state.page.params).toMatchObject({ subPage: 'articles', articleFamilyId: '00100006' });
    const [call] = callsTo(made, '/articles/00100006');
    expect(call.query).toMatchObject({ config: 'tvhelp', model: 'at-55x89j' });
    expect(html).toContain(`<h1 id="tv-article-title">${state.articleDetails.data?.title}</h1>`);
  });

  it('unknown TVs, bundles and articles are helpful 404 pages', async () => {
    for (const url of [
      '/electronics/support/tvhelp/televisions/zz-00000',
      '/electronics/support/tvhelp/cameras/at-55x89j',
      `${TV}/faq-bundles/no-such-bundle`,
      `${TV}/articles/99999999`,
    ]) {
      const { status, state } = await render(url);
      expect({ url, status, notFound: state.page.pageData.notFound }).toEqual({ url, status: 404, notFound: true });
    }
  });
});

describe('smart help entry and error pages', () => {
  it('the entry lists the TVs, linking to their smart help, and finds one by model number', async () => {
    const { status, state, html } = await render('/electronics/support/tvhelp?query=AT55X89J');
    expect(status).toBe(200);
    expect(state.page.type).toBe('smartHelp');
    expect(state.modelResults.results.length).toBeGreaterThan(0);
    expect(state.organicExtras.data.bestMatches[0]?.name).toBe('at-55x89j');
    expect(html).toContain('href="/electronics/support/tvhelp/televisions/at-55x89j"');
  });

  it('the error page answers 200 with a way back to TV help, in German too', async () => {
    const en = await render('/electronics/support/tvhelp/error');
    expect(en.status).toBe(200);
    expect(en.state.page.params.subPage).toBe('error');
    expect(en.html).toContain('href="/electronics/support/tvhelp"');
    const de = await render('/de/electronics/support/tvhelp/error');
    expect(de.status).toBe(200);
    expect(de.html).toContain('Zurück zur TV-Hilfe');
    expect(de.html).toContain('href="/de/electronics/support/tvhelp"');
  });
});
