import type { T3 } from '../catalogue/kinds';
import content from '../../content/licences.json';

/** Licence agreements shown before a download (embedded HTML). */
export interface LicenceText {
  key: 'firmware' | 'software';
  title: T3;
  paragraphs: Record<keyof T3, string[]>;
}

export const LICENCES: LicenceText[] = content.LICENCES as LicenceText[];
