import type { z } from 'zod';
import type * as serial from './schemas/serialNumberChecker';

/**
 * Serial-number checker responses (docs/behaviour.md §3, §7). A checker list is a product-safety or service
 * programme: the visitor picks the model, then (where the list has them) a secondary model and a
 * part number, types the serial number, and the content service decides from the list's stored
 * rules whether the product is affected.
 */

/** docs/behaviour.md §5: the value the site uses for "no secondary model" and "no part number"; sent as null. */
export const SERIAL_CHECKER_NONE = '-1';

export type SerialCheckerModel = z.infer<typeof serial.serialCheckerModelSchema>;

/** What a serial number of the list looks like, so the site can check the format before asking. */
export type SerialNumberFormat = z.infer<typeof serial.serialNumberFormatSchema>;

/** GET /serial-number-checker/details */
export type SerialCheckerDetails = z.infer<typeof serial.serialCheckerDetailsSchema>;

/** GET /serial-number-checker/modelNames */
export type SerialCheckerModelNamesResponse = z.infer<typeof serial.serialCheckerModelNamesResponseSchema>;

/** GET /serial-number-checker/modelNames/{modelName}/partNumbers */
export type SerialCheckerPartNumbersResponse = z.infer<typeof serial.serialCheckerPartNumbersResponseSchema>;

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

export type SerialValidationStatus = SerialValidationResult['status'];

/** POST /serial-number-checker/validation answer: the server's decision and what to do next. */
export type SerialValidationResult = z.infer<typeof serial.serialValidationResultSchema>;

/** A programme (serial-number checker list) as announced on the home page and the pages of its products. */
export type SerialProgrammeSummary = z.infer<typeof serial.serialProgrammeSummarySchema>;

/** GET /serial-number-checker/lists */
export type SerialProgrammesResponse = z.infer<typeof serial.serialProgrammesResponseSchema>;
