import { withOpenApi } from '../handlers/openapi';
import { indexRoutes } from '../routeIndex';
import { ROUTES } from '../routes';
import { defineRoute, json } from '../routeTypes';
import { z } from 'zod';

const TABLE = withOpenApi(ROUTES);

/** Paths built from every row of the table, in the spellings a client could send. */
function samplePaths(): string[] {
  const values = ['en_GB', 'x', 'AT-55X89J', 'search', 'whats-new', 'insights', 'categories', '%41b', '%E2%82%AC', '..'];
  const paths = new Set<string>(['', '/', '//', '/%2F', 'search', '/no/such/call', '/\u212Aeyword/suggest', '/s\u0130arch']);
  for (const route of TABLE) {
    for (const value of values) {
      const filled = route.path.replace(/:[A-Za-z]+/g, value);
      for (const variant of [filled, filled.toUpperCase(), `${filled}/`, `${filled}/extra`, `/${filled}`, filled.replace(/^\/[^/]*/, '/zz')]) {
        paths.add(variant);
      }
    }
  }
  return [...paths];
}

describe('the route index', () => {
  it('offers every row that matches a path, in table order, for every row of the table', () => {
    const candidatesFor = indexRoutes(TABLE);
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(500);
    let matched = 0;
    for (const path of paths) {
      const everyRow = TABLE.filter((route) => route.match(path) !== false);
      const indexed = candidatesFor(path).filter((route) => route.match(path) !== false);
      expect({ path, rows: indexed.map((r) => `${r.method} ${r.path}`) }).toEqual({ path, rows: everyRow.map((r) => `${r.method} ${r.path}`) });
      if (everyRow.length > 0) matched += 1;
    }
    // The sample reaches the table: most spellings name a real call.
    expect(matched).toBeGreaterThan(paths.length / 3);
  });

  it('tests a path against a few rows, not the whole table', () => {
    const candidatesFor = indexRoutes(TABLE);
    expect(candidatesFor('/search/whats-new').length).toBeLessThan(TABLE.length / 3);
    expect(candidatesFor('/products/at-55x89j').length).toBeLessThan(TABLE.length / 3);
    expect(candidatesFor('/en_GB/categories/televisions').length).toBeLessThan(TABLE.length / 2);
  });

  it('narrows parameter-first rows by their second segment and keeps rows with other syntax for every path', () => {
    const handler = async () => json({});
    const rows = [
      defineRoute({ method: 'GET', path: '/files/:id', params: z.object({ id: z.string() }), query: z.object({}), handler }),
      defineRoute({ method: 'GET', path: '/:locale/files', params: z.object({ locale: z.string() }), query: z.object({}), handler }),
      defineRoute({ method: 'GET', path: '/{:locale/}news', params: z.object({}), query: z.object({}), handler }),
    ];
    const candidatesFor = indexRoutes(rows);
    expect(candidatesFor('/files/files').map((r) => r.path)).toEqual(['/files/:id', '/:locale/files', '/{:locale/}news']);
    expect(candidatesFor('/de/FILES').map((r) => r.path)).toEqual(['/:locale/files', '/{:locale/}news']);
    expect(candidatesFor('/de/news').map((r) => r.path)).toEqual(['/{:locale/}news']);
    expect(rows[2].match('/news')).not.toBe(false);
  });
});
