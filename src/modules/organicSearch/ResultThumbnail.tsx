import type { SearchResult } from '../../shared/content/types';
import { IMAGE_SIZES } from '../../shared/constants';
import { ResponsiveImage } from '../shell/ui/ResponsiveImage';

/** The icon family of a content type: what a result without a picture of its own shows. */
function iconOf(contentType: string): 'manual' | 'download' | 'video' | 'article' | 'repair' {
  if (contentType === 'document' || contentType === 'sub-document') return 'manual';
  if (contentType === 'download' || contentType === 'software') return 'download';
  if (contentType === 'video-content') return 'video';
  if (contentType.endsWith('-article')) return 'article';
  return 'repair';
}

const PATHS: Record<ReturnType<typeof iconOf>, string> = {
  manual: 'M22 14h20l8 8v28H22z M42 14v8h8 M27 30h18 M27 36h18 M27 42h12',
  download: 'M35 14v24 M25 29l10 10 10-10 M20 46h30',
  video: 'M18 20h34v30H18z M31 28l10 7-10 7z',
  article: 'M35 16a19 19 0 1 0 0.01 0 M30 29a5 5 0 1 1 7 5c-2 1-2 2-2 5 M35 45v1',
  repair: 'M44 18a9 9 0 0 0-11 11L18 44l6 6 15-15a9 9 0 0 0 11-11l-6 6-5-1-1-5z',
};

/**
 * A result's thumbnail (docs/decisions/040-scannable-search-results.md): the product's or the
 * content's picture, else an icon of its type. Decorative either way (empty alt, hidden icon):
 * the title next to it names the result. Width and height are set, so nothing shifts as it loads.
 */
export function ResultThumbnail({ result }: { result: SearchResult }) {
  if (result.image) return <ResponsiveImage src={result.image} policy="organicResult" className="result__image" />;
  const [width, height] = IMAGE_SIZES.organicResult.desktop;
  const icon = iconOf(result.contentType);
  return (
    <svg className={`result__image result__icon result__icon--${icon}`} width={width} height={height} viewBox="0 0 70 70" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
