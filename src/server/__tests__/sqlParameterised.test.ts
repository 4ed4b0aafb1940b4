import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Item 5: every SQL statement of the content service is parameterised. Statements may only be built
 * from compile-time constants (column lists, joins, table names written in the code); every value
 * from a request must be a bound parameter. This test reads the sources and fails on any SQL
 * template or prepare()/exec() argument that interpolates something else, unless it is listed below
 * with the reason it cannot carry request data.
 */

const CONTENT_DIR = path.resolve(__dirname, '..', 'content');

/** Interpolations proven safe by reading the code around them: `file` ends with, `expression` text. */
const ALLOWED: ReadonlyArray<{ file: string; expression: string; reason: string }> = [
  { file: 'store/sqlite/schema.ts', expression: 'version + 1', reason: 'the migration loop counter, a number' },
  { file: 'store/sqlite/writes/writesSchema.ts', expression: 'current + 1', reason: 'the migration loop counter, a number' },
  // PostgreSQL store: statements put together from fragments chosen by branches of the code, all constants.
  { file: 'store/postgres/PostgresAscStore.ts', expression: 'from', reason: 'one of two constant FROM clauses, chosen by whether a language is asked for' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'where', reason: 'one of two constant WHERE clauses (top level or children)' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'from', reason: 'one of three constant FROM clauses of a listing, chosen by whether a product or a scope is asked for' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'way', reason: 'the constant condition of that way in; product and scope are bound' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'order', reason: 'one of three constant ORDER BY lists, chosen by the validated sort' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'i', reason: 'array index naming the @facetN/@valuesN placeholders; the values are bound' },
  { file: 'store/postgres/PostgresContentStore.ts', expression: 'facetSql', reason: 'constant EXISTS clauses, one per facet, with numbered placeholders' },
  { file: 'store/postgres/PostgresSearch.ts', expression: "tsQuerySql(locale, 'main')", reason: "constant SQL naming a locale's text-search configuration (checked against LOCALES); query text is bound" },
  { file: 'store/postgres/PostgresSearch.ts', expression: "preferred ? tsQuerySql(locale, 'pref') : 'NULL::tsquery'", reason: 'as above' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'localeLiteral(locale)', reason: 'one of LOCALES, checked (throws otherwise), inlined so the partial index of the locale is used' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'filters.sql', reason: 'constant scope and facet conditions with placeholders; values are bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: "types ? 'AND type_code IN (SELECT code FROM search_types WHERE content_type = ANY(@types::text[]))' : ''", reason: 'a constant type condition of the per-scope counts (ADR 040); the types are bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'where', reason: 'constant conditions plus localeLiteral (above)' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'main.column', reason: "a SearchColumn: the constant name 'tsv' or 'tsv_text' (searchConfig.ts, ADR 036 update 2)" },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'column', reason: "a SearchColumn: the constant name 'tsv' or 'tsv_text' (searchConfig.ts, ADR 036 update 2)" },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'opening ? SEARCH_HIT_COLUMNS_BODY_OPENING : SEARCH_HIT_COLUMNS', reason: 'one of two constant column lists (store/sqlite/rows.ts); the length of the body opening is bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'rank.sql', reason: 'the rank written out per phrase (rankOf): constant SQL with numbered placeholders; the configurations and tsquery texts are bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'counts', reason: 'one of the two constant count statements of countsOf, wrapped to choose the plan settings' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'pageSql', reason: 'the constant page statements of pageOf (their values are bound), wrapped to read the hits in the same statement' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'tier.sql', reason: "each row's tier as a CASE of constant conditions (tierNumber: a column name, @tierQ0.., the own-language bit, scopes && @boost, @preferredQ); its values are bound" },
  { file: 'store/postgres/PostgresSearch.ts', expression: "ordered ? 'page.ord' : 'page.score, page.id'", reason: 'one of two constant orders of a page statement (withHits)' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'planSettings(WANTED_COUNTED)', reason: 'constant set_config calls of the plan settings, over a constant total expression; their bounds are bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: "planSettings('wanted_n')", reason: 'as above, over a column of the statement' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'planned', reason: 'nothing, or the constant plan settings over the bound @matched (a request whose counts are given, ADR 036 update 11)' },
  { file: 'store/postgres/PostgresSearch.ts', expression: 'i', reason: 'array index naming the @gN placeholder of each group of a partial match; the group texts are bound' },
  { file: 'store/postgres/PostgresSearch.ts', expression: "branches.join(' UNION ALL ')", reason: 'one constant SELECT per group of a partial match (and the model key), each with its numbered placeholder' },
  { file: 'store/sqlite/search/SqliteSearchIndex.ts', expression: 'columns', reason: 'CONTENT_COLUMNS or CONTENT_COLUMNS_BODY_OPENING, constants of store/sqlite/rows.ts; the length of the body opening is bound' },
  { file: 'store/sqlite/search/partialMatch.ts', expression: 'i', reason: 'array index naming the @mN placeholder of each group; the match expressions are bound' },
  { file: 'store/sqlite/search/partialMatch.ts', expression: "branches.join(' UNION ALL ')", reason: 'one constant SELECT per group (and the model key), each with its numbered placeholder' },
  { file: 'store/sqlite/search/SqliteSearchIndex.ts', expression: 'weight', reason: 'CASE over the integer type codes of search_types (read once, checked to be integers), each with a bound @wN factor' },
  { file: 'store/postgres/loadDataset.ts', expression: 'table', reason: 'table names written in loadDataset; rows are bound as arrays' },
  { file: 'store/postgres/loadDataset.ts', expression: 'targets', reason: 'column lists written in loadDataset' },
  { file: 'store/postgres/loadDataset.ts', expression: 'values', reason: 'column expressions written in loadDataset' },
  { file: 'store/postgres/loadDataset.ts', expression: 'unnest', reason: 'unnest($1::type[], ...) over the column list written in loadDataset' },
]

