import type { SeedProduct } from '../catalog/index.ts';
import { invalid, json, notFound, problem, type FieldError, type SimResponse } from '../http/sim-response.ts';
import type { SimDatabase } from '../store/sim-database.ts';
import { idempotencyKey, requestHash } from './idempotency-key.ts';
import type { RouteContext } from './route-context.ts';

/**
 * `POST /items`. With an Idempotency-Key the stored outcome decides first: the same key and body
 * replay the item (200), the same key with another body is a 409 — even when that body is invalid.
 */
export function createItem({ headers, body, db, urls }: RouteContext): SimResponse {
  const key = idempotencyKey(headers);
  if (key === null) return problem(400, 'invalid-idempotency-key', 'Invalid Idempotency-Key', 'The key must be 1 to 255 visible ASCII characters.');
  const hash = requestHash(body);
  if (key !== undefined) {
    const earlier = db.itemByIdempotencyKey(key);
    if (earlier !== undefined && earlier.requestHash !== hash) {
      return problem(409, 'idempotency-key-reused', 'Idempotency key reused', `The key ${key} was first used with a different request body.`);
    }
    if (earlier !== undefined) return json(200, earlier.item, { 'idempotent-replayed': 'true' });
  }
  const checked = checkItemRequest(body, db);
  if ('errors' in checked) return invalid(checked.errors);
  const item = db.createItem({ productId: checked.product.id, options: checked.options, requestHash: hash, ...(key === undefined ? {} : { idempotencyKey: key }) });
  return json(201, item, { location: `${urls.core}/items/${item.id}` });
}

export function getItem({ params, db }: RouteContext): SimResponse {
  const item = db.item(params['itemId']!);
  return item === undefined ? notFound(`No item with id ${params['itemId']}.`) : json(200, item);
}

export function getProtocol({ params, db }: RouteContext): SimResponse {
  const item = db.item(params['itemId']!);
  if (item === undefined) return notFound(`No item with id ${params['itemId']}.`);
  return json(200, { item_id: item.id, questions: db.protocol(item) });
}

type CheckedItemRequest = { product: SeedProduct; options: Record<string, string> } | { errors: FieldError[] };

/** Every problem of an item request at once, each named by its JSON pointer. */
function checkItemRequest(body: unknown, db: SimDatabase): CheckedItemRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { errors: [{ pointer: '', message: 'must be a JSON object' }] };
  const errors: FieldError[] = Object.keys(body)
    .filter((key) => key !== 'product_id' && key !== 'options')
    .map((key) => ({ pointer: `/${key}`, message: 'unknown field' }));
  const { product_id: productId, options } = body as { product_id?: unknown; options?: unknown };
  const product = typeof productId === 'string' ? db.product(productId) : undefined;
  if (typeof productId !== 'string') errors.push({ pointer: '/product_id', message: 'required, a product id' });
  else if (product === undefined) errors.push({ pointer: '/product_id', message: `no product with id ${productId}` });
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    errors.push({ pointer: '/options', message: 'required, an object of option type id to option value id' });
    return { errors };
  }
  if (product === undefined) return { errors };

  const chosen = options as Record<string, unknown>;
  for (const key of Object.keys(chosen)) {
    if (!product.option_types.some((type) => type.id === key)) {
      errors.push({ pointer: `/options/${key}`, message: `the product has no option ${key}; its options: ${product.option_types.map((t) => t.id).join(', ') || 'none'}` });
    }
  }
  for (const type of product.option_types) {
    const value = chosen[type.id];
    const ids = type.values.map((v) => v.id);
    if (value === undefined) errors.push({ pointer: `/options/${type.id}`, message: `required; one of: ${ids.join(', ')}` });
    else if (typeof value !== 'string' || !ids.includes(value)) {
      errors.push({ pointer: `/options/${type.id}`, message: `no value ${JSON.stringify(value)} for option ${type.id}; one of: ${ids.join(', ')}` });
    }
  }
  return errors.length > 0 ? { errors } : { product, options: chosen as Record<string, string> };
}
