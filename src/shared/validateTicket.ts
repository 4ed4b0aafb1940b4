import {
  ISSUE_CATEGORIES,
  TICKET_LIMITS,
  type TicketField,
  type TicketFieldProblem,
  type TicketRequest,
} from './content/ticketTypes';

/*
 * The support form's field rules, written once for the form's instant messages. The content service
 * applies the same limits (ticketTypes.ts) in its own schema and stays the authority: it also knows
 * whether a model number exists.
 */

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
// Model numbers are letters, digits and separators ('AT-55X89J', 'ALC 7M4').
export const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export type TicketProblems = Partial<Record<TicketField, TicketFieldProblem>>;

export type TicketInput = Record<TicketField, string>;

function length(value: string, min: number, max: number): TicketFieldProblem | undefined {
  if (value.length === 0) return 'required';
  if (value.length < min) return 'too-short';
  if (value.length > max) return 'too-long';
  return undefined;
}

/** Problems of each field, in form order; an empty object means the request can be sent. */
export function validateTicket(input: TicketInput): TicketProblems {
  const problems: TicketProblems = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const model = input.productModel.trim();
  const serial = input.serialNumber.trim();
  const description = input.description.trim();

  const nameProblem = length(name, TICKET_LIMITS.name.min, TICKET_LIMITS.name.max);
  if (nameProblem) problems.name = nameProblem;

  if (email === '') problems.email = 'required';
  else if (email.length > TICKET_LIMITS.email.max) problems.email = 'too-long';
  else if (!EMAIL_PATTERN.test(email)) problems.email = 'invalid';

  if (model === '') problems.productModel = 'required';
  else if (model.length > TICKET_LIMITS.productModel.max) problems.productModel = 'too-long';
  else if (!MODEL_PATTERN.test(model)) problems.productModel = 'invalid';

  if (serial !== '') {
    if (serial.length < TICKET_LIMITS.serialNumber.min) problems.serialNumber = 'too-short';
    else if (serial.length > TICKET_LIMITS.serialNumber.max) problems.serialNumber = 'too-long';
    else if (!SERIAL_PATTERN.test(serial)) problems.serialNumber = 'invalid';
  }

  if (input.issueCategory === '') problems.issueCategory = 'required';
  else if (!(ISSUE_CATEGORIES as readonly string[]).includes(input.issueCategory)) problems.issueCategory = 'invalid';

  const descriptionProblem = length(description, TICKET_LIMITS.description.min, TICKET_LIMITS.description.max);
  if (descriptionProblem) problems.description = descriptionProblem;

  return problems;
}

/** The request body of a valid form: trimmed, the optional serial number left out when empty. */
export function ticketRequestOf(input: TicketInput): TicketRequest {
  const serial = input.serialNumber.trim();
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    productModel: input.productModel.trim(),
    ...(serial ? { serialNumber: serial } : {}),
    issueCategory: input.issueCategory as TicketRequest['issueCategory'],
    description: input.description.trim(),
  };
}