const SQL_WORDS = /\b(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|WHERE|VALUES|JOIN|ORDER BY|GROUP BY|LIMIT)\b/;
const SQL_CALLS = new Set(['prepare', 'exec', 'pragma']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
}

const parsed: Parsed[] = sourceFiles(CONTENT_DIR).map((file) => ({
  file,
  source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
}));

/**
 * Exported module-level constants of every scanned file, by name: what an import can refer to. The
 * shared content definitions (src/shared/content, e.g. the applies-to facet names of ADR 039) are read
 * for their constants too, though they hold no SQL.
 */
const SHARED_CONTENT_DIR = path.resolve(__dirname, '..', '..', 'shared', 'content');
const exported = new Map<string, ts.Expression[]>();
const sharedConstants = sourceFiles(SHARED_CONTENT_DIR).map((file) => ({
  file,
  source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
}));
for (const { source } of [...parsed, ...sharedConstants]) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        exported.set(declaration.name.text, [...(exported.get(declaration.name.text) ?? []), declaration.initializer]);
      }
    }
  }
}

function declaredIn(statements: ts.NodeArray<ts.Statement>, name: string): ts.Node | undefined {
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (found) return found;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        const found = bindings.elements.find((e) => e.name.text === name);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** The declaration an identifier refers to, found by walking out through its scopes. */
function declarationOf(identifier: ts.Identifier): ts.Node | undefined {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return parameter;
    }
    if ((ts.isForOfStatement(scope) || ts.isForInStatement(scope) || ts.isForStatement(scope)) && scope.initializer && ts.isVariableDeclarationList(scope.initializer)) {
      const found = scope.initializer.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (found) return found;
    }
    if (ts.isCatchClause(scope) && scope.variableDeclaration && ts.isIdentifier(scope.variableDeclaration.name) && scope.variableDeclaration.name.text === name) {
      return scope.variableDeclaration;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
      const found = declaredIn(scope.statements, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** `PATTERN.exec(text)` is a regular expression at work, not SQL. */
function isRegExp(expression: ts.Expression): boolean {
  if (ts.isRegularExpressionLiteral(expression)) return true;
  if (ts.isNewExpression(expression)) return ts.isIdentifier(expression.expression) && expression.expression.text === 'RegExp';
  if (ts.isIdentifier(expression)) {
    const declaration = declarationOf(expression);
    return declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined && isRegExp(declaration.initializer);
  }
  return false;
}

const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.LessThanLessThanToken, ts.SyntaxKind.GreaterThanGreaterThanToken, ts.SyntaxKind.AmpersandToken, ts.SyntaxKind.BarToken,
]);

/**
 * A parameter is constant when its function is handed to a helper of the same file that calls it
 * with constant arguments only, e.g. `perLocale((fts) => \`... ${fts} ...\`)` where perLocale calls
 * `sql(FTS_TABLE[locale])`.
 */
function isConstantParameter(parameter: ts.ParameterDeclaration, seen: Set<ts.Node>): boolean {
  const fn = parameter.parent;
  const index = fn.parameters.indexOf(parameter);
  const call = fn.parent;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return false;
  const slot = call.arguments.indexOf(fn as ts.Expression);
  const helper = declarationOf(call.expression);
  const body = helper && ts.isVariableDeclaration(helper) ? helper.initializer : undefined;
  if (!body || !(ts.isArrowFunction(body) || ts.isFunctionExpression(body))) return false;
  const callback = body.parameters[slot];
  if (!callback || !ts.isIdentifier(callback.name)) return false;
  const uses: ts.CallExpression[] = [];
  const find = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && declarationOf(node.expression) === callback) uses.push(node);
    ts.forEachChild(node, find);
  };
  find(body.body);
  return uses.length > 0 && uses.every((use) => use.arguments[index] !== undefined && isConstant(use.arguments[index], seen));
}

