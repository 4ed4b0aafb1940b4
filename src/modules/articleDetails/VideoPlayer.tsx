import { useRef, useState, type MouseEvent } from 'react';
import type { ArticleDetailsData } from '../../shared/content/detailsTypes';
import { clockTime, videoParts, type VideoPart } from '../../shared/content/videoTimeline';
import type { Locale } from '../../shared/locale';
import { useT } from '../shell/ui/useT';

type Video = NonNullable<ArticleDetailsData['video']>;

/** The name of the captions' language in the page's language ('Englisch', 'anglais'). */
function languageName(pageLocale: Locale, language: string): string {
  try {
    return new Intl.DisplayNames([pageLocale.replace('_', '-')], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

interface Props {
  video: Video;
  data: Pick<ArticleDetailsData, 'title' | 'summary' | 'steps' | 'resolution' | 'language'>;
  pageLocale: Locale;
  /** The `lang` of the video's text when it differs from the page's (an English video on a German page). */
  lang: string | undefined;
  Heading: 'h2' | 'h3';
}

/**
 * A video's player on its page (docs/decisions/037-demo-video-clips.md): the browser's own controls, the clip's
 * first frame as poster, captions in the language of the video's text (on by default) and a chapters track; below
 * it the transcript, one part per chapter, whose times seek the player. Without JavaScript the player still
 * plays with captions and the transcript is readable; the time links then only point at their part.
 */
export function VideoPlayer({ video, data, pageLocale, lang, Heading }: Props) {
  const t = useT();
  const player = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState(-1);
  const parts = videoParts(video.duration ?? 0, data.summary, data.steps, data.resolution);
  const titleOf = (part: VideoPart) =>
    part.kind === 'step' ? t('video.step', { n: part.step }) : t(`video.${part.kind}`);

  const seek = (event: MouseEvent<HTMLAnchorElement>, part: VideoPart) => {
    const element = player.current;
    if (!element) return;
    event.preventDefault();
    element.currentTime = part.start;
    // A visitor's click: browsers allow playing with sound. A refusal leaves the player paused at the chapter.
    void element.play().catch(() => undefined);
  };
  const onTime = () => {
    const time = player.current?.currentTime ?? 0;
    setCurrent(parts.findIndex((part) => time >= part.start && time < part.end));
  };

  return (
    <section className="details__section video-player" aria-labelledby="video-transcript-title">
      <div className="video-player__frame">
        <video
          ref={player}
          className="video-player__video"
          controls
          preload="metadata"
          playsInline
          poster={video.posterUrl ?? video.thumbnailUrl}
          width={640}
          height={360}
          aria-label={t('video.player', { title: data.title })}
          onTimeUpdate={onTime}
        >
          <source src={video.url} type={video.mediaType} />
          <track
            kind="captions"
            src={video.captionsUrl}
            srcLang={data.language}
            label={t('video.captions', { language: languageName(pageLocale, data.language) })}
            default
          />
          <track kind="chapters" src={video.chaptersUrl} srcLang={data.language} label={t('video.chapters')} />
          {t('video.unsupported')}
        </video>
      </div>
      <Heading id="video-transcript-title">{t('video.transcript')}</Heading>
      <p className="video-player__hint">{t('video.transcriptIntro')}</p>
      <ol className="video-transcript" lang={lang}>
        {parts.map((part, i) => {
          const id = `video-part-${i + 1}`;
          const time = clockTime(part.start);
          return (
            <li key={id} id={id} className="video-transcript__part" aria-current={i === current ? 'true' : undefined}>
              <a
                className="video-transcript__seek"
                href={`#${id}`}
                aria-label={`${t('video.playFrom', { time })}: ${titleOf(part)}`}
                onClick={(event) => seek(event, part)}
              >
                <time dateTime={`PT${Math.floor(part.start)}S`}>{time}</time>
                <span className="video-transcript__title">{titleOf(part)}</span>
              </a>
              <p className="video-transcript__text">{part.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
