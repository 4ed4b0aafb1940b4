import type Database from 'better-sqlite3';
import { newTicketId, TICKET_COLUMNS as COLUMNS, toTicket, type NewTicket, type StoredTicket, type TicketRow } from '../../TicketRecords';
import { keyedCreate } from './keyedCreate';

type Params = Record<string, string | number | null>;

/**
 * The ticket statements of the write store, prepared once. A ticket is written in one IMMEDIATE
 * transaction; with an idempotency key the insert is at most once per key, and a repeat reads back
 * the ticket the first request stored.
 */
export function prepareTicketWrites(db: Database.Database) {
  const insert = db.prepare<Params, TicketRow>(
    `INSERT INTO tickets (${COLUMNS}, idempotency_key)
     VALUES (@ticketId, @createdAt, @locale, @name, @email, @productModel, @productName, @serialNumber, @issueCategory, @description, 'open', @key)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
  );
  const byKey = db.prepare<Params, TicketRow>(`SELECT ${COLUMNS} FROM tickets WHERE idempotency_key = @key`);
  const byId = db.prepare<Params, TicketRow>(`SELECT ${COLUMNS} FROM tickets WHERE ticket_id = @ticketId`);
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM tickets');

  const create = db.transaction((ticket: NewTicket, key: string | null): { ticket: StoredTicket; created: boolean } => {
    const { row, created } = keyedCreate(
      {
        byKey: (k) => byKey.get({ key: k }),
        idTaken: (ticketId) => byId.get({ ticketId }) !== undefined,
        insert: (ticketId) => insert.get({ ...ticket, ticketId, key }),
        newId: newTicketId,
        // A ticket id is 50 random bits; a clash is practically impossible but costs only a retry.
        attempts: 3,
        what: 'a ticket id',
      },
      key,
    );
    return { ticket: toTicket(row), created };
  });

  return {
    create: (ticket: NewTicket, key: string | null) => create.immediate(ticket, key),
    get: (ticketId: string): StoredTicket | null => {
      const row = byId.get({ ticketId });
      return row ? toTicket(row) : null;
    },
    count: (): number => count.get()?.n ?? 0,
  };
}

export type TicketWrites = ReturnType<typeof prepareTicketWrites>;
