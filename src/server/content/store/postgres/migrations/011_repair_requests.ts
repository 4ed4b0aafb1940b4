/**
 * Repair requests (docs/behaviour.md §2): visitor writes like tickets, never touched when the
 * catalogue is rebuilt. Same columns as the SQLite write database (store/sqlite/writes/writesSchema.ts).
 */
export default `
CREATE TABLE repair_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference ctext NOT NULL UNIQUE,
  created_at ctext NOT NULL,
  locale ctext NOT NULL,
  product_model ctext NOT NULL,
  product_name ctext NOT NULL,
  serial_number ctext NOT NULL,
  fault ctext NOT NULL,
  name ctext NOT NULL,
  email ctext NOT NULL,
  phone ctext,
  postcode ctext,
  status ctext NOT NULL DEFAULT 'received' CHECK (status IN ('received')),
  idempotency_key ctext UNIQUE
);
CREATE INDEX repair_requests_created ON repair_requests (created_at);
`;
