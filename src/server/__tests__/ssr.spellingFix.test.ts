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

describe('a model number with a typo (ADR 052)', () => {
  it('asks whether the visitor meant the models one typo away, and links them', async () => {
    const res = await request(t.app).get('/electronics/support/results?query=at55x88j').expect(200);
    const matches = /<div class="best-matches">[\s\S]*?<\/ul>/.exec(res.text)?.[0] ?? '';
    expect(text(matches)).toContain('Did you mean one of these models?');
    expect(matches).toContain('href="/electronics/support/televisions/at-55x89j"');
    expect(matches).toContain('href="/electronics/support/televisions/at-55x80j"');
    // Nothing matched the words: the plain message, not that the models above match them.
    expect(text(res.text)).toContain('We couldn’t find anything for “at55x88j”.');
    const one = await request(t.app).get('/fr/electronics/support/results?query=AT-65Z8M').expect(200);
    expect(text(/<div class="best-matches">[\s\S]*?<\/ul>/.exec(one.text)?.[0] ?? '')).toContain('Vouliez-vous dire ce modèle ?');
  });
});
