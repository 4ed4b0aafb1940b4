/**
 * Banner illustrations (600x200, 3:1): an icon on the banner's theme colours with soft shapes.
 * Decorative: banners carry their message in HTML text, never in the image.
 */
export type BannerTheme = 'brand' | 'light' | 'accent';
export type BannerIcon = 'shield' | 'update' | 'book' | 'chat' | 'recycle' | 'laptop' | 'phone';

const THEMES: Record<BannerTheme, { background: string; shape: string; ink: string }> = {
  brand: { background: '#0b3d91', shape: '#1f56b8', ink: '#ffffff' },
  light: { background: '#e8eef8', shape: '#d3def0', ink: '#0b3d91' },
  accent: { background: '#4c1d95', shape: '#6d28d9', ink: '#ffffff' },
};

const ICONS: Record<BannerIcon, (ink: string) => string> = {
  shield: (ink) =>
    `<path d="M0 -46 L38 -30 V4 C38 28 20 42 0 50 C-20 42 -38 28 -38 4 V-30 Z" fill="none" stroke="${ink}" stroke-width="8"/><path d="M-16 2 L-4 14 L18 -10" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
  update: (ink) =>
    `<path d="M-34 -6 A36 36 0 0 1 30 -22" fill="none" stroke="${ink}" stroke-width="8"/><path d="M34 6 A36 36 0 0 1 -30 22" fill="none" stroke="${ink}" stroke-width="8"/><path d="M22 -38 L34 -20 L14 -14 Z M-22 38 L-34 20 L-14 14 Z" fill="${ink}"/>`,
  book: (ink) =>
    `<path d="M-40 -30 H-4 V40 H-40 Z M4 -30 H40 V40 H4 Z" fill="none" stroke="${ink}" stroke-width="7"/><path d="M-30 -14 H-14 M-30 2 H-14 M14 -14 H30 M14 2 H30" stroke="${ink}" stroke-width="5"/>`,
  chat: (ink) =>
    `<path d="M-42 -30 H42 V18 H-6 L-26 38 V18 H-42 Z" fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round"/><circle cx="-18" cy="-6" r="5" fill="${ink}"/><circle cx="0" cy="-6" r="5" fill="${ink}"/><circle cx="18" cy="-6" r="5" fill="${ink}"/>`,
  recycle: (ink) =>
    `<path d="M0 -40 L24 0 H-24 Z" fill="none" stroke="${ink}" stroke-width="7"/><path d="M-34 16 H34 L20 40 H-20 Z" fill="none" stroke="${ink}" stroke-width="7"/>`,
  laptop: (ink) =>
    `<rect x="-38" y="-34" width="76" height="50" rx="4" fill="none" stroke="${ink}" stroke-width="7"/><path d="M-52 28 H52 L44 38 H-44 Z" fill="${ink}"/>`,
  phone: (ink) =>
    `<rect x="-24" y="-46" width="48" height="92" rx="9" fill="none" stroke="${ink}" stroke-width="7"/><circle cx="0" cy="32" r="5" fill="${ink}"/>`,
};

export function bannerImage(theme: BannerTheme, icon: BannerIcon): string {
  const colours = THEMES[theme];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200" aria-hidden="true">` +
    `<rect width="600" height="200" fill="${colours.background}"/>` +
    `<circle cx="520" cy="40" r="140" fill="${colours.shape}"/><circle cx="80" cy="210" r="90" fill="${colours.shape}" opacity="0.6"/>` +
    `<g transform="translate(480 100)">${ICONS[icon](colours.ink)}</g>` +
    `</svg>`
  );
}
