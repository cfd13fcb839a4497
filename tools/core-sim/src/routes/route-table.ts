import type { Operation } from '../faults/fault-plan.ts';
import type { SimResponse } from '../http/sim-response.ts';
import { getProduct, listCategories, searchProducts } from './catalog-routes.ts';
import { createItem, getItem, getProtocol } from './item-routes.ts';
import type { RouteContext } from './route-context.ts';
import { completeSubmission, getSubmission, recordAnswer } from './submission-routes.ts';

export type System = 'core' | 'submission';

export interface Route {
  operation: Operation;
  method: 'GET' | 'POST' | 'PUT';
  system: System;
  /** The path of the OpenAPI document, below the system's base URL. */
  path: string;
  handle: (context: RouteContext) => SimResponse;
}

/** Every operation of `libs/chat/core-system.openapi.yaml`, under `/core` or `/submission`. */
export const routes: readonly Route[] = [
  { operation: 'listCategories', method: 'GET', system: 'core', path: '/catalog/categories', handle: listCategories },
  { operation: 'searchProducts', method: 'GET', system: 'core', path: '/catalog/products', handle: searchProducts },
  { operation: 'getProduct', method: 'GET', system: 'core', path: '/catalog/products/{productId}', handle: getProduct },
  { operation: 'createItem', method: 'POST', system: 'core', path: '/items', handle: createItem },
  { operation: 'getItem', method: 'GET', system: 'core', path: '/items/{itemId}', handle: getItem },
  { operation: 'getProtocol', method: 'GET', system: 'core', path: '/items/{itemId}/protocol', handle: getProtocol },
  { operation: 'getSubmission', method: 'GET', system: 'submission', path: '/submissions/{itemId}', handle: getSubmission },
  { operation: 'recordAnswer', method: 'PUT', system: 'submission', path: '/submissions/{itemId}/answers/{questionId}', handle: recordAnswer },
  { operation: 'completeSubmission', method: 'POST', system: 'submission', path: '/submissions/{itemId}/complete', handle: completeSubmission },
];

export const systemPrefixes: Record<System, string> = { core: '/core', submission: '/submission' };

export type RouteMatch = { route: Route; params: Record<string, string> } | { allowed: string[] } | undefined;

const compiled = routes.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, pattern: new RegExp(`^${systemPrefixes[route.system]}${source}$`) };
});

/** The route for a method and path; `{ allowed }` when the path exists for other methods only. */
export function matchRoute(method: string, pathname: string): RouteMatch {
  const allowed: string[] = [];
  for (const { route, names, pattern } of compiled) {
    const found = pattern.exec(pathname);
    if (found === null) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
    } catch {
      return undefined;
    }
    return { route, params };
  }
  return allowed.length > 0 ? { allowed } : undefined;
}
