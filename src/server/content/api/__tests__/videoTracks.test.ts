import request from 'supertest';
import { WebVTTParser } from 'webvtt-parser';
import type { VideosResponse } from '../../../../shared/content/hubTypes';
import type { ArticleDetailsDataResponse } from '../../../../shared/content/detailsTypes';
import type { FaqSearchResponse } from '../../../../shared/content/types';
import { errorOf, ok } from '../../__tests__/support/bodies';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const TV = 'at-55x89j';

async function firstLesson(locale: string) {
  return ok<VideosResponse>(await demo.get(`/tutorials/${TV}`, { locale })).searchResponse.results[0];
}

/** Parses with the W3C WebVTT parser and validator: a track the browser would reject has errors here. */
function parse(text: string) {
  return new WebVTTParser().parse(text, 'metadata');
}

describe('GET /{locale}/videos/{articleFamilyId}/captions and /chapters', () => {
  it('answers valid WebVTT captions in German: the summary, each numbered step and the tip across the whole clip', async () => {
    const lesson = await firstLesson('de_DE');
    const details = ok<ArticleDetailsDataResponse>(await demo.get(`/de_DE/articles/${lesson.id}`)).data;
    expect(details.video?.captionsUrl).toBe(`/api/content/support/de_DE/videos/${lesson.id}/captions`);
    const res = await request(demo.app).get(details.video?.captionsUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers['cache-control']).toContain('max-age');
    const vtt = parse(res.text);
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues.map((c) => c.text)).toEqual([details.summary, ...details.steps.map((s, i) => `${i + 1}. ${s}`), details.resolution]);
    expect(vtt.cues[0].startTime).toBe(0);
    expect(vtt.cues.at(-1)?.endTime).toBe(details.video?.duration);
    // Back to back, equal parts: the clip shows one scene per part.
    for (let i = 1; i < vtt.cues.length; i += 1) expect(vtt.cues[i].startTime).toBe(vtt.cues[i - 1].endTime);
    expect(vtt.cues[1].text).toContain('Standfuß');
  });

  it('answers chapters titled in the language of the text', async () => {
    const lesson = await firstLesson('fr_FR');
    const res = await request(demo.app).get(`/api/content/support/fr_FR/videos/${lesson.id}/chapters`);
    expect(res.status).toBe(200);
    const vtt = parse(res.text);
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues.map((c) => c.text)).toEqual(['Introduction', 'Étape 1', 'Étape 2', 'Étape 3', 'Conseil']);
    const english = await request(demo.app).get(`/api/content/support/en_GB/videos/${lesson.id}/chapters`);
    expect(parse(english.text).cues.map((c) => c.text)).toEqual(['Introduction', 'Step 1', 'Step 2', 'Step 3', 'Tip']);
  });

  it('answers 404 JSON for an unknown video and for an article that is not a video, 400 for a bad locale', async () => {
    const unknown = await demo.get('/en_GB/videos/999999999/captions');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'not_found', parameter: 'articleFamilyId' });
    const faq = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', num: 1 })).searchResponse.results[0];
    const faqId = faq.url.split('/').pop() ?? '';
    expect(faqId).not.toBe('');
    expect((await demo.get(`/en_GB/videos/${faqId}/chapters`)).status).toBe(404);
    expect((await demo.get(`/xx_XX/videos/1/captions`)).status).toBe(400);
  });

  it('serves the clip itself as seekable WebM: a Range request answers 206 with its Content-Range', async () => {
    const lesson = await firstLesson('en_GB');
    const details = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/articles/${lesson.id}`)).data;
    expect(details.video?.mediaType).toBe('video/webm');
    expect(details.video?.posterUrl).toMatch(/\.jpg$/);
    const whole = await request(demo.app).head(details.video?.url ?? '');
    const size = Number(whole.headers['content-length']);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await request(demo.app).get(details.video?.url ?? '').set('Range', `bytes=${size - 1000}-`);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect(part.headers['content-length']).toBe('1000');
    const poster = await request(demo.app).head(details.video?.posterUrl ?? '');
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});
