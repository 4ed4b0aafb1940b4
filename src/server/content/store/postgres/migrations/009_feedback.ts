/**
 * "Did this help?" answers (ADR 028): one row per page view that answered (view_key UNIQUE). Same
 * columns as the SQLite write database (store/sqlite/writes/writesSchema.ts); helpful is 0 or 1
 * there and here, so both stores run the same grouping statements.
 */
export default `
CREATE TABLE content_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at ctext NOT NULL,
  locale ctext NOT NULL,
  content_kind ctext NOT NULL CHECK (content_kind IN ('article', 'software', 'download')),
  content_id ctext NOT NULL,
  helpful smallint NOT NULL CHECK (helpful IN (0, 1)),
  reason ctext CHECK (reason IN ('out-of-date', 'did-not-solve', 'hard-to-follow', 'wrong-product', 'other')),
  comment ctext,
  page_type ctext,
  view_key ctext NOT NULL UNIQUE
);
CREATE INDEX content_feedback_item ON content_feedback (content_kind, content_id, helpful);
CREATE INDEX content_feedback_received ON content_feedback (received_at);
`;
