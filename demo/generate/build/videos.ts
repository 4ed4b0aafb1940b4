import type { DatasetContent } from '../../../src/server/content/Dataset';
import { appliesToFacets } from '../../../src/shared/content/applicability';
import type { T3 } from '../catalogue/kinds';
import { SUPPORT_VIDEOS, TUTORIAL_SERIES, type SupportVideoTemplate, type VideoTemplate, type VideoText } from '../text/videoTexts';
import { demoClip } from '../videoClips';
import { videoThumbnail } from '../render/videoArt';
import { LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';
import { GROUP_STYLE, VIDEO_ID_RANGE } from './hubStyle';

export const VIDEO_CONTENT_TYPE = 'video-content';

type Lang = keyof T3;
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

const BADGES: Record<'tutorial' | 'how-to' | 'troubleshooting' | 'product-tour', T3> = {
  // The same words as the cards (hub.tutorials.lesson).
  tutorial: { en: 'Lesson {n}', de: 'Lektion {n}', fr: 'Leçon {n}' },
  'how-to': { en: 'How-to', de: 'Anleitung', fr: 'Tutoriel pratique' },
  troubleshooting: { en: 'Troubleshooting', de: 'Fehlerbehebung', fr: 'Dépannage' },
  'product-tour': { en: 'Product tour', de: 'Produkttour', fr: 'Découverte' },
};

const PUBLISHED = ['2023-03-08', '2023-06-21', '2023-10-04', '2024-01-10', '2024-03-27', '2024-05-15'];

interface VideoSpec {
  familyId: string;
  template: VideoTemplate;
  videoType: keyof typeof BADGES;
  lesson?: number;
  series?: string;
  topics: string[];
  popularity: number;
  published: string;
  style: { colour: string; kind: BuiltProduct['kind'] };
  /** The demo clip played (demo/media/videos): the support group's, or 'general'. */
  clip: string;
  applies: BuiltProduct[];
}

function videoRows(ctx: BuildContext, spec: VideoSpec): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const lang of LANGS) {
    const text: VideoText | undefined = spec.template[lang];
    if (!text) continue;
    const badge = BADGES[spec.videoType][lang].replace('{n}', String(spec.lesson ?? ''));
    const art = { kind: spec.style.kind, colour: spec.style.colour, title: text.title, badge };
    const clip = demoClip(spec.clip);
    const thumb = videoThumbnail(art);
    const base = `${spec.familyId}-${spec.template.key}-${lang}`;
    // Files are content-addressed: every video of a group shares its clip and poster bytes.
    const video = ctx.files.add(`${spec.clip}.webm`, 'video/webm', 'inline', clip.video.bytes);
    const poster = ctx.files.add(`${spec.clip}-poster.jpg`, 'image/jpeg', 'inline', clip.poster.bytes);
    const image = ctx.files.add(`${base}-thumbnail.svg`, 'image/svg+xml', 'inline', Buffer.from(thumb, 'utf8'));
    rows.push({
      id: `${spec.familyId}:${LOCALE_OF_LANGUAGE[lang]}`,
      familyId: spec.familyId,
      contentType: VIDEO_CONTENT_TYPE,
      locale: LOCALE_OF_LANGUAGE[lang],
      language: lang,
      title: text.title,
      summary: text.summary,
      body: [text.summary, ...text.chapters, text.tip].join(' '),
      published: spec.published,
      channel: 'con',
      accessLevel: 'public',
      popularity: spec.popularity,
      fileId: null,
      // steps/resolution are what the article page shows for any article type.
      attrs: {
        videoType: spec.videoType,
        ...(spec.lesson ? { lesson: spec.lesson, series: spec.series } : {}),
        duration: clip.seconds,
        topics: spec.topics,
        steps: text.chapters,
        symptoms: [],
        resolution: text.tip,
        videoFileId: video.id,
        videoFileName: video.name,
        posterFileId: poster.id,
        posterFileName: poster.name,
        imageFileId: image.id,
        imageFileName: image.name,
        key: spec.template.key,
      },
      productNames: spec.applies.map((p) => p.record.name),
      categoryNames: [...new Set(spec.applies.map((p) => p.leaf.name))],
      facets: [
        ['videoType', spec.videoType],
        ...spec.topics.map((topic): [string, string] => ['topic', topic]),
        ...appliesToFacets((spec.template as Partial<SupportVideoTemplate>).appliesTo),
      ],
      keywords: [],
    });
  }
  return rows;
}

/** Tutorial series per product kind and support videos per support group, each playing its group's demo clip. */
export function buildVideos(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const series of TUTORIAL_SERIES) {
    const applies = products.filter((p) => series.kinds.includes(p.kind));
    if (applies.length === 0) continue;
    const style = { colour: GROUP_STYLE[applies[0].group].colour, kind: series.kinds[0] };
    series.lessons.forEach((template, index) => {
      rows.push(
        ...videoRows(ctx, {
          familyId: ctx.ids.allocate(VIDEO_ID_RANGE),
          template,
          videoType: 'tutorial',
          lesson: index + 1,
          series: series.key,
          topics: ['setup'],
          popularity: 80 - index,
          published: PUBLISHED[(index + 2) % PUBLISHED.length],
          style,
          clip: applies[0].group,
          applies,
        }),
      );
    });
  }
  SUPPORT_VIDEOS.forEach((template, index) => {
    const applies =
      template.groups === 'all' ? products : products.filter((p) => (template.groups as string[]).includes(p.group));
    if (applies.length === 0) return;
    const group = template.groups === 'all' ? 'display' : template.groups[0];
    const style = template.groups === 'all' ? { colour: '#0b3d91', kind: GROUP_STYLE.home.kind } : GROUP_STYLE[group];
    rows.push(
      ...videoRows(ctx, {
        familyId: ctx.ids.allocate(VIDEO_ID_RANGE),
        template,
        videoType: template.videoType,
        topics: template.topics,
        popularity: template.popularity,
        published: PUBLISHED[index % PUBLISHED.length],
        style,
        clip: template.groups === 'all' ? 'general' : group,
        applies,
      }),
    );
  });
  return rows;
}
