import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/**
 * A video's page as the server renders it (docs/decisions/037-demo-video-clips.md): the player with its poster,
 * captions on by default in the language of the video's text, chapters, and the transcript whose times seek;
 * the cards' "Play video" leads there instead of to the bare clip.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let lessonId = '';

const base = '/electronics/support';
const API = '/api/content/support';

beforeAll(async () => {
  t = await startTestApp();
  const lessons = await request(t.app).get(`${API}/tutorials/at-55x89j?locale=de_DE`).expect(200);
  lessonId = lessons.body.searchResponse.results[0].id;
});
afterAll(() => t.close());

const attrs = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1]);

describe('the video page', () => {
  it('renders an accessible player with a poster, German captions on by default, chapters and the transcript', async () => {
    const res = await request(t.app).get(`/de/electronics/support/articles/${lessonId}`).expect(200);
    const html = res.text;
    const [video] = attrs(html, 'video');
    expect(video).toMatch(/\bcontrols=""/);
    expect(video).toContain('preload="metadata"');
    expect(video).toMatch(/poster="\/api\/content\/support\/files\/[^"]+\.jpg"/);
    expect(video).toContain('aria-label="Video: Auspacken und Ersteinrichtung"');
    const [source] = attrs(html, 'source');
    expect(source).toMatch(/src="\/api\/content\/support\/files\/[^"]+\.webm" type="video\/webm"/);
    const tracks = attrs(html, 'track');
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toContain('kind="captions"');
    expect(tracks[0]).toContain(`src="${API}/de_DE/videos/${lessonId}/captions"`);
    expect(tracks[0]).toMatch(/srclang="de"/i);
    expect(tracks[0]).toContain('label="Untertitel (Deutsch)"');
    expect(tracks[0]).toMatch(/\bdefault=""/);
    expect(tracks[1]).toContain('kind="chapters"');
    expect(tracks[1]).toContain(`src="${API}/de_DE/videos/${lessonId}/chapters"`);

    // The transcript: introduction, the three steps and the tip, each with the time it starts at.
    expect(html).toContain('<h2 id="video-transcript-title">Transkript</h2>');
    const links = [...html.matchAll(/<a class="video-transcript__seek" href="#(video-part-\d)" aria-label="([^"]+)"><time dateTime="PT(\d+)S">/g)];
    expect(links.map((m) => m[2])).toEqual([
      'Ab 0:00 abspielen: Einführung',
      'Ab 0:03 abspielen: Schritt 1',
      'Ab 0:06 abspielen: Schritt 2',
      'Ab 0:09 abspielen: Schritt 3',
      'Ab 0:12 abspielen: Tipp',
    ]);
    expect(html).toContain('Montieren Sie den Standfuß auf einer weichen Unterlage, Bildschirm nach unten.');
    // The steps are the transcript's: not listed a second time.
    expect(html).not.toContain('id="steps-title"');
    const state = preloadedState(html) as unknown as { articleDetails: { data: { video?: { duration?: number } } } };
    expect(state.articleDetails.data.video?.duration).toBe(15);
  });

  it('lets "Play video" on a product page lead to the video page, never to the bare clip', async () => {
    const html = (await request(t.app).get(`${base}/televisions/at-55x89j`).expect(200)).text;
    const plays = attrs(html, 'a')
      .filter((a) => a.includes('class="video-card__play"'))
      .map((a) => /href="([^"]+)"/.exec(a)?.[1] ?? '');
    expect(plays.length).toBeGreaterThan(0);
    for (const href of plays) expect(href).toMatch(/\/electronics\/support\/articles\/\d+$/);
  });
});
