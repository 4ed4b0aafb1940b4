/**
 * A category listed under a second parent as well, as SQLite's category_links
 * (docs/decisions/044-category-in-several-places.md). A catalogue loaded before has no links: its
 * dataset version is cleared so it is loaded again (an imported one keeps its version).
 */
export default `
CREATE TABLE category_links (
  parent_name TEXT NOT NULL REFERENCES categories(name),
  child_name TEXT NOT NULL REFERENCES categories(name),
  PRIMARY KEY (parent_name, child_name)
);
DELETE FROM meta WHERE key = 'dataset_version' AND value NOT LIKE 'import:%';
`;
