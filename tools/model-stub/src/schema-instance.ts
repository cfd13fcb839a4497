import { resolveRef, type JsonSchema, type JsonSchemaNode } from './json-schema.ts';
import { samplePattern } from './pattern-sample.ts';

/** Beyond this depth recursive schemas stop growing: nullable branches become null, arrays shrink to minItems. */
const growthDepth = 6;
/** Beyond this depth the schema is taken to be unsatisfiable by recursion and null is returned. */
const maxDepth = 32;

const formatSamples: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '00:00:00',
  duration: 'P1D',
  email: 'stub@example.com',
  'idn-email': 'stub@example.com',
  uri: 'https://example.com/stub',
  url: 'https://example.com/stub',
  iri: 'https://example.com/stub',
  'uri-reference': '/stub',
  'iri-reference': '/stub',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '00000000-0000-4000-8000-000000000000',
};

interface Walk {
  root: JsonSchemaNode;
  depth: number;
  /** Position among siblings: lets array items differ from each other (enum values, numbers, strings). */
  variant: number;
}

/**
 * A deterministic value that validates against `schema`: what the model stub answers when no
 * scripted rule matches a structured-output request. Every declared property is filled in, so
 * tests see each field of their schema travel through the real client and parser.
 */
export function schemaInstance(schema: JsonSchemaNode): unknown {
  return instance(schema, { root: schema, depth: 0, variant: 0 });
}

function instance(node: JsonSchemaNode, walk: Walk): unknown {
  if (walk.depth > maxDepth || node === false) return null;
  if (node === true) return 'stub';
  const schema = flattenAllOf(node, walk.root);
  if (schema.$ref !== undefined) {
    const target = resolveRef(walk.root, schema.$ref);
    return target === undefined ? null : instance(target, { ...walk, depth: walk.depth + 1 });
  }
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[walk.variant % schema.enum.length];
  if ('default' in schema) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return instance(chooseBranch(branches, walk), { ...walk, depth: walk.depth + 1 });

  switch (chooseType(schema, walk)) {
    case 'null':
      return null;
    case 'boolean':
      return walk.variant % 2 === 0;
    case 'integer':
      return sampleNumber(schema, true, walk.variant);
    case 'number':
      return sampleNumber(schema, false, walk.variant);
    case 'array':
      return sampleArray(schema, walk);
    case 'object':
      return sampleObject(schema, walk);
    default:
      return sampleString(schema, walk.variant);
  }
}

/** Merges `allOf` members into one schema (properties and required lists are unioned). */
function flattenAllOf(schema: JsonSchema, root: JsonSchemaNode): JsonSchema {
  if (!schema.allOf?.length) return schema;
  const { allOf, ...rest } = schema;
  return allOf.reduce<JsonSchema>((merged, member) => {
    const resolved = typeof member === 'object' && member.$ref !== undefined ? resolveRef(root, member.$ref) : member;
    if (typeof resolved !== 'object') return merged;
    const part = flattenAllOf(resolved, root);
    return {
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...new Set([...(part.required ?? []), ...(merged.required ?? [])])],
    };
  }, rest);
}

/** The first branch that is not `null`, unless recursion has gone deep enough to stop there. */
function chooseBranch(branches: JsonSchemaNode[], walk: Walk): JsonSchemaNode {
  const isNull = (branch: JsonSchemaNode) => typeof branch === 'object' && branch.type === 'null';
  const preferNull = walk.depth > growthDepth;
  return branches.find((branch) => isNull(branch) === preferNull) ?? (branches[0] as JsonSchemaNode);
}

function chooseType(schema: JsonSchema, walk: Walk): string {
  const declared = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable === true || declared.includes('null');
  const concrete = declared.filter((type) => type !== 'null');
  if (nullable && (walk.depth > growthDepth || (declared.length > 0 && concrete.length === 0))) return 'null';
  if (concrete[0]) return concrete[0];
  if (schema.properties || schema.required) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return 'string';
}

function sampleObject(schema: JsonSchema, walk: Walk): Record<string, unknown> {
  const required = schema.required ?? [];
  const declared = Object.keys(schema.properties ?? {});
  const keys = walk.depth > growthDepth ? required : [...new Set([...declared, ...required])];
  const child = { root: walk.root, depth: walk.depth + 1, variant: walk.variant };
  return Object.fromEntries(keys.map((key) => [key, instance(schema.properties?.[key] ?? true, child)]));
}

