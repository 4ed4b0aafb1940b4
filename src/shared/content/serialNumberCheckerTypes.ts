/**
 * Serial-number checker responses (docs/behaviour.md §3, §7). A checker list is a product-safety or service
 * programme: the visitor picks the model, then (where the list has them) a secondary model and a
 * part number, types the serial number, and the content service decides from the list's stored
 * rules whether the product is affected.
 */

/** docs/behaviour.md §5: the value the site uses for "no secondary model" and "no part number"; sent as null. */
export const SERIAL_CHECKER_NONE = '-1';

export interface SerialCheckerModel {
  /** As printed on the product, e.g. 'AWH-1000XM4'. */
  modelName: string;
  displayName: string;
}

/** What a serial number of the list looks like, so the site can check the format before asking. */
export interface SerialNumberFormat {
  minLength: number;
  maxLength: number;
  charset: 'digits' | 'alphanumeric';
}

/** GET /serial-number-checker/details */
export interface SerialCheckerDetails {
  listId: string;
  title: string;
  intro: string;
  /** Sanitised HTML: the programme's questions and answers. */
  faqTemplate: string;
  /** Sanitised HTML: what the programme is about and what to do. */
  mainTemplate: string;
  models: SerialCheckerModel[];
  /** Label of the part-number field for this list (e.g. "Charging case part number"). */
  partNumberLabel: string;
  partNumberHint: string;
  serialNumberHint: string;
  serialNumberFormat: SerialNumberFormat;
  /** The list's model matching the `model` parameter, when one does (deep links from a product page). */
  selectedModel?: string;
  /** Date the programme was last updated (ISO). */
  updated: string;
}

/** GET /serial-number-checker/modelNames */
export interface SerialCheckerModelNamesResponse {
  modelName: string;
  /** Variants of the model (colour, region); empty when the model has none. */
  secondaryModels: string[];
}

/** GET /serial-number-checker/modelNames/{modelName}/partNumbers */
export interface SerialCheckerPartNumbersResponse {
  modelName: string;
  hasParts: boolean;
  parts: string[];
}

/** POST /serial-number-checker/validation body (docs/behaviour.md §7: plus extra fields). */
export interface SerialValidationRequest {
  locale: string;
  listId: string;
  modelName: string;
  secondaryModelName: string | null;
  partNumber: string | null;
  serialNumber: string;
  [extra: string]: string | null;
}

export type SerialValidationStatus = 'affected' | 'not-affected' | 'invalid';

/** POST /serial-number-checker/validation answer: the server's decision and what to do next. */
export interface SerialValidationResult {
  status: SerialValidationStatus;
  title: string;
  message: string;
  nextSteps: string[];
  listId: string;
  modelName: string;
  secondaryModelName: string | null;
  partNumber: string | null;
  /** The serial number as checked (spaces and dashes removed, upper case). */
  serialNumber: string;
  /** For affected products: the reference to quote when contacting support. */
  reference?: string;
}

/** A programme (serial-number checker list) as announced on the home page and the pages of its products. */
export interface SerialProgrammeSummary {
  listId: string;
  title: string;
  intro: string;
  updated: string;
  /** Model numbers the programme covers. */
  models: string[];
  /** The checker page; with the product's model chosen when the list was asked for by model. */
  url: string;
}

/** GET /serial-number-checker/lists */
export interface SerialProgrammesResponse {
  programmes: SerialProgrammeSummary[];
}
