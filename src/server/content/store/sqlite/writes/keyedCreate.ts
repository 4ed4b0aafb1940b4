/**
 * A record created at most once per idempotency key under a fresh random public id (a ticket id, a
 * repair reference): the same key answers the record stored first (`created: false`); an id already
 * taken is drawn again a few times. Tickets and repair requests share it; it runs inside the caller's
 * IMMEDIATE transaction, so two requests with one key cannot both insert.
 */
export function keyedCreate<Row>(
  steps: {
    byKey(key: string): Row | undefined;
    idTaken(id: string): boolean;
    /** The new row, or undefined when the key's row appeared meanwhile (ON CONFLICT DO NOTHING). */
    insert(id: string): Row | undefined;
    newId(): string;
    attempts: number;
    /** For the error when no free id was drawn: 'a ticket id'. */
    what: string;
  },
  key: string | null,
): { row: Row; created: boolean } {
  if (key !== null) {
    const existing = steps.byKey(key);
    if (existing) return { row: existing, created: false };
  }
  for (let attempt = 0; attempt < steps.attempts; attempt += 1) {
    const id = steps.newId();
    if (steps.idTaken(id)) continue;
    const row = steps.insert(id);
    if (row) return { row, created: true };
  }
  throw new Error(`could not allocate ${steps.what}`);
}
