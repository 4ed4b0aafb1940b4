/**
 * Each content row's grouping key, as SQLite's (search/groupKey.ts,
 * docs/decisions/040-scannable-search-results.md): a search groups copies of one text for several
 * models by it instead of comparing each result's snippet. The key is computed in the application,
 * so a catalogue loaded before has its dataset version cleared and is loaded again (an imported
 * one keeps its version and its rows no key: those are grouped by comparing snippets, as before).
 */
export default `
ALTER TABLE content ADD COLUMN group_key TEXT;
DELETE FROM meta WHERE key = 'dataset_version' AND value NOT LIKE 'import:%';
`;
