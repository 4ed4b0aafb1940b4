/**
 * Version numbers are part of a row's grouping key (search/collapse.ts VERSION, ADR 040 update 3):
 * keys made before dropped them as model numbers, so firmware files of different versions were
 * grouped as copies of one text. The key is computed in the application, as in 013: a catalogue
 * loaded from the demo data has its dataset version cleared and is loaded again (its rows are
 * replaced, so they are left as they are here). An imported one keeps its rows, without keys: its
 * results are grouped by comparing snippets, which keep version numbers, until it is imported again.
 */
export default `
UPDATE content SET group_key = NULL
 WHERE group_key IS NOT NULL
   AND EXISTS (SELECT 1 FROM meta WHERE key = 'dataset_version' AND value LIKE 'import:%');
DELETE FROM meta WHERE key = 'dataset_version' AND value NOT LIKE 'import:%';
`;
