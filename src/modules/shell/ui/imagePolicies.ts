import { IMAGE_SIZES } from '../../../shared/constants';

/** Layout breakpoints (CSS pixels) shared with site.css: phone below tablet, desktop from desktop. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

export type Device = 'phone' | 'tablet' | 'desktop';
export type Size = readonly [width: number, height: number];
export type ImagePolicy = Readonly<Record<Device, Size>>;

/**
 * docs/behaviour.md §9 image sizes per device. Where the spec names only some devices the nearest named one
 * applies: a size given for desktop only holds everywhere (those thumbnails sit in list rows that
 * keep their size), a phone/desktop pair uses the desktop size on tablets.
 */
export const IMAGE_POLICIES = {
  /** The search module's category image. */
  searchModel: { phone: IMAGE_SIZES.searchModel.phone, tablet: IMAGE_SIZES.searchModel.tablet, desktop: IMAGE_SIZES.searchModel.desktop },
  organicResult: { phone: IMAGE_SIZES.organicResult.desktop, tablet: IMAGE_SIZES.organicResult.desktop, desktop: IMAGE_SIZES.organicResult.desktop },
  bestMatch: { phone: IMAGE_SIZES.organicResult.desktop, tablet: IMAGE_SIZES.organicResult.desktop, desktop: IMAGE_SIZES.organicResult.desktop },
  modelResult: { phone: IMAGE_SIZES.organicResult.desktop, tablet: IMAGE_SIZES.organicResult.desktop, desktop: IMAGE_SIZES.organicResult.desktop },
  newsAndAlerts: { phone: IMAGE_SIZES.newsAndAlerts.phone, tablet: IMAGE_SIZES.newsAndAlerts.desktop, desktop: IMAGE_SIZES.newsAndAlerts.desktop },
  compatibility: { phone: IMAGE_SIZES.compatibility.phone, tablet: IMAGE_SIZES.compatibility.desktop, desktop: IMAGE_SIZES.compatibility.desktop },
} as const satisfies Record<string, ImagePolicy>;

export type ImagePolicyName = keyof typeof IMAGE_POLICIES;

/** The `sizes` attribute: the rendered width per breakpoint, largest breakpoint first. */
export function sizesOf(policy: ImagePolicy): string {
  return [
    `(min-width: ${BREAKPOINTS.desktop}px) ${policy.desktop[0]}px`,
    `(min-width: ${BREAKPOINTS.tablet}px) ${policy.tablet[0]}px`,
    `${policy.phone[0]}px`,
  ].join(', ');
}

/**
 * Where an image can be had at a given width. The demo catalogue's images are SVG, which scale
 * without a second file; a raster image service would add its width parameter here.
 */
export type ImageUrlForWidth = (src: string, width: number) => string;
export const sameImageAtAnyWidth: ImageUrlForWidth = (src) => src;

const isVector = (src: string) => /\.svg(?:$|[?#])/i.test(src);

/**
 * The `srcset`: every width the policy renders, at 1x and 2x density, as `url {w}w` candidates. A
 * vector image is one candidate at the largest width (one file serves every density).
 */
export function srcSetOf(src: string, policy: ImagePolicy, urlFor: ImageUrlForWidth = sameImageAtAnyWidth): string {
  const widths = [...new Set(Object.values(policy).flatMap(([w]) => [w, w * 2]))].sort((a, b) => a - b);
  if (isVector(src)) return `${src} ${widths[widths.length - 1]}w`;
  const candidates = new Map<string, number>();
  for (const width of widths) candidates.set(urlFor(src, width), width);
  return [...candidates].map(([url, width]) => `${url} ${width}w`).join(', ');
}
