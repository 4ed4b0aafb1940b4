import type { SerialNumberFormat } from '../../../src/shared/content/serialNumberCheckerTypes';
import content from '../../content/serialNumberLists.json';

/**
 * The demo catalogue's serial-number checker lists: product-safety and service programmes, each
 * with the models it covers, their secondary models (colour or region variants) and part numbers,
 * and the serial ranges that are affected. The texts are written as a support team publishes a
 * programme notice: what happens, who is affected, what to do.
 */
export interface SerialListModel {
  modelName: string;
  secondaryModels: string[];
  parts: string[];
}

/** Serials from..to (inclusive, same length) of the listed models; optionally only some variants or parts. */
export interface SerialRange {
  models: string[];
  secondaryModels?: string[];
  parts?: string[];
  from: string;
  to: string;
}

export interface SerialListText {
  title: string;
  intro: string;
  /** Paragraphs under "What is happening?". */
  about: string[];
  /** Paragraphs under "What should I do?". */
  action: string[];
  faq: Array<[question: string, answer: string]>;
  partNumberLabel: string;
  partNumberHint: string;
  serialNumberHint: string;
  affected: { title: string; message: string; nextSteps: string[] };
  notAffected: { title: string; message: string };
}

export interface SerialListDefinition {
  listId: string;
  published: string;
  updated: string;
  popularity: number;
  format: SerialNumberFormat;
  /** Prefix of the reference an affected customer quotes, e.g. 'HPB24-4512345'. */
  referencePrefix: string;
  models: SerialListModel[];
  ranges: SerialRange[];
  en: SerialListText;
  de: SerialListText;
  fr: SerialListText;
}

export const SERIAL_LISTS: SerialListDefinition[] = content.SERIAL_LISTS as SerialListDefinition[];
