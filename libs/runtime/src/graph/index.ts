export { firstTypedError } from './first-typed-error.ts';
export { requireGraphResponse } from './require-graph-response.ts';
