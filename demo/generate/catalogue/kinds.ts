/**
 * What a product physically is. The kind picks its illustration, its manual chapters and the FAQ
 * articles that apply to it; the group bundles kinds that share support content.
 */
export const PRODUCT_KINDS = [
  'tv',
  'projector',
  'soundbar',
  'receiver',
  'headphones',
  'earbuds',
  'speaker',
  'hifi',
  'turntable',
  'camera',
  'compact-camera',
  'camcorder',
  'lens',
  'action-cam',
  'phone',
  'tablet',
  'watch',
  'console',
  'controller',
  'laptop',
  'monitor',
  'keyboard',
  'smart-speaker',
  'robot-vacuum',
  'security-camera',
  'air-purifier',
  'microphone',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export type SupportGroup = 'display' | 'audio' | 'headphones' | 'camera' | 'mobile' | 'gaming' | 'computer' | 'home';

export const GROUP_OF_KIND: Readonly<Record<ProductKind, SupportGroup>> = {
  tv: 'display',
  projector: 'display',
  monitor: 'display',
  soundbar: 'audio',
  receiver: 'audio',
  speaker: 'audio',
  hifi: 'audio',
  turntable: 'audio',
  microphone: 'audio',
  headphones: 'headphones',
  earbuds: 'headphones',
  camera: 'camera',
  'compact-camera': 'camera',
  camcorder: 'camera',
  lens: 'camera',
  'action-cam': 'camera',
  phone: 'mobile',
  tablet: 'mobile',
  watch: 'mobile',
  console: 'gaming',
  controller: 'gaming',
  laptop: 'computer',
  keyboard: 'computer',
  'smart-speaker': 'home',
  'robot-vacuum': 'home',
  'security-camera': 'home',
  'air-purifier': 'home',
};

/** Text in the three site languages. */
export interface T3 {
  en: string;
  de: string;
  fr: string;
}
