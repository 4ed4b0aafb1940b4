import type Database from 'better-sqlite3';
import {
  newRepairReference,
  REPAIR_COLUMNS,
  toRepairRequest,
  type NewRepairRequest,
  type RepairRequestRow,
  type StoredRepairRequest,
} from '../../RepairRecords';

import { keyedCreate } from './keyedCreate';

type Params = Record<string, string | number | null>;

/**
 * The repair-request statements of the write store, prepared once. Like tickets: one IMMEDIATE
 * transaction per request; with an idempotency key at most one row per key, and a repeat reads back
 * the request the first call stored.
 */
export function prepareRepairWrites(db: Database.Database) {
  const insert = db.prepare<Params, RepairRequestRow>(
    `INSERT INTO repair_requests (${REPAIR_COLUMNS}, idempotency_key)
     VALUES (@reference, @createdAt, @locale, @productModel, @productName, @serialNumber, @fault, @name, @email, @phone, @postcode, 'received', @key)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${REPAIR_COLUMNS}`,
  );
  const byKey = db.prepare<Params, RepairRequestRow>(`SELECT ${REPAIR_COLUMNS} FROM repair_requests WHERE idempotency_key = @key`);
  const byReference = db.prepare<Params, RepairRequestRow>(`SELECT ${REPAIR_COLUMNS} FROM repair_requests WHERE reference = @reference`);
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM repair_requests');

  const create = db.transaction((request: NewRepairRequest, key: string | null): { request: StoredRepairRequest; created: boolean } => {
    const { row, created } = keyedCreate(
      {
        byKey: (k) => byKey.get({ key: k }),
        idTaken: (reference) => byReference.get({ reference }) !== undefined,
        insert: (reference) => insert.get({ ...request, reference, key }),
        newId: newRepairReference,
        // 40 random bits: a clash is very unlikely but costs only another draw.
        attempts: 5,
        what: 'a repair reference',
      },
      key,
    );
    return { request: toRepairRequest(row), created };
  });

  return {
    create: (request: NewRepairRequest, key: string | null) => create.immediate(request, key),
    get: (reference: string): StoredRepairRequest | null => {
      const row = byReference.get({ reference });
      return row ? toRepairRequest(row) : null;
    },
    count: (): number => count.get()?.n ?? 0,
  };
}

export type RepairWrites = ReturnType<typeof prepareRepairWrites>;
