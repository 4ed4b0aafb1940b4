import type { ProductKind, SupportGroup } from '../catalogue/kinds';

/** Colour and representative drawing per support group, shared by video, news and banner art. */
export const GROUP_STYLE: Readonly<Record<SupportGroup, { colour: string; kind: ProductKind }>> = {
  display: { colour: '#1d3b72', kind: 'tv' },
  audio: { colour: '#5b2a86', kind: 'soundbar' },
  headphones: { colour: '#0f766e', kind: 'headphones' },
  camera: { colour: '#9a3412', kind: 'camera' },
  mobile: { colour: '#1e40af', kind: 'phone' },
  gaming: { colour: '#3730a3', kind: 'console' },
  computer: { colour: '#334155', kind: 'laptop' },
  home: { colour: '#166534', kind: 'smart-speaker' },
};

export const SUPPORT_GROUPS = Object.keys(GROUP_STYLE) as SupportGroup[];

/** Family-id range of videos: they are articles, so they get the content system's numeric ids. */
export const VIDEO_ID_RANGE = 61;
