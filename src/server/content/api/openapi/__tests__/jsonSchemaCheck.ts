import type { JsonSchema, OpenApiDocument } from '../buildOpenApi';

/**
 * A small structural check of JSON Schema 2020-12 as OpenAPI 3.1 uses it: known keywords only
 * (a typo such as "maxium" is caught), well-typed keyword values, consistent bounds, required
 * properties that exist, compilable patterns, defaults that satisfy their own schema, and $refs
 * that resolve inside the document.
 */
const KEYWORDS = new Set([
  'type', 'properties', 'required', 'items', 'prefixItems', 'enum', 'const', 'default', 'description', 'title', 'examples',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'format',
  'anyOf', 'oneOf', 'allOf', 'not', 'additionalProperties', 'patternProperties', 'propertyNames', '$ref', '$defs', 'id',
  'contentMediaType', 'contentEncoding', 'minItems', 'maxItems', 'uniqueItems', 'deprecated', 'readOnly', 'writeOnly',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems'];

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

function valueProblems(value: unknown, schema: JsonSchema): string[] {
  const problems: string[] = [];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) problems.push(`default ${JSON.stringify(value)} is not in enum`);
  const types = typesOf(schema);
  if (types.length > 0) {
    const matches = types.some((t) =>
      t === 'integer' ? Number.isInteger(value) : t === 'array' ? Array.isArray(value) : t === 'null' ? value === null : typeof value === t,
    );
    if (!matches) problems.push(`default ${JSON.stringify(value)} is not of type ${types.join('|')}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) problems.push('default is below minimum');
    if (typeof schema.maximum === 'number' && value > schema.maximum) problems.push('default is above maximum');
  }
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) problems.push('default is longer than maxLength');
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) problems.push('default does not match pattern');
  }
  return problems;
}

export function schemaProblems(schema: unknown, doc: OpenApiDocument, at = '#'): string[] {
  if (typeof schema === 'boolean') return [];
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [`${at}: a schema must be an object`];
  const s = schema as JsonSchema;
  const problems: string[] = [];
  for (const key of Object.keys(s)) if (!KEYWORDS.has(key)) problems.push(`${at}: unknown keyword "${key}"`);
  for (const type of typesOf(s)) if (!TYPES.has(type)) problems.push(`${at}: unknown type "${type}"`);
  if (s.type !== undefined && typesOf(s).length === 0) problems.push(`${at}: type must be a string or an array of strings`);
  for (const key of NUMBER_KEYWORDS) if (s[key] !== undefined && typeof s[key] !== 'number') problems.push(`${at}: ${key} must be a number`);
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number' && s.minimum > s.maximum) problems.push(`${at}: minimum > maximum`);
  if (typeof s.minLength === 'number' && typeof s.maxLength === 'number' && s.minLength > s.maxLength) problems.push(`${at}: minLength > maxLength`);
  if (s.pattern !== undefined) {
    try {
      new RegExp(String(s.pattern), 'u');
    } catch {
      problems.push(`${at}: pattern does not compile`);
    }
  }
  if (s.enum !== undefined && (!Array.isArray(s.enum) || s.enum.length === 0)) problems.push(`${at}: enum must be a non-empty array`);
  if (s.description !== undefined && typeof s.description !== 'string') problems.push(`${at}: description must be a string`);
  if (s.properties !== undefined) {
    if (typeof s.properties !== 'object' || s.properties === null) problems.push(`${at}: properties must be an object`);
    else for (const [name, sub] of Object.entries(s.properties)) problems.push(...schemaProblems(sub, doc, `${at}/properties/${name}`));
  }
  if (s.required !== undefined) {
    const names = Object.keys((s.properties as object | undefined) ?? {});
    if (!Array.isArray(s.required) || s.required.some((r) => typeof r !== 'string')) problems.push(`${at}: required must be an array of names`);
    else for (const name of s.required as string[]) if (!names.includes(name)) problems.push(`${at}: required "${name}" is not a property`);
  }
  if (s.items !== undefined) problems.push(...schemaProblems(s.items, doc, `${at}/items`));
  if (s.additionalProperties !== undefined) problems.push(...schemaProblems(s.additionalProperties, doc, `${at}/additionalProperties`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (s[key] === undefined) continue;
    if (!Array.isArray(s[key]) || (s[key] as unknown[]).length === 0) problems.push(`${at}: ${key} must be a non-empty array`);
    else (s[key] as unknown[]).forEach((sub, i) => problems.push(...schemaProblems(sub, doc, `${at}/${key}/${i}`)));
  }
  if (s.$ref !== undefined) {
    const ref = String(s.$ref);
    const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : null;
    if (!name || !doc.components.schemas[name]) problems.push(`${at}: $ref ${ref} does not resolve`);
  }
  if (s.default !== undefined) problems.push(...valueProblems(s.default, s).map((p) => `${at}: ${p}`));
  return problems;
}
