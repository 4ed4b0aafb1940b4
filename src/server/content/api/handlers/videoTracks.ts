import { z } from 'zod';
import { videoParts, type VideoPart } from '../../../../shared/content/videoTimeline';
import { i18nFor } from '../../../../shared/i18n/createI18n';
import type { ContentRecord } from '../../store/ContentStore';
import { notFound } from '../errors';
import { strings } from '../hub/hubPresent';
import { locale, name, noParams } from '../params';
import { defineRoute, type Route, type RouteResult } from '../routeTypes';

const VIDEO_TYPES = ['video-content'];
// The text follows the catalogue, which changes only with a new import: cached like the JSON answers.
const TRACK_CACHE = 'public, max-age=300';

/** hh:mm:ss.ttt, the WebVTT timestamp. */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is WebVTT cue markup: &, < and > are escaped, and line breaks (which would end the cue) become spaces. */
function cueText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function webVtt(cues: { id: string; start: number; end: number; text: string }[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${cue.id}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cueText(cue.text)}\n`).join('\n')}`;
}

/** The parts of a video record: its summary, steps and tip over the clip's running time (0 without one). */
export function partsOf(record: ContentRecord): VideoPart[] {
  const duration = typeof record.attrs.duration === 'number' ? record.attrs.duration : 0;
  const tip = typeof record.attrs.resolution === 'string' ? record.attrs.resolution : '';
  return videoParts(duration, record.summary, strings(record.attrs.steps), tip);
}

/** 'Introduction', 'Step 2', 'Tip' in the language of the video's text, so a track is in one language. */
export function partTitle(part: VideoPart, language: string): string {
  const t = i18nFor(language);
  return part.kind === 'step' ? t.t('video.step', { n: part.step }) : t.t(`video.${part.kind}`);
}

type Track = 'captions' | 'chapters';

function trackRoute(track: Track): Route {
  return defineRoute({
    method: 'GET',
    path: `/:locale/videos/:articleFamilyId/${track}`,
    summary:
      track === 'captions'
        ? "A video's captions (WebVTT): its introduction, steps and tip, timed across the clip, in the language of its text"
        : "A video's chapters (WebVTT): introduction, each step and the tip, with their start and end times",
    responseMediaType: 'text/vtt',
    params: z.object({ locale: locale(), articleFamilyId: name('articleFamilyId') }),
    query: noParams,
    handler: async ({ params, services }): Promise<RouteResult> => {
      const record = await services.store.getContent(params.locale, params.articleFamilyId, VIDEO_TYPES);
      const parts = record ? partsOf(record) : [];
      if (!record || parts.length === 0) throw notFound('video', params.articleFamilyId, 'articleFamilyId');
      const cues = parts.map((part, i) => ({
        id: `${track}-${i + 1}`,
        start: part.start,
        end: part.end,
        text:
          track === 'chapters'
            ? partTitle(part, record.language)
            : part.kind === 'step'
              ? `${part.step}. ${part.text}`
              : part.text,
      }));
      return {
        kind: 'bytes',
        body: Buffer.from(webVtt(cues), 'utf8'),
        headers: {
          'content-type': 'text/vtt; charset=utf-8',
          'content-language': record.language,
          'cache-control': TRACK_CACHE,
          'x-content-type-options': 'nosniff',
        },
      };
    },
  });
}

/** GET /{locale}/videos/{articleFamilyId}/captions and /chapters: the tracks of a video's player. */
export const videoTrackRoutes: Route[] = [trackRoute('captions'), trackRoute('chapters')];
