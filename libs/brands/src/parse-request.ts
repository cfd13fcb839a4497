import { assertValidRequest, refuseCallbackUrl, InvalidRequestError, type FieldError } from '@circular/runtime';
import type { BrandsRequest } from '@circular/contract';

/**
 * The contract's checks, then the arguments each operation needs. Run by `brands` and again by the
 * graph's first node, so Studio and direct graph callers get the same 422s instead of a crash.
 */
export function assertValidBrandsRequest(input: unknown): asserts input is BrandsRequest {
  assertValidRequest('brands', input);
  refuseCallbackUrl(input);
  assertOperationArguments(input as BrandsRequest);
}

/** What the schema cannot say: which arguments each operation needs. */
function assertOperationArguments({ agent_specific: { operation, brand, category } }: BrandsRequest): void {
  const errors: FieldError[] = [];
  if (operation !== 'discover' && brand === undefined) errors.push({ pointer: '/agent_specific/brand', message: `is required by the ${operation} operation` });
  if (operation !== 'normalise' && category === undefined) errors.push({ pointer: '/agent_specific/category', message: `is required by the ${operation} operation` });
  if (errors.length > 0) throw new InvalidRequestError(errors);
}