function sampleArray(schema: JsonSchema, walk: Walk): unknown[] {
  const prefix = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : []);
  const rest = Array.isArray(schema.items) ? false : (schema.items ?? true);
  const minItems = schema.minItems ?? 0;
  const wanted = walk.depth > growthDepth ? minItems : Math.max(minItems, 1);
  const count = Math.min(Math.max(wanted, rest === false ? prefix.length : 0), schema.maxItems ?? Infinity);
  return Array.from({ length: count }, (_, index) =>
    instance(prefix[index] ?? rest, { root: walk.root, depth: walk.depth + 1, variant: walk.variant + index }),
  );
}

function sampleString(schema: JsonSchema, variant: number): string {
  const pattern = schema.pattern === undefined ? undefined : compilePattern(schema.pattern);
  const fromFormat = schema.format ? formatSamples[schema.format] : undefined;
  if (fromFormat !== undefined && (!pattern || pattern.test(fromFormat))) return fromFormat;
  if (schema.pattern !== undefined) {
    const fromPattern = samplePattern(schema.pattern);
    if (fromPattern !== undefined) return fromPattern;
  }
  const base = variant === 0 ? 'stub' : `stub ${variant + 1}`;
  const minLength = schema.minLength ?? 0;
  return base.padEnd(minLength, 'x').slice(0, schema.maxLength ?? Infinity);
}

function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/**
 * Zero (plus the variant) when the bounds allow it, else the value nearest to zero inside them.
 * zod writes `.int()` as the safe-integer range, so "nearest to zero" keeps samples readable.
 */
function sampleNumber(schema: JsonSchema, integer: boolean, variant: number): number {
  const lower = bound(schema.minimum, schema.exclusiveMinimum, 'lower');
  const upper = bound(schema.maximum, schema.exclusiveMaximum, 'upper');
  const step = schema.multipleOf ?? 1;
  let value = variant * step;
  if (lower && (value < lower.value || (lower.exclusive && value === lower.value))) {
    value = lower.exclusive ? stepAbove(lower.value, upper?.value, integer) : lower.value;
  }
  if (upper && (value > upper.value || (upper.exclusive && value === upper.value))) {
    value = upper.exclusive ? stepBelow(upper.value, lower?.value, integer) : upper.value;
  }
  if (integer) value = Math.ceil(value);
  if (schema.multipleOf !== undefined) value = roundToMultiple(value, schema.multipleOf, upper?.value);
  return value;
}

interface Bound {
  value: number;
  exclusive: boolean;
}

/** Reads both the draft-2020 (`exclusiveMinimum: 3`) and draft-04 (`exclusiveMinimum: true`) spellings. */
function bound(inclusive: number | undefined, exclusive: number | boolean | undefined, side: 'lower' | 'upper'): Bound | undefined {
  const candidates: Bound[] = [];
  if (typeof inclusive === 'number') candidates.push({ value: inclusive, exclusive: exclusive === true });
  if (typeof exclusive === 'number') candidates.push({ value: exclusive, exclusive: true });
  const tighter = (a: Bound, b: Bound) => (side === 'lower' ? a.value > b.value : a.value < b.value) || (a.value === b.value && a.exclusive);
  return candidates.reduce<Bound | undefined>((best, candidate) => (!best || tighter(candidate, best) ? candidate : best), undefined);
}

function stepAbove(lower: number, upper: number | undefined, integer: boolean): number {
  if (integer) return Math.floor(lower) + 1;
  return upper === undefined ? lower + 1 : (lower + upper) / 2;
}

function stepBelow(upper: number, lower: number | undefined, integer: boolean): number {
  if (integer) return Math.ceil(upper) - 1;
  return lower === undefined ? upper - 1 : (lower + upper) / 2;
}

function roundToMultiple(value: number, multipleOf: number, upper: number | undefined): number {
  const up = Math.ceil(value / multipleOf) * multipleOf;
  const rounded = upper !== undefined && up > upper ? Math.floor(value / multipleOf) * multipleOf : up;
  // Avoid binary-fraction noise such as 0.30000000000000004 for multipleOf 0.1.
  return Number(rounded.toPrecision(12));
}
