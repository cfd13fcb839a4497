/**
 * The contract's idiom for "send exactly one of these fields":
 * `oneOf: [{ required: [a] }, { required: [b] }]` beside `properties` that declare a and b.
 * Returns the field names when `schema` uses it. The validator turns it into per-field
 * messages and the type generator into a union of the alternatives.
 */
export function fieldAlternatives(schema: unknown): string[] | undefined {
  const branches = typeof schema === 'object' && schema !== null ? (schema as { oneOf?: unknown }).oneOf : undefined;
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const names: string[] = [];
  for (const branch of branches) {
    if (typeof branch !== 'object' || branch === null) return undefined;
    const { required, ...rest } = branch as { required?: unknown };
    if (!Array.isArray(required) || required.length !== 1 || typeof required[0] !== 'string' || Object.keys(rest).length > 0) {
      return undefined;
    }
    names.push(required[0]);
  }
  return names;
}
