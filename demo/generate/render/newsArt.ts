import type { ProductKind } from '../catalogue/kinds';
import { createRandom } from '../random';
import { productIllustration, seriesStyle } from './illustrations';

/**
 * News thumbnails in the two crops of the image policy (docs/behaviour.md §9: 100x66 on phones, 100x90 on
 * desktops), drawn at 3x: a picture of its own for each item (the product of the item's series, or of
 * the kind it is about, framed in a tint drawn from the item) with a badge for the item
 * type, so the news list does not repeat the category tiles.
 */
export type NewsArtType = 'news' | 'alert' | 'software-update';

export const NEWS_CROPS = {
  phone: { width: 300, height: 198 },
  desktop: { width: 300, height: 270 },
} as const;

const BADGE: Record<NewsArtType, { fill: string; icon: string }> = {
  news: {
    fill: '#2563eb',
    icon: '<path d="M-9 -6 H6 V8 H-9 Z M-6 -2 H3 M-6 2 H3" fill="none" stroke="#fff" stroke-width="2.4"/>',
  },
  alert: {
    fill: '#d97706',
    icon: '<path d="M0 -10 L10 8 H-10 Z" fill="#fff"/><rect x="-1.3" y="-4" width="2.6" height="7" fill="#d97706"/><circle cx="0" cy="5.5" r="1.5" fill="#d97706"/>',
  },
  'software-update': {
    fill: '#059669',
    icon: '<path d="M0 -9 V5 M-6 -1 L0 5 L6 -1 M-8 9 H8" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  },
};

export function newsThumbnail(
  type: NewsArtType,
  kind: ProductKind,
  colour: string,
  crop: keyof typeof NEWS_CROPS,
  /** The item (and series, for an update) the picture is drawn from. */
  seed: { key: string; series?: string },
): string {
  const { width, height } = NEWS_CROPS[crop];
  const random = createRandom(`news-art:${seed.key}`);
  const size = Math.round(height * 0.92);
  const finish = { body: random.pick(['#1d1f23', '#e9ebee', '#5b6470', '#c9b79c']), detail: '#3a4048', accent: colour };
  const drawing = productIllustration(kind, finish, '', seriesStyle(kind, seed.series ?? seed.key)).replace(
    /^<svg [^>]*>/,
    `<svg x="${Math.round((width - size) / 2)}" y="${Math.round((height - size) / 2)}" width="${size}" height="${size}" viewBox="0 0 400 400">`,
  );
  const hue = random.int(0, 35) * 10;
  const badge = BADGE[type];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 35% 42%)"/>` +
    drawing +
    `<g transform="translate(${width - 34} 34)"><circle r="22" fill="${badge.fill}" stroke="#fff" stroke-width="3"/>${badge.icon}</g>` +
    `</svg>`
  );
}
