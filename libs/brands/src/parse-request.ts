import { assertValidRequest, refuseCallbackUrl, InvalidRequestError, type FieldError } from '@circular/runtime';
import type { BrandsRequest } from '@circular/contract';

/**
 * The contract's checks, then the arguments each operation needs; answers the request, typed. Run
 * by `brands` and again by the graph's first node, so Studio and direct graph callers get the same
 * 422s instead of a crash.
 */
export function parseBrandsRequest(input: unknown): BrandsRequest {
  assertValidRequest('brands', input);
  refuseCallbackUrl(input);
  assertOperationArguments(input as BrandsRequest);
  return input as BrandsRequest;
}

/** @deprecated The same check under its old name: use `parseBrandsRequest`. */
export function assertValidBrandsRequest(input: unknown): asserts input is BrandsRequest {
  parseBrandsRequest(input);
}

/** What the schema cannot say: which arguments each operation needs. */
function assertOperationArguments({ agent_specific: { operation, brand, category } }: BrandsRequest): void {
  const errors: FieldError[] = [];
  if (operation !== 'discover' && brand === undefined) errors.push({ pointer: '/agent_specific/brand', message: `is required by the ${operation} operation` });
  if (operation !== 'normalise' && category === undefined) errors.push({ pointer: '/agent_specific/category', message: `is required by the ${operation} operation` });
  if (errors.length > 0) throw new InvalidRequestError(errors);
}
