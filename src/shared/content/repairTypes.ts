/** Repair requests and service centres (docs/behaviour.md §2). */
import type { z } from 'zod';
import type * as repair from './schemas/repair';
import type { SerialNumberFormat } from './serialNumberCheckerTypes';

/** The form's fields, in form order (the error summary lists them in this order). */
export const REPAIR_FIELDS = ['productModel', 'serialNumber', 'fault', 'name', 'email', 'phone', 'postcode'] as const;
export type RepairField = (typeof REPAIR_FIELDS)[number];

/** Field limits, shared by the form (instant messages) and the content service (the authority). */
export const REPAIR_LIMITS = {
  productModel: { max: 40 },
  fault: { min: 20, max: 2000 },
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 6, max: 30 },
  postcode: { max: 12 },
} as const;

/**
 * The serial number printed on the rating label of every product of the demo catalogue: 7 to 12
 * letters and digits once spaces and dashes are removed (shared/serialNumberFormat.ts).
 */
export const REPAIR_SERIAL_FORMAT: SerialNumberFormat = { minLength: 7, maxLength: 12, charset: 'alphanumeric' };

/** 'R-7Q2M-9X4D': Crockford base32 without I, L, O, U, so it can be read out over the phone. */
export const REPAIR_REFERENCE_PATTERN = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** POST /repair-requests body. */
export interface RepairRequestInput {
  productModel: string;
  serialNumber: string;
  fault: string;
  name: string;
  email: string;
  /** Optional: '' or absent when the visitor prefers e-mail. */
  phone?: string;
  /** Optional: helps the support team pick a service centre. */
  postcode?: string;
}

/** POST /repair-requests answer and GET /repair-requests/{reference}: no personal data. */
export type RepairRequestResult = z.infer<typeof repair.repairRequestResultSchema>;

/** Why a field was refused; the site shows its own localised message for each. */
export type RepairFieldProblem = 'required' | 'too-short' | 'too-long' | 'invalid' | 'unknown-model';

/** One service centre (the demo's: demo/content/serviceCentres.json). */
export type ServiceCentre = z.infer<typeof repair.serviceCentreSchema>;

/** GET /service-centres?query answer. */
export type ServiceCentreSearchResult = z.infer<typeof repair.serviceCentreSearchResultSchema>;

export const SERVICE_CENTRE_QUERY_MAX = 60;
