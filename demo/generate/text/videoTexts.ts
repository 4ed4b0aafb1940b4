import type { AppliesTo } from '../../../src/shared/content/applicability';
import type { ProductKind, SupportGroup } from '../catalogue/kinds';
import content from '../../content/videoTexts.json';

/**
 * Support videos and tutorial series. Each video has a short description, the chapters it walks
 * through (shown as steps on its article page and as scenes of the video) and a closing tip.
 * Tutorials and the general videos are translated; of the group videos the most watched are, the
 * others fall back to English on the German and French sites.
 */
export interface VideoText {
  title: string;
  summary: string;
  chapters: string[];
  tip: string;
}

export interface VideoTemplate {
  key: string;
  en: VideoText;
  de?: VideoText;
  fr?: VideoText;
}

export interface TutorialSeries {
  key: string;
  kinds: ProductKind[];
  lessons: VideoTemplate[];
}

export interface SupportVideoTemplate extends VideoTemplate {
  videoType: 'how-to' | 'troubleshooting' | 'product-tour';
  groups: SupportGroup[] | 'all';
  topics: string[];
  popularity: number;
  /** The products of its groups it is for, when narrower (ADR 039). */
  appliesTo?: AppliesTo;
}

export const TUTORIAL_SERIES: TutorialSeries[] = content.TUTORIAL_SERIES as TutorialSeries[];

export const SUPPORT_VIDEOS: SupportVideoTemplate[] = content.SUPPORT_VIDEOS as SupportVideoTemplate[];
