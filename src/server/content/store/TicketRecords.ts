import { randomBytes } from 'node:crypto';

/** Support tickets as the write store keeps them (docs/behaviour.md §7 POST /create-ticket). */
export interface NewTicket {
  locale: string;
  name: string;
  email: string;
  /** Model number as the catalogue spells it, and the product's slug. */
  productModel: string;
  productName: string;
  serialNumber: string | null;
  issueCategory: string;
  description: string;
  createdAt: string;
}

export interface StoredTicket extends NewTicket {
  ticketId: string;
  status: 'open';
}

// Crockford's base32 without I, L, O, U: read out over the phone without mix-ups.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'AUR-7Q2M9X4D3K': 50 random bits, so ids can be neither guessed nor enumerated. */
export function newTicketId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % 32];
  return `AUR-${id}`;
}

/** A ticket as both stores' tables hold it (the same columns on SQLite and PostgreSQL). */
export interface TicketRow {
  ticket_id: string;
  created_at: string;
  locale: string;
  name: string;
  email: string;
  product_model: string;
  product_name: string;
  serial_number: string | null;
  issue_category: string;
  description: string;
  status: 'open';
}

export const TICKET_COLUMNS =
  'ticket_id, created_at, locale, name, email, product_model, product_name, serial_number, issue_category, description, status';

export function toTicket(row: TicketRow): StoredTicket {
  return {
    ticketId: row.ticket_id,
    createdAt: row.created_at,
    locale: row.locale,
    name: row.name,
    email: row.email,
    productModel: row.product_model,
    productName: row.product_name,
    serialNumber: row.serial_number,
    issueCategory: row.issue_category,
    description: row.description,
    status: row.status,
  };
}