/** Whether an expression is a compile-time constant: literals, and constants built only from literals. */
function isConstant(expression: ts.Expression, seen = new Set<ts.Node>()): boolean {
  if (seen.has(expression)) return false;
  seen = new Set([...seen, expression]);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) || ts.isNumericLiteral(expression)) return true;
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return isConstant(expression.expression, seen);
  }
  if (ts.isPrefixUnaryExpression(expression)) return isConstant(expression.operand, seen);
  if (ts.isTemplateExpression(expression)) return expression.templateSpans.every((span) => isConstant(span.expression, seen));
  if (ts.isBinaryExpression(expression) && ARITHMETIC.has(expression.operatorToken.kind)) {
    return isConstant(expression.left, seen) && isConstant(expression.right, seen);
  }
  if (ts.isObjectLiteralExpression(expression)) {
    return expression.properties.every((p) => ts.isPropertyAssignment(p) && isConstant(p.initializer, seen));
  }
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.every((e) => isConstant(e, seen));
  if (ts.isIdentifier(expression)) {
    const declaration = declarationOf(expression);
    if (declaration === undefined) return false;
    if (ts.isParameter(declaration)) return isConstantParameter(declaration, seen);
    if (ts.isImportSpecifier(declaration)) {
      const initialisers = exported.get((declaration.propertyName ?? declaration.name).text);
      return initialisers !== undefined && initialisers.every((i) => isConstant(i, seen));
    }
    if (ts.isVariableDeclaration(declaration) && declaration.parent.flags & ts.NodeFlags.Const && declaration.initializer) {
      return isConstant(declaration.initializer, seen);
    }
    return false;
  }
  // CONSTANT_TABLE[anything] / CONSTANT.x: any member of an object of constants is a constant.
  if (ts.isElementAccessExpression(expression) || ts.isPropertyAccessExpression(expression)) {
    return isConstant(expression.expression, seen);
  }
  // A function handed in by a helper, called with constants: what it returns is written (and checked) where it is defined.
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const callee = declarationOf(expression.expression);
    return callee !== undefined && ts.isParameter(callee) && expression.arguments.every((a) => isConstant(a, seen));
  }
  return false;
}

