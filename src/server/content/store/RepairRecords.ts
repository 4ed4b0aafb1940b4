import { randomBytes } from 'node:crypto';

/** Repair requests as the write store keeps them (docs/behaviour.md §2 POST /repair-requests). */
export interface NewRepairRequest {
  locale: string;
  /** Model number as the catalogue spells it, and the product's slug. */
  productModel: string;
  productName: string;
  /** Normalised: letters upper case, no spaces or dashes. */
  serialNumber: string;
  fault: string;
  name: string;
  email: string;
  phone: string | null;
  postcode: string | null;
  createdAt: string;
}

export interface StoredRepairRequest extends NewRepairRequest {
  reference: string;
  status: 'received';
}

// Crockford's base32 without I, L, O, U: read out over the phone without mix-ups.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'R-7Q2M-9X4D': 40 random bits, so references can be neither guessed nor enumerated within the
 * write rate limit, and short enough to read out over the phone (ADR 031).
 */
export function newRepairReference(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `R-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export interface RepairRequestRow {
  reference: string;
  created_at: string;
  locale: string;
  product_model: string;
  product_name: string;
  serial_number: string;
  fault: string;
  name: string;
  email: string;
  phone: string | null;
  postcode: string | null;
  status: 'received';
}

export const REPAIR_COLUMNS =
  'reference, created_at, locale, product_model, product_name, serial_number, fault, name, email, phone, postcode, status';

export function toRepairRequest(row: RepairRequestRow): StoredRepairRequest {
  return {
    reference: row.reference,
    createdAt: row.created_at,
    locale: row.locale,
    productModel: row.product_model,
    productName: row.product_name,
    serialNumber: row.serial_number,
    fault: row.fault,
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    status: row.status,
  };
}
