import type { SupportGroup } from '../catalogue/kinds';
import content from '../../content/manualText.json';

/** Languages the demo manuals are written in. */
export const MANUAL_LANGUAGES = ['en', 'de', 'fr'] as const;
export type ManualLanguage = (typeof MANUAL_LANGUAGES)[number];

export interface ManualLabels {
  operatingInstructions: string;
  quickStart: string;
  safety: string;
  inTheBox: string;
  setup: string;
  troubleshooting: string;
  specifications: string;
  model: string;
  released: string;
  colour: string;
  symptom: string;
  solution: string;
  footer: string;
}

export const LABELS: Record<ManualLanguage, ManualLabels> = content.LABELS as Record<ManualLanguage, ManualLabels>;

export const SAFETY: Record<ManualLanguage, string[]> = content.SAFETY as Record<ManualLanguage, string[]>;

export interface GroupManualText {
  inTheBox: string[];
  setup: string[];
  /** [problem, solution] pairs. */
  troubleshooting: Array<[string, string]>;
}

export const GROUP_TEXT: Record<SupportGroup, Record<ManualLanguage, GroupManualText>> = content.GROUP_TEXT as Record<
  SupportGroup,
  Record<ManualLanguage, GroupManualText>
>;
