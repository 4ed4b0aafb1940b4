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
  { file: 'store/sqlite/statements.ts', expression: 'fts', reason: 'perLocale() passes FTS_TABLE[locale], a constant table name' },
  { file: 'store/sqlite/statements.ts', expression: 'sql(FTS_TABLE[l])', reason: 'sql is a template of constants; FTS_TABLE is constant' },
  { file: 'store/sqlite/schema.ts', expression: 'version + 1', reason: 'the migration loop counter, a number' },
  { file: 'store/sqlite/writes/writesSchema.ts', expression: 'current + 1', reason: 'the migration loop counter, a number' },
];

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
 * Every `const NAME = ...` initialiser of every file, by name. A name counts as a constant only when
 * each of its declarations, in every file and scope, is one (conservative when names repeat).
 */
const constants = new Map<string, ts.Expression[]>();
for (const { source } of parsed) {
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, [...(constants.get(declaration.name.text) ?? []), declaration.initializer]);
        }
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
}

/** `PATTERN.exec(text)` is a regular expression at work, not SQL. */
function isRegExp(expression: ts.Expression): boolean {
  if (ts.isRegularExpressionLiteral(expression)) return true;
  if (ts.isNewExpression(expression)) return ts.isIdentifier(expression.expression) && expression.expression.text === 'RegExp';
  if (ts.isIdentifier(expression)) return (constants.get(expression.text) ?? []).some(isRegExp);
  return false;
}

/** Whether an expression is a compile-time constant: literals, and constants built only from literals. */
function isConstant(expression: ts.Expression, seen = new Set<string>()): boolean {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) || ts.isNumericLiteral(expression)) return true;
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    return isConstant(expression.expression, seen);
  }
  if (ts.isTemplateExpression(expression)) return expression.templateSpans.every((span) => isConstant(span.expression, seen));
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return isConstant(expression.left, seen) && isConstant(expression.right, seen);
  }
  if (ts.isObjectLiteralExpression(expression)) {
    return expression.properties.every((p) => ts.isPropertyAssignment(p) && isConstant(p.initializer, seen));
  }
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.every((e) => isConstant(e, seen));
  if (ts.isIdentifier(expression)) {
    const name = expression.text;
    if (seen.has(name)) return false;
    const initialisers = constants.get(name);
    return initialisers !== undefined && initialisers.every((i) => isConstant(i, new Set([...seen, name])));
  }
  // CONSTANT_TABLE[anything] / CONSTANT.x: any member of an object of constants is a constant.
  if (ts.isElementAccessExpression(expression) || ts.isPropertyAccessExpression(expression)) {
    return isConstant(expression.expression, seen);
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
      'db.prepare(`SELECT * FROM t WHERE name = \'${name}\'`); db.exec("DELETE FROM a WHERE id = " + id);',
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
    expect(spans).toEqual(['name', '"DELETE FROM a WHERE id = " + id']);
  });

  it('lists only allowances that are still needed', () => {
    const raw = findings([]);
    const unused = ALLOWED.filter((a) => !raw.some((f) => f.file.endsWith(a.file) && f.expression === a.expression));
    expect(unused).toEqual([]);
  });
});
