import type { SerialNumberFormat } from '../../shared/content/serialNumberCheckerTypes';
import { fitsSerialFormat, normaliseSerial } from '../../shared/serialNumberFormat';

export type CheckerField = 'model' | 'secondaryModel' | 'partNumber' | 'serialNumber';
export const CHECKER_FIELDS: readonly CheckerField[] = ['model', 'secondaryModel', 'partNumber', 'serialNumber'];

/** What is wrong with a field; the form words it (serialFormat names the list's length and characters). */
export type CheckerProblem = 'model' | 'secondaryModel' | 'partNumber' | 'serialRequired' | 'serialFormat';
export type CheckerProblems = Partial<Record<CheckerField, CheckerProblem>>;
export type CheckerValues = Record<CheckerField, string>;

export interface CheckerRules {
  /** The chosen model has secondary models / part numbers to choose from. */
  needsSecondary: boolean;
  needsPart: boolean;
  format: SerialNumberFormat;
}

/**
 * The checks before a serial number is sent (docs/behaviour.md §5), written once for the form in the
 * browser and the plain form post on the server, so both tell the visitor the same.
 */
export function checkSerialInput(values: CheckerValues, rules: CheckerRules): CheckerProblems {
  const found: CheckerProblems = {};
  const serial = normaliseSerial(values.serialNumber);
  if (values.model === '') found.model = 'model';
  if (rules.needsSecondary && values.secondaryModel === '') found.secondaryModel = 'secondaryModel';
  if (rules.needsPart && values.partNumber === '') found.partNumber = 'partNumber';
  if (serial === '') found.serialNumber = 'serialRequired';
  else if (!fitsSerialFormat(serial, rules.format)) found.serialNumber = 'serialFormat';
  return found;
}
