import type pg from 'pg';
import { LOCALES, languageOf, type Locale } from '../../../../shared/locale';
import type { Dataset, DatasetContent } from '../../Dataset';
import { learnBoilerplate } from '../../search/boilerplate';
import { familyModels, grouper } from '../../search/groupKey';
import { indexedModelText, modelKey, productKeys } from '../../search/modelKey';
import { indexedText } from '../../search/searchLanguage';
import { foldAccents } from '../../search/spelling';
import { SYNONYM_SETS } from '../../search/synonymSets';
import { words } from '../../search/tokens';
import { SEARCH_TYPE_MASK as TYPE_MASK, searchIdOf } from '../sqlite/search/searchSchema';
import { FAMILY_LINKS } from '../familyLinks';
import { TS_CONFIG } from './searchConfig';

// Search ids: seq * 128 + other language * 64 + content type code, as in the SQLite index (one layout for both stores).
const BATCH = 5_000;
/** Separates list items packed into one text value (never part of a name or facet value). */
const SEP = '\u001f';

const CATALOGUE_TABLES = [
  'meta', 'file_pages', 'files', 'categories', 'category_texts', 'category_closure', 'category_links', 'products', 'product_texts', 'product_keys', 'product_words',
  'content', 'content_locale', 'content_products', 'content_scope', 'content_facets', 'popular_queries', 'family_links',
  'search_docs', 'search_types', 'search_filters', 'search_terms', 'synonyms',
];

type Column = [name: string, type: string];

/** Batched INSERT ... SELECT FROM unnest(arrays): one round trip per few thousand rows. */
async function insertRows(
  client: pg.PoolClient,
  table: string,
  columns: Column[],
  rows: unknown[][],
  select?: { targets: string; values: string },
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const arrays = columns.map((_, i) => chunk.map((row) => row[i]));
    const unnest = `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS r(${columns.map(([name]) => name).join(', ')})`;
    const targets = select?.targets ?? columns.map(([name]) => name).join(', ');
    const values = select?.values ?? columns.map(([name]) => `r.${name}`).join(', ');
    await client.query(`INSERT INTO ${table} (${targets}) SELECT ${values} FROM ${unnest}`, arrays);
  }
}

/** Which row of each family a locale shows: its own, then its language, then English, then any. */
function pickRow(rows: DatasetContent[], locale: Locale): DatasetContent {
  const language = languageOf(locale);
  return (
    rows.find((r) => r.locale === locale) ??
    rows.find((r) => r.language === language) ??
    rows.find((r) => r.locale === 'en_GB') ??
    rows.find((r) => r.language === 'en') ??
    rows[0]
  );
}

function uniqueBy<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * Replaces the whole catalogue with `dataset` inside the caller's transaction: the same rows and
 * derived tables as the SQLite loader (store/sqlite/loadDataset.ts), written with batched
 * inserts. Visitor writes and accounts are not touched.
 */
