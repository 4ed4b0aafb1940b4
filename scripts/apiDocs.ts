/**
 * npm run docs:api [-- --check]
 *
 * Writes the reference section of docs/api.md from the OpenAPI document the content service
 * serves (itself generated from the route table's zod schemas), between the BEGIN/END markers;
 * the prose around it is left alone. With --check it only reports whether the section is current
 * (exit status 1 when it is not), for CI.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withOpenApi } from '../src/server/content/api/handlers/openapi';
import { buildOpenApi, type JsonSchema, type OpenApiOperation } from '../src/server/content/api/openapi/buildOpenApi';
import { ROUTES } from '../src/server/content/api/routes';

const DOC = path.join(__dirname, '..', 'docs', 'api.md');
const BEGIN = '<!-- BEGIN GENERATED REFERENCE: npm run docs:api -->';
const END = '<!-- END GENERATED REFERENCE -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A schema in a few words: "integer 1–100, default 10", "one of all, manuals", "string ≤ 500". */
function describeSchema(schema: JsonSchema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
  else if (schema.type === 'integer' || schema.type === 'number') {
    const range = typeof schema.minimum === 'number' && typeof schema.maximum === 'number' ? ` ${schema.minimum}–${schema.maximum}` : '';
    parts.push(`${String(schema.type)}${range}`);
  } else if (schema.type === 'array') {
    parts.push('list');
  } else if (typeof schema.type === 'string') {
    parts.push(schema.type + (typeof schema.maxLength === 'number' ? ` ≤ ${schema.maxLength}` : ''));
  } else if (Array.isArray(schema.anyOf)) {
    parts.push((schema.anyOf as JsonSchema[]).map(describeSchema).join(' or '));
  } else {
    parts.push('any');
  }
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return parts.join(', ');
}

function operationSection(method: string, route: string, op: OpenApiOperation): string {
  const lines = [`#### \`${method.toUpperCase()} ${route}\``, '', op.summary, ''];
  if (op.parameters.length > 0) {
    lines.push('| Parameter | In | Required | Schema | Meaning |', '|---|---|---|---|---|');
    for (const p of op.parameters) {
      lines.push(`| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(describeSchema(p.schema))} | ${cell(p.description)} |`);
    }
    lines.push('');
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) {
    const required = new Set((body.required as string[] | undefined) ?? []);
    lines.push('| Body field | Required | Schema | Meaning |', '|---|---|---|---|');
    for (const [name, schema] of Object.entries((body.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      lines.push(`| \`${name}\` | ${required.has(name) ? 'yes' : 'no'} | ${cell(describeSchema(schema))} | ${cell(String(schema.description ?? ''))} |`);
    }
    lines.push('');
  }
  const statuses = Object.keys(op.responses);
  const success = statuses.find((s) => s.startsWith('2')) ?? '200';
  const ref = Object.values(op.responses[success].content ?? {})[0]?.schema.$ref;
  const answer = typeof ref === 'string' ? `[\`${componentName(ref)}\`](#${anchorOf(componentName(ref))})` : cell(op.responses[success].description);
  const others = statuses.filter((s) => !s.startsWith('2'));
  lines.push(`Answers ${success} with ${answer}; also ${others.join(', ')} (\`ApiErrorBody\`${others.includes('301') ? '; 301 carries the login URL in `x-login-url`' : ''}).`, '');
  return lines.join('\n');
}

const componentName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const anchorOf = (name: string) => `schema-${name.toLowerCase()}`;

/** A field's schema in a few words, with links to named components: "list of [`SearchResult`]". */
function describeField(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return `[\`${componentName(schema.$ref)}\`](#${anchorOf(componentName(schema.$ref))})`;
  if (schema.type === 'array' && schema.items) return `list of ${describeField(schema.items as JsonSchema)}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(describeField).join(' or ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.type === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields = Object.keys(schema.properties as Record<string, unknown>).map((k) => `\`${k}\`${required.has(k) ? '' : '?'}`);
    return `object (${fields.join(', ')})`;
  }
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of ${describeField(schema.additionalProperties as JsonSchema)}`;
  }
  if (schema.type === 'integer') return 'integer';
  return describeSchema(schema);
}

/** Every named response schema with its fields: what a client of each call gets. */
function schemaSection(name: string, schema: JsonSchema): string {
  const lines = [`#### <a id="${anchorOf(name)}"></a>\`${name}\``, ''];
  if (typeof schema.description === 'string') lines.push(schema.description, '');
  if (Object.keys((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).length === 0) {
    lines.push(describeField(schema), '');
    return lines.join('\n');
  }
  lines.push('| Field | Required | Schema | Meaning |', '|---|---|---|---|');
  // Inline objects (a searchResponse, a data wrapper) are spelled out as dotted fields.
  const rows = (object: JsonSchema, prefix: string): void => {
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [field, fieldSchema] of Object.entries((object.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const nested = fieldSchema.type === 'object' && fieldSchema.properties !== undefined;
      const kind = nested ? 'object' : describeField(fieldSchema);
      lines.push(`| \`${prefix}${field}\` | ${required.has(field) ? 'yes' : 'no'} | ${cell(kind)} | ${cell(String(fieldSchema.description ?? ''))} |`);
      if (nested) rows(fieldSchema, `${prefix}${field}.`);
    }
  };
  rows(schema, '');
  lines.push('');
  return lines.join('\n');
}

export function referenceMarkdown(): string {
  const doc = buildOpenApi(withOpenApi(ROUTES));
  const byTag = new Map<string, string[]>();
  const paths = Object.keys(doc.paths).sort();
  for (const route of paths) {
    for (const [method, op] of Object.entries(doc.paths[route])) {
      const operation = op as OpenApiOperation;
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, route, operation)]);
    }
  }
  const sections = [...byTag.keys()].sort().map((tag) => [`### ${tag}`, '', ...(byTag.get(tag) ?? [])].join('\n'));
  const schemas = Object.keys(doc.components.schemas)
    .sort()
    .map((name) => schemaSection(name, doc.components.schemas[name]));
  return [
    BEGIN,
    '',
    `## Reference (generated from the route table: ${paths.length} paths; the same source as \`GET /openapi.json\`)`,
    '',
    ...sections,
    `### Response schemas (${schemas.length}, from \`src/shared/content/schemas/\`)`,
    '',
    ...schemas,
    END,
  ].join('\n');
}

function main(): void {
  const current = readFileSync(DOC, 'utf8');
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const generated = referenceMarkdown();
  const next = start >= 0 && end > start ? `${current.slice(0, start)}${generated}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${generated}\n`;
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/api.md is out of date: run npm run docs:api');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(DOC, next);
  console.log(`docs/api.md: reference of ${Object.keys(buildOpenApi(withOpenApi(ROUTES)).paths).length} paths written`);
}

if (require.main === module) main();
