import type { ErrorObject } from 'ajv';
import { fieldAlternatives } from './field-alternatives.ts';
import type { FieldError } from './schema-types.ts';

/**
 * Turns Ajv's errors into what a client can act on: a JSON Pointer to the field at fault
 * (the missing or unknown property itself, not its parent) and a plain message. Ajv must run
 * with `verbose` so `x-error-message` on the failing schema can replace the generic message.
 * The result is de-duplicated and sorted by pointer, so the same body always gets the same list.
 */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const alternatives = errors.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf');
  const fieldErrors = errors
    .filter((error) => !alternatives.some((alternative) => isInsideBranch(error, alternative)))
    .filter((error) => !isExplainedKeyError(error, errors))
    .flatMap(describe);
  return dedupe(fieldErrors).sort(compareFieldErrors);
}

/** Errors of the branches of a oneOf/anyOf are summarised by the oneOf/anyOf error itself. */
function isInsideBranch(error: ErrorObject, alternative: ErrorObject): boolean {
  return error.instancePath.startsWith(alternative.instancePath) && error.schemaPath.startsWith(`${alternative.schemaPath}/`);
}

/** A `propertyNames` failure whose key is already reported by the keyword that rejected it. */
function isExplainedKeyError(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'propertyNames') return false;
  const key = (error.params as { propertyName?: unknown }).propertyName;
  return errors.some((other) => other.propertyName === key && other.instancePath === error.instancePath);
}

function describe(error: ErrorObject): FieldError[] {
  const params = error.params as Record<string, unknown>;
  const at = (message: string, pointer = error.instancePath) => [{ pointer, message }];
  const child = (name: unknown) => `${error.instancePath}/${escapePointerSegment(String(name))}`;

  // Keywords of a subschema of `propertyNames` report the object's path and the offending key.
  if (error.propertyName !== undefined) {
    return at(customMessage(error) ?? `is not an allowed key: ${describeValue(error)}`, child(error.propertyName));
  }
  switch (error.keyword) {
    case 'required':
      return at('is required', child(params.missingProperty));
    case 'additionalProperties':
      return at('is not a recognised field', child(params.additionalProperty));
    case 'unevaluatedProperties':
      return at('is not a recognised field', child(params.unevaluatedProperty));
    case 'dependentRequired':
      return at(`is required when ${String(params.property)} is present`, child(params.missingProperty));
    case 'propertyNames':
      return at('is not an allowed key', child(params.propertyName));
    case 'uniqueItems':
      return at(`duplicates item ${String(params.j)}`, child(params.i));
    case 'oneOf':
      return describeOneOf(error) ?? at(customMessage(error) ?? 'must match exactly one of the allowed forms');
    case 'if':
      // The failing `then`/`else` keywords explain themselves.
      return [];
    default:
      return at(customMessage(error) ?? describeValue(error));
  }
}

/** "Send exactly one of a and b" (see `fieldAlternatives`): neither is reported on a, both on b. */
function describeOneOf(error: ErrorObject): FieldError[] | undefined {
  const names = fieldAlternatives(error.parentSchema);
  const firstName = names?.[0];
  if (!names || firstName === undefined) return undefined;
  const passing = (error.params as { passingSchemas: number[] | null }).passingSchemas;
  const pointerTo = (name: string) => `${error.instancePath}/${escapePointerSegment(name)}`;
  if (passing === null) {
    const choice = names.length === 2 ? `either ${names[0]} or ${names[1]}` : `one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    return [{ pointer: pointerTo(firstName), message: `is required: send ${choice}` }];
  }
  const [first, ...others] = passing.flatMap((index) => names[index] ?? []);
  return others.map((name) => ({ pointer: pointerTo(name), message: `cannot be sent together with ${first}: send only one of them` }));
}

/** The message for a value that breaks a keyword of its own schema. */
function describeValue(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit as number;
  switch (error.keyword) {
    case 'type':
      return `must be ${toArray(params.type).map(withArticle).join(' or ')}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(formatValue).join(', ')}`;
    case 'const':
      return `must be ${formatValue(params.allowedValue)}`;
    case 'pattern':
      return `must match the pattern ${String(params.pattern)}`;
    case 'format':
      return formatMessages[params.format as string] ?? `must be a valid ${String(params.format)}`;
    case 'maxLength':
      return `must be at most ${limit} characters`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
    case 'maxItems':
      return `must have at most ${limit} items`;
    case 'minItems':
      return limit === 1 ? 'must not be empty' : `must have at least ${limit} items`;
    case 'maxProperties':
      return `must have at most ${limit} keys`;
    case 'minProperties':
      return limit === 1 ? 'must not be empty' : `must have at least ${limit} keys`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    case 'anyOf':
      return 'must match one of the allowed forms';
    case 'not':
    case 'false schema':
      return 'is not allowed';
    default:
      return error.message ?? 'is not valid';
  }
}

const formatMessages: Record<string, string> = {
  'http-url': 'must be an absolute http or https URL',
  uri: 'must be an absolute URI',
  'uri-reference': 'must be a URI reference',
  email: 'must be an email address',
  date: 'must be a date (YYYY-MM-DD)',
  'date-time': 'must be a date and time (RFC 3339)',
  uuid: 'must be a UUID',
};

/** `x-error-message` on the schema whose keyword failed: a message written for that field. */
function customMessage(error: ErrorObject): string | undefined {
  const schema = error.parentSchema;
  const message = typeof schema === 'object' && schema !== null ? schema['x-error-message'] : undefined;
  return typeof message === 'string' ? message : undefined;
}

function withArticle(type: string): string {
  if (type === 'null') return 'null';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function toArray(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : String(value).split(',');
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ pointer, message }) => {
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** By pointer, segment by segment (array indexes numerically), then by message. */
function compareFieldErrors(a: FieldError, b: FieldError): number {
  const left = a.pointer.split('/');
  const right = b.pointer.split('/');
  for (const [i, segment] of left.entries()) {
    const other = right[i];
    if (other === undefined) break;
    const order = compareSegments(segment, other);
    if (order !== 0) return order;
  }
  return left.length - right.length || compareStrings(a.message, b.message);
}

function compareSegments(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Number(a) - Number(b);
  return compareStrings(a, b);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
