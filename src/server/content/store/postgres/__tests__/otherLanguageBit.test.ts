/**
 * Migration 018 marks, in place, the search ids of rows whose text is in another language than their
 * locale's (docs/decisions/060-the-visitors-language-first.md): a catalogue loaded before it must end
 * with the ids a load by this version gives.
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import { fixture } from '../../__tests__/support/fixtureCatalogue';
import { createPool, ensurePostgres } from '..';
import otherLanguageBit from '../migrations/018_other_language_bit';
import { isOtherLanguage } from '../../sqlite/search/searchSchema';

describePostgres(
  'PostgreSQL search ids of rows in another language',
  (url) => ensurePostgres(url, { log: () => undefined, version: 'v1', dataset: () => fixture('v1') }),
  (database) => {
    it('marks the English text a German page lists, in a load and in the migration of an older load alike', async () => {
      const pool = createPool(database.url);
      const ids = async () =>
        (await pool.query<{ id: string; locale: string; title: string }>('SELECT d.id, d.locale, c.title FROM search_docs d JOIN content c ON c.rowid = d.content_rowid ORDER BY d.id')).rows.map(
          (r) => ({ id: Number(r.id), locale: r.locale, title: r.title }),
        );
      try {
        const loaded = await ids();
        const marked = loaded.filter((r) => isOtherLanguage(r.id)).map((r) => `${r.locale} ${r.title}`);
        // 'Picture settings explained' and the hum articles have no German text: German pages list them in English.
        const hum = (locale: string) => [`${locale} Hum, hum and more hum`, `${locale} Reduce a hum`, `${locale} Hum after connecting`];
        expect(marked).toEqual(['de_DE Picture settings explained', ...hum('de_DE'), 'fr_FR Picture settings explained', ...hum('fr_FR'), 'fr_FR Speaker crackle']);
        // The ids as a version before the bit wrote them, then the migration.
        await pool.query('UPDATE search_docs SET id = id - 64 WHERE (id & 64) <> 0');
        expect((await ids()).some((r) => isOtherLanguage(r.id))).toBe(false);
        await pool.query(otherLanguageBit);
        expect(await ids()).toEqual(loaded);
        // Run again (it never is, but a second run must change nothing).
        await pool.query(otherLanguageBit);
        expect(await ids()).toEqual(loaded);
        // A catalogue of 64 types or more cannot take the bit: refused, untouched.
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(`UPDATE search_docs SET type_code = 64, id = id - 64 WHERE (id & 64) <> 0 AND locale = 'fr_FR'`);
          await expect(client.query(otherLanguageBit)).rejects.toThrow(/64 content types or more: import the catalogue again/);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
        expect(await ids()).toEqual(loaded);
      } finally {
        await pool.end();
      }
    });
  },
  120_000,
);
