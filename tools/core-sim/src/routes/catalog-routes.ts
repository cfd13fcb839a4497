import { invalid, json, notFound, type FieldError, type SimResponse } from '../http/sim-response.ts';
import { productView, productSummary } from './product-view.ts';
import type { RouteContext } from './route-context.ts';

export function listCategories({ db }: RouteContext): SimResponse {
  return json(200, { categories: db.categories().map(({ id, labels }) => ({ id, labels })) });
}

export function searchProducts({ query, db, search, urls }: RouteContext): SimResponse {
  const errors: FieldError[] = [];
  const q = query.get('q') ?? '';
  if (q.length < 1 || q.length > 200) errors.push({ pointer: '/query/q', message: 'required, 1 to 200 characters' });
  const category = query.get('category') ?? undefined;
  if (category !== undefined && !db.categories().some((c) => c.id === category)) {
    errors.push({ pointer: '/query/category', message: `unknown category; one of: ${db.categories().map((c) => c.id).join(', ')}` });
  }
  const limitText = query.get('limit') ?? '10';
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 50) errors.push({ pointer: '/query/limit', message: 'a whole number from 1 to 50' });
  if (errors.length > 0) return invalid(errors);

  const hits = search(q, category === undefined ? {} : { category });
  return json(200, {
    query: q,
    total: hits.length,
    results: hits.slice(0, limit).map((hit) => ({ ...productSummary(db.product(hit.id)!, urls.core), score: hit.score })),
  });
}

export function getProduct({ params, db, urls }: RouteContext): SimResponse {
  const product = db.product(params['productId']!);
  return product === undefined ? notFound(`No product with id ${params['productId']}.`) : json(200, productView(product, urls.core));
}