export async function loadDataset(client: pg.PoolClient, dataset: Dataset): Promise<void> {
  await client.query(`TRUNCATE ${CATALOGUE_TABLES.join(', ')}`);

  const files = uniqueBy(dataset.files, (f) => f.id);
  await insertRows(
    client,
    'files',
    [['id', 'text'], ['name', 'text'], ['media_type', 'text'], ['disposition', 'text'], ['sha256', 'text'], ['size', 'int'], ['bytes', 'bytea']],
    files.map((f) => [f.id, f.name, f.mediaType, f.disposition, f.sha256, f.bytes.length, f.bytes]),
  );
  await insertRows(
    client,
    'file_pages',
    [['file_id', 'text'], ['page', 'int'], ['text', 'text']],
    files.flatMap((f) => (f.pages ?? []).map((text, i) => [f.id, i + 1, text])),
  );

  // Categories and their closure.
  const parentOf = new Map(dataset.categories.map((c) => [c.name, c.parentName]));
  const ancestorsOf = (category: string): string[] => {
    const list: string[] = [];
    for (let a: string | null | undefined = category; a; a = parentOf.get(a)) list.push(a);
    return list;
  };
  await insertRows(
    client,
    'categories',
    [['name', 'text'], ['parent_name', 'text'], ['position', 'int'], ['color', 'text'], ['image_file_id', 'text']],
    dataset.categories.map((c) => [c.name, c.parentName, c.position, c.color, c.imageFileId]),
  );
  await insertRows(
    client,
    'category_links',
    [['parent_name', 'text'], ['child_name', 'text']],
    dataset.categories.flatMap((c) => [...new Set(c.alsoUnder ?? [])].map((parent) => [parent, c.name])),
  );
  await insertRows(
    client,
    'category_texts',
    [['category_name', 'text'], ['locale', 'text'], ['display_name', 'text'], ['description', 'text']],
    dataset.categories.flatMap((c) => Object.entries(c.texts).map(([locale, t]) => [c.name, locale, t.displayName, t.description])),
  );
  await insertRows(
    client,
    'category_closure',
    [['ancestor', 'text'], ['descendant', 'text'], ['depth', 'int']],
    dataset.categories.flatMap((c) => ancestorsOf(c.name).map((a, depth) => [a, c.name, depth])),
  );

  // Products, their keys and name words.
  await insertRows(
    client,
    'products',
    [['name', 'text'], ['model_number', 'text'], ['model_key', 'text'], ['category_name', 'text'], ['series', 'text'], ['release_date', 'text'], ['popularity', 'int'], ['image_file_id', 'text'], ['colour', 'text'], ['attrs', 'text']],
    dataset.products.map((p) => [p.name, p.modelNumber, modelKey(p.modelNumber), p.categoryName, p.series, p.releaseDate, p.popularity, p.imageFileId, p.colour, JSON.stringify(p.attrs)]),
  );
  await insertRows(
    client,
    'product_texts',
    [['product_name', 'text'], ['locale', 'text'], ['display_name', 'text'], ['description', 'text']],
    dataset.products.flatMap((p) => Object.entries(p.texts).map(([locale, t]) => [p.name, locale, t.displayName, t.description])),
  );
  await insertRows(
    client,
    'product_keys',
    [['key', 'text'], ['product_name', 'text'], ['exact', 'boolean']],
    uniqueBy(
      dataset.products.flatMap((p) => productKeys(p.modelNumber, p.series).map(({ key, exact }) => [key, p.name, exact])),
      (r) => `${r[0]}${SEP}${r[1]}`,
    ),
  );
  await insertRows(
    client,
    'product_words',
    [['locale', 'text'], ['word', 'text'], ['product_name', 'text']],
    uniqueBy(
      dataset.products.flatMap((p) =>
        Object.entries(p.texts).flatMap(([locale, t]) => words(`${t.displayName} ${p.modelNumber}`).filter((w) => w.length >= 2).map((w) => [locale, w, p.name])),
      ),
      (r) => r.join(SEP),
    ),
  );

  // Content rows, numbered in dataset order; relations from each family's first row.
  const rowIds = new Map<string, number>();
  dataset.content.forEach((c, i) => rowIds.set(c.id, i + 1));
  // Each row's grouping key, as the SQLite store's (search/groupKey.ts).
  const groupKey = grouper();
  const modelsOf = familyModels(dataset);
  await insertRows(
    client,
    'content',
    [['rowid', 'int'], ['id', 'text'], ['family_id', 'text'], ['content_type', 'text'], ['locale', 'text'], ['language', 'text'], ['title', 'text'], ['summary', 'text'], ['body', 'text'], ['published', 'text'], ['channel', 'text'], ['access_level', 'text'], ['popularity', 'int'], ['file_id', 'text'], ['attrs', 'text'], ['group_key', 'text']],
    dataset.content.map((c) => [rowIds.get(c.id), c.id, c.familyId, c.contentType, c.locale, c.language, c.title, c.summary, c.body, c.published, c.channel, c.accessLevel, c.popularity, c.fileId, JSON.stringify(c.attrs), groupKey(c, modelsOf(c))]),
  );
  const families = new Map<string, DatasetContent[]>();
  for (const c of dataset.content) {
    const list = families.get(c.familyId);
    if (list) list.push(c);
    else families.set(c.familyId, [c]);
  }
  const firstRows = [...families.values()].map((rows) => rows[0]);
  // Copied into content_products and content_scope for the listing indexes (migration 007).
  const popularityOf = new Map(dataset.products.map((p) => [p.name, p.popularity]));
  await insertRows(
    client,
    'content_products',
    [['product_name', 'text'], ['family_id', 'text'], ['product_popularity', 'int']],
    uniqueBy(
      firstRows.flatMap((c) => c.productNames.map((p) => [p, c.familyId, popularityOf.get(p) ?? 0])),
      (r) => `${r[0]}${SEP}${r[1]}`,
    ),
  );
  // Each family's most popular products, one row per family (store/familyLinks.ts), ranked as productsOfContent ranks them.
  await client.query(
    `INSERT INTO family_links (family_id, links)
     SELECT family_id, json_agg(json_build_array(name, model_number, category_name) ORDER BY n)::text
     FROM (
       SELECT cp.family_id, p.name, p.model_number, p.category_name,
              row_number() OVER (PARTITION BY cp.family_id ORDER BY cp.product_popularity DESC, cp.product_name) AS n
       FROM content_products cp JOIN products p ON p.name = cp.product_name
     ) ranked
     WHERE n <= $1
     GROUP BY family_id`,
    [FAMILY_LINKS],
  );
  const facetsOf = new Map<string, Array<[string, string]>>();
  for (const c of firstRows) {
    const facets = uniqueBy(c.facets, ([f, v]) => `${f}${SEP}${v}`).sort(([f1, v1], [f2, v2]) => (f1 < f2 ? -1 : f1 > f2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0));
    facetsOf.set(c.familyId, facets);
  }
  await insertRows(
    client,
    'content_facets',
    [['family_id', 'text'], ['facet', 'text'], ['value', 'text']],
    [...facetsOf].flatMap(([family, facets]) => facets.map(([f, v]) => [family, f, v])),
  );

  // Which row each locale shows.
  const visible = new Map<Locale, DatasetContent[]>();
  const localeRows: unknown[][] = [];
  for (const locale of LOCALES) {
    const list: DatasetContent[] = [];
    for (const [familyId, rows] of families) {
      const row = pickRow(rows, locale);
      localeRows.push([locale, familyId, rowIds.get(row.id), row.contentType, row.popularity]);
      list.push(row);
    }
    visible.set(locale, list);
  }
  await insertRows(
    client,
    'content_locale',
    [['locale', 'text'], ['family_id', 'text'], ['content_rowid', 'int'], ['content_type', 'text'], ['popularity', 'int']],
    localeRows,
  );

  // Scopes: products and every ancestor category of their categories, plus listed categories.
  const categoryOf = new Map(dataset.products.map((p) => [p.name, p.categoryName]));
  const scopesOf = new Map<string, string[]>();
  for (const c of firstRows) {
    const scopes = new Set<string>();
    for (const product of c.productNames) {
      scopes.add(product);
      const category = categoryOf.get(product);
      if (category) for (const a of ancestorsOf(category)) scopes.add(a);
    }
    for (const category of c.categoryNames) for (const a of ancestorsOf(category)) scopes.add(a);
    scopesOf.set(c.familyId, [...scopes].sort());
  }
  await insertRows(
    client,
    'content_scope',
    [['scope', 'text'], ['family_id', 'text'], ['content_type', 'text']],
    [...scopesOf].flatMap(([family, scopes]) => scopes.map((s) => [s, family, families.get(family)![0].contentType])),
  );

  await buildSearchIndex(client, dataset, visible, facetsOf, scopesOf, rowIds);

  await insertRows(
    client,
    'popular_queries',
    [['locale', 'text'], ['query', 'text'], ['weight', 'int']],
    // A repeated query keeps its last weight, as INSERT OR REPLACE does in SQLite.
    [...new Map(dataset.popularQueries.map((q) => [`${q.locale}${SEP}${q.text.toLowerCase()}`, [q.locale, q.text.toLowerCase(), q.weight]])).values()],
  );
  await client.query("INSERT INTO meta (key, value) VALUES ('dataset_version', $1)", [dataset.version]);
}

