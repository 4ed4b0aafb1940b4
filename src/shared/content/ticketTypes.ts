import type { z } from 'zod';
import type * as misc from './schemas/misc';

/** Support tickets (docs/behaviour.md §3 ticket state `result`, §7 POST /create-ticket). */

/** What a support request can be about; the support team routes requests by it. */
export const ISSUE_CATEGORIES = [
  'power',
  'picture',
  'sound',
  'connectivity',
  'software',
  'remote-control',
  'accessories',
  'damage-repair',
  'other',
] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

/** Field limits, shared by the form (instant messages) and the content service (the authority). */
export const TICKET_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  productModel: { max: 40 },
  serialNumber: { min: 4, max: 30 },
  description: { min: 20, max: 4000 },
  idempotencyKey: { max: 100 },
} as const;

export const TICKET_FIELDS = ['name', 'email', 'productModel', 'serialNumber', 'issueCategory', 'description'] as const;
export type TicketField = (typeof TICKET_FIELDS)[number];

/** POST /create-ticket body. */
export interface TicketRequest {
  name: string;
  email: string;
  productModel: string;
  /** Optional; '' or absent when the visitor does not have it. */
  serialNumber?: string;
  issueCategory: IssueCategory;
  description: string;
}

/** POST /create-ticket answer, stored as the ticket state's `result`. */
export type TicketResult = z.infer<typeof misc.ticketResultSchema>;

/** Why a field was refused; the site shows its own localised message for each. */
export type TicketFieldProblem = 'required' | 'too-short' | 'too-long' | 'invalid' | 'unknown-model';
