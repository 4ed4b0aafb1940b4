/** ASC portal accounts; user names compare case-insensitively. Not part of the catalogue. */
export default `
CREATE TABLE asc_accounts (
  id ctext PRIMARY KEY,
  username ctext NOT NULL,
  display_name ctext NOT NULL,
  role ctext NOT NULL,
  grants ctext NOT NULL DEFAULT '[]',
  password_hash ctext NOT NULL,
  profile ctext NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX asc_accounts_username ON asc_accounts (lower(username));
`;