async function buildSearchIndex(
  client: pg.PoolClient,
  dataset: Dataset,
  visible: ReadonlyMap<Locale, DatasetContent[]>,
  facetsOf: ReadonlyMap<string, Array<[string, string]>>,
  scopesOf: ReadonlyMap<string, string[]>,
  rowIds: ReadonlyMap<string, number>,
): Promise<void> {
  const searchable = (row: DatasetContent) => row.accessLevel === 'public' && row.searchable !== false;
  const types = [...new Set([...visible.values()].flatMap((rows) => rows.filter(searchable).map((r) => r.contentType)))].sort();
  if (types.length > TYPE_MASK) throw new Error(`The search index holds at most ${TYPE_MASK} content types, got ${types.length}`);
  const codeOf = new Map(types.map((t, i) => [t, i + 1]));
  await insertRows(client, 'search_types', [['code', 'int'], ['content_type', 'text']], types.map((t, i) => [i + 1, t]));

  const facetNames = [...new Set([...facetsOf.values()].flatMap((list) => list.map(([facet]) => facet)))].sort();
  const filters = new Map<string, unknown[]>();
  const productOf = new Map(dataset.products.map((p) => [p.name, p]));
  const productsOf = (names: readonly string[]) => names.flatMap((name) => productOf.get(name) ?? []);
  let seq = 0;
  for (const locale of LOCALES) {
    const rows = (visible.get(locale) ?? []).filter(searchable).sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const docs: unknown[][] = [];
    const vocabulary = new Map<string, number>();
    // As in the SQLite index: sentences printed in many documents are kept apart (weight C, no
    // rank) and matched only by searches within a product or category (searchConfig.ts).
    const boilerplate = learnBoilerplate(rows.map((row) => `${row.summary}\n${row.body}`));
    for (const row of rows) {
      seq += 1;
      const facets = facetsOf.get(row.familyId) ?? [];
      for (const [facet, value] of facets) filters.set(`facet${SEP}${facet}${SEP}${value}`, ['facet', facet, value]);
      const lacking = facetNames.filter((f) => !facets.some(([facet]) => facet === f));
      for (const f of lacking) filters.set(`nofacet${SEP}${f}`, ['nofacet', f, '']);
      for (const scope of scopesOf.get(row.familyId) ?? []) filters.set(`scope${SEP}${scope}`, ['scope', scope, '']);
      const text = boilerplate.split(`${row.summary}\n${row.body}`, row.contentType);
      docs.push([
        searchIdOf(seq, codeOf.get(row.contentType) ?? 0, row.language !== languageOf(locale)),
        rowIds.get(row.id),
        (scopesOf.get(row.familyId) ?? []).join(SEP),
        facets.map(([f, v]) => `${f}=${v}`).join(SEP),
        [...new Set(facets.map(([f]) => f))].join(SEP),
        // German and French words in the form queries bring them (Snowball-stemmed, accents folded).
        indexedText(locale, row.title),
        indexedModelText(row.keywords, productsOf(row.productNames)),
        indexedText(locale, text.own),
        indexedText(locale, text.boilerplate),
      ]);
      for (const word of words(`${row.title} ${row.title} ${row.summary} ${row.body}`)) {
        if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
    const config = TS_CONFIG[locale];
    await insertRows(
      client,
      'search_docs',
      [['id', 'bigint'], ['content_rowid', 'int'], ['scopes', 'text'], ['facets', 'text'], ['facet_names', 'text'], ['title', 'text'], ['models', 'text'], ['body', 'text'], ['boilerplate', 'text']],
      docs,
      {
        targets: 'id, locale, type_code, content_rowid, scopes, facets, facet_names, tsv',
        values: `r.id, '${locale}', (r.id & ${TYPE_MASK})::int, r.content_rowid,
          string_to_array(r.scopes, E'\\x1f'), string_to_array(r.facets, E'\\x1f'), string_to_array(r.facet_names, E'\\x1f'),
          setweight(to_tsvector('${config}', r.title), 'A') || setweight(to_tsvector('support_codes', r.models), 'B')
            || setweight(to_tsvector('${config}', r.body), 'D') || setweight(to_tsvector('${config}', r.boilerplate), 'C')`,
      },
    );
    await insertRows(
      client,
      'search_terms',
      [['locale', 'text'], ['term', 'text'], ['weight', 'int'], ['folded', 'text'], ['spellable', 'boolean']],
      [...vocabulary].map(([term, weight]) => [locale, term, weight, foldAccents(term), !/\d/.test(term)]),
    );
  }
  await insertRows(client, 'search_filters', [['kind', 'text'], ['name', 'text'], ['value', 'text']], [...filters.values()]);

  const sets = [
    ...LOCALES.flatMap((locale) => SYNONYM_SETS[locale].map((phrases) => ({ locale, phrases: [...phrases] }))),
    ...(dataset.synonyms ?? []),
  ];
  await insertRows(
    client,
    'synonyms',
    [['locale', 'text'], ['set_id', 'int'], ['phrase', 'text']],
    uniqueBy(
      sets.flatMap((set, i) => set.phrases.map((p) => [set.locale, i + 1, words(p).join(' ')]).filter((r) => r[2] !== '')),
      (r) => r.join(SEP),
    ),
  );
}
