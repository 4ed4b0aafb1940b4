import {
  REPAIR_LIMITS,
  REPAIR_SERIAL_FORMAT,
  type RepairField,
  type RepairFieldProblem,
  type RepairRequestInput,
} from './content/repairTypes';
import { fitsSerialFormat, normaliseSerial } from './serialNumberFormat';
import { EMPTY_REPAIR_FORM, type RepairFormValues, type RepairProblems } from './repairFormValues';
import { EMAIL_PATTERN, MODEL_PATTERN } from './validateTicket';

/*
 * The repair form's field rules, written once: the form shows them as instant messages, the
 * site's no-JavaScript form handler and the content service apply them before storing. The
 * content service stays the authority: it also knows whether the model number exists.
 */

export { EMPTY_REPAIR_FORM, type RepairFormValues, type RepairProblems } from './repairFormValues';

// Digits with the separators people type in phone numbers: '+44 20 7946 0000', '(030) 1234-567'.
export const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;
const PHONE_DIGITS = /\d/g;
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function length(value: string, min: number, max: number): RepairFieldProblem | undefined {
  if (value.length === 0) return 'required';
  if (value.length < min) return 'too-short';
  if (value.length > max) return 'too-long';
  return undefined;
}

/** Problems of each field, in form order; an empty object means the request can be sent. */
export function validateRepair(input: RepairFormValues): RepairProblems {
  const problems: RepairProblems = {};
  const model = input.productModel.trim();
  const serial = normaliseSerial(input.serialNumber);
  const fault = input.fault.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  const postcode = input.postcode.trim();

  if (model === '') problems.productModel = 'required';
  else if (model.length > REPAIR_LIMITS.productModel.max) problems.productModel = 'too-long';
  else if (!MODEL_PATTERN.test(model)) problems.productModel = 'invalid';

  if (serial === '') problems.serialNumber = 'required';
  else if (serial.length < REPAIR_SERIAL_FORMAT.minLength) problems.serialNumber = 'too-short';
  else if (serial.length > REPAIR_SERIAL_FORMAT.maxLength) problems.serialNumber = 'too-long';
  else if (!fitsSerialFormat(serial, REPAIR_SERIAL_FORMAT)) problems.serialNumber = 'invalid';

  const faultProblem = length(fault, REPAIR_LIMITS.fault.min, REPAIR_LIMITS.fault.max);
  if (faultProblem) problems.fault = faultProblem;

  const nameProblem = length(input.name.trim(), REPAIR_LIMITS.name.min, REPAIR_LIMITS.name.max);
  if (nameProblem) problems.name = nameProblem;

  if (email === '') problems.email = 'required';
  else if (email.length > REPAIR_LIMITS.email.max) problems.email = 'too-long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'invalid';

  if (phone !== '') {
    const digits = phone.match(PHONE_DIGITS)?.length ?? 0;
    if (phone.length > REPAIR_LIMITS.phone.max) problems.phone = 'too-long';
    else if (!PHONE_PATTERN.test(phone)) problems.phone = 'invalid';
    else if (digits < REPAIR_LIMITS.phone.min) problems.phone = 'too-short';
  }

  if (postcode !== '') {
    if (postcode.length > REPAIR_LIMITS.postcode.max) problems.postcode = 'too-long';
    else if (!POSTCODE_PATTERN.test(postcode)) problems.postcode = 'invalid';
  }
  return problems;
}

/** The request body of a valid form: trimmed, the serial number normalised, empty optional fields left out. */
export function repairRequestOf(input: RepairFormValues): RepairRequestInput {
  const phone = input.phone.trim();
  const postcode = input.postcode.trim();
  return {
    productModel: input.productModel.trim(),
    serialNumber: normaliseSerial(input.serialNumber),
    fault: input.fault.trim(),
    name: input.name.trim(),
    email: input.email.trim(),
    ...(phone ? { phone } : {}),
    ...(postcode ? { postcode: postcode.toUpperCase() } : {}),
  };
}

/** Form values from anything posted (a urlencoded body, a JSON body): unknown fields dropped, non-strings as ''. */
export function repairFormValuesOf(body: unknown): RepairFormValues {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = { ...EMPTY_REPAIR_FORM };
  for (const field of Object.keys(values) as RepairField[]) {
    const value = source[field];
    // Cut far above every limit: a huge field is refused as too long, not carried around.
    if (typeof value === 'string') values[field] = value.slice(0, 5000);
  }
  return values;
}
