import type { ProductKind, SupportGroup } from '../catalogue/kinds';
import content from '../../content/repairDocumentText.json';

/**
 * Service-centre documents (the ASC portal's repair documents), written the way a service
 * organisation writes them. They are published in English only, as service documentation usually
 * is; German and French visitors of the portal see the English edition.
 */
export interface NewsText {
  title: string;
  symptom: string;
  cause: string;
  countermeasure: string;
  /** Limit the notice to these product series (otherwise chosen from the group's lines). */
  series?: string[];
  /** Limit the notice to these product kinds. */
  kinds?: ProductKind[];
}

export interface GroupServiceText {
  /** Plural noun for titles, e.g. 'televisions and displays'. */
  noun: string;
  /** Board and module names used in parts lists and procedures. */
  boards: string[];
  /** Disassembly procedure, in order. */
  disassembly: string[];
  /** Electrical and mechanical adjustments after repair. */
  adjustments: string[];
  /** Checks before returning the unit to the customer. */
  finalChecks: string[];
  tool: { name: string; purpose: string; steps: string[] };
  news: NewsText[];
  memo: { title: string; text: string };
  information: { title: string; text: string };
  training: { title: string; modules: string[] };
}

export const SERVICE_SAFETY: string[] = content.SERVICE_SAFETY as string[];

export const GROUP_SERVICE: Readonly<Record<SupportGroup, GroupServiceText>> = content.GROUP_SERVICE as Readonly<
  Record<SupportGroup, GroupServiceText>
>;