function templateText(template: ts.TemplateExpression): string {
  return template.head.text + template.templateSpans.map((s) => s.literal.text).join(' ');
}

function sqlCallName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !SQL_CALLS.has(callee.name.text)) return undefined;
  return callee.name.text === 'exec' && isRegExp(callee.expression) ? undefined : callee.name.text;
}

function isSqlArgument(node: ts.Node): boolean {
  const parent = node.parent as ts.Node | undefined;
  return parent !== undefined && ts.isCallExpression(parent) && sqlCallName(parent) !== undefined && parent.arguments[0] === node;
}

interface Finding {
  file: string;
  line: number;
  expression: string;
}

function findings(allowed: typeof ALLOWED = ALLOWED): Finding[] {
  const found: Finding[] = [];
  for (const { file, source } of parsed) {
    const relative = path.relative(CONTENT_DIR, file).split(path.sep).join('/');
    const report = (node: ts.Node) => {
      const expression = node.getText(source);
      if (allowed.some((a) => relative.endsWith(a.file) && a.expression === expression)) return;
      found.push({ file: relative, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, expression });
    };
    const visit = (node: ts.Node) => {
      // A SQL template (by its words, or by being handed to prepare/exec/pragma): each interpolation must be a constant.
      if (ts.isTemplateExpression(node) && (isSqlArgument(node) || SQL_WORDS.test(templateText(node)))) {
        for (const span of node.templateSpans) if (!isConstant(span.expression)) report(span.expression);
      }
      // String concatenation into SQL.
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && SQL_WORDS.test(node.getText(source))) {
        if (!isConstant(node) && (ts.isStringLiteral(node.left) || ts.isStringLiteral(node.right))) report(node);
      }
      // Whatever reaches prepare()/exec()/pragma() must be a literal, a constant or a SQL template checked above.
      if (ts.isCallExpression(node) && sqlCallName(node) && node.arguments.length > 0) {
        const sql = node.arguments[0];
        if (!ts.isTemplateExpression(sql) && !ts.isBinaryExpression(sql) && !isConstant(sql)) report(sql);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('SQL of the content service', () => {
  it('is parameterised: no statement interpolates anything but constants', () => {
    expect(findings()).toEqual([]);
  });

  it('is actually checked: the scanner flags string-built SQL', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      [
        "const T = 't'; const COLS = `a, ${T}.b`;",
        'db.prepare(`SELECT ${COLS} FROM ${T} WHERE name = \'${name}\'`);',
        'db.exec("DELETE FROM a WHERE id = " + id);',
        'function find(db, table) { return db.prepare(`SELECT * FROM ${table}`); }',
        "const shadowed = 'x'; function g(shadowed) { return db.prepare(`SELECT ${shadowed}`); }",
        'const perLocale = (sql) => LOCALES.map((l) => db.prepare(sql(T)));',
        'perLocale((fts) => `SELECT * FROM ${fts}`);',
        'const leaky = (sql) => db.prepare(sql(request.query));',
        'leaky((q) => `SELECT * FROM t WHERE a = ${q}`);',
      ].join('\n'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const spans: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isTemplateExpression(node)) for (const s of node.templateSpans) if (!isConstant(s.expression)) spans.push(s.expression.getText(probe));
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && !isConstant(node)) spans.push(node.getText(probe));
      ts.forEachChild(node, visit);
    };
    visit(probe);
    expect(spans).toEqual(['name', '"DELETE FROM a WHERE id = " + id', 'table', 'shadowed', 'q']);
  });

  it('lists only allowances that are still needed', () => {
    const raw = findings([]);
    const unused = ALLOWED.filter((a) => !raw.some((f) => f.file.endsWith(a.file) && f.expression === a.expression));
    expect(unused).toEqual([]);
  });
});
