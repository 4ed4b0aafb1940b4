import { SiteLink } from '../ui/SiteLink';
import type { VideoResult } from '../../../shared/content/hubTypes';
import { SmartLink } from '../ui/ResultList';
import { useT } from '../ui/useT';
import { formatDuration, isoDuration } from './duration';
import { InLanguage, useTextLang } from '../ui/InLanguage';

/**
 * A video as a card: the thumbnail and the title open the video's page, whose player plays it with captions and
 * a transcript (docs/decisions/037-demo-video-clips.md); the bare clip is never a page of its own.
 * Thumbnails are 16:9 with explicit width and height, so cards never shift while images load.
 */
export function VideoCard({ video, headingLevel = 3 }: { video: VideoResult; headingLevel?: 3 | 4 }) {
  const t = useT();
  const textLang = useTextLang();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const thumbnail = video.bannerImageUrl && (
    <img
      className="video-card__image"
      src={video.bannerImageUrl}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <article className="video-card">
      <div className="video-card__media">
        {video.videoUrl ? (
          <SiteLink className="video-card__play" to={video.url} aria-label={t('hub.videos.play', { title: video.title })}>
            {thumbnail}
            <span className="video-card__play-icon" aria-hidden="true" />
          </SiteLink>
        ) : (
          thumbnail
        )}
        <span className="video-card__duration">
          <span className="visually-hidden">{t('hub.videos.duration')}: </span>
          <time dateTime={isoDuration(video.duration)}>{formatDuration(video.duration)}</time>
        </span>
      </div>
      <div className="video-card__body">
        <p className="video-card__type">
          {video.lesson ? t('hub.tutorials.lesson', { n: video.lesson }) : t(`hub.videos.type_${video.videoType}`)}
        </p>
        <Heading className="video-card__title" lang={textLang(video.language)}>
          <SmartLink href={video.url}>{video.title}</SmartLink>
        </Heading>
        <InLanguage language={video.language} />
        <p className="video-card__summary" lang={textLang(video.language)}>
          {video.summary}
        </p>
      </div>
    </article>
  );
}
