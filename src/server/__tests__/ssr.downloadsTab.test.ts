import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/** The downloads tab of a product (docs/behaviour.md §2): which file to install is marked. */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';

describe('the downloads tab', () => {
  it('labels the newest firmware "Latest", once', async () => {
    const res = await request(t.app).get(`${base}/televisions/at-55x89j/downloads`).expect(200);
    const labels = res.text.match(/<span class="badge badge--positive doc-list__latest">Latest<\/span>/g) ?? [];
    expect(labels).toHaveLength(1);
    const state = preloadedState(res.text) as unknown as { downloads: { results: Array<{ title: string; downloadCategory?: string; date?: string }> } };
    const firmware = state.downloads.results.filter((d) => d.downloadCategory === 'Firmware').sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
    const at = res.text.indexOf(labels[0] ?? '');
    const item = res.text.slice(at - 400, at);
    expect(item).toContain(firmware.title.replace(/&/g, '&amp;'));
  });
});
