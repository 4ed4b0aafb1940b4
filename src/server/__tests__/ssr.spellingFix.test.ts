import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * A misspelt search (docs/behaviour.md §5): when the words as typed find nothing and the service
 * searches its spelling fix instead, the results page says whose results it shows.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('results of a spelling fix', () => {
  it('says it shows the results for the corrected words, and that the typed words found nothing', async () => {
    const res = await request(t.app).get('/electronics/support/results?query=bluetoth').expect(200);
    const note = /<p class="search-correction">[\s\S]*?<\/p>/.exec(res.text)?.[0] ?? '';
    expect(text(note)).toContain('Showing results for bluetooth .');
    expect(text(note)).toContain('Nothing was found for “bluetoth” as typed.');
  });

  it('says it in the page language', async () => {
    const res = await request(t.app).get('/de/electronics/support/results?query=bluetoth').expect(200);
    expect(text(/<p class="search-correction">[\s\S]*?<\/p>/.exec(res.text)?.[0] ?? '')).toContain('Ergebnisse für bluetooth');
  });

  it('says nothing when the words as typed found the results', async () => {
    const res = await request(t.app).get('/electronics/support/results?query=bluetooth').expect(200);
    expect(res.text).not.toContain('search-correction');
  });
});
