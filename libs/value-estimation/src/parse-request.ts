import { createRequestValidator, type RequestValidator, type ValueEstimationRequest } from '@circular/contract';
import { InvalidRequestError, normalizeLocale } from '@circular/runtime';
import type { EstimationJob } from './estimation-job.ts';
import { defaultLocale, marketForLocale } from './search/marketplaces.ts';

let validator: RequestValidator | undefined;

/**
 * Validates a value-estimation request against the contract itself (the same rules and messages
 * as the HTTP layer, every bad field named by pointer) and normalises it. Node callers reach
 * `estimateValue` without the HTTP layer, so the library cannot rely on it.
 */
export function parseValueEstimationRequest(input: unknown): EstimationJob {
  validator ??= createRequestValidator();
  const errors = validator('estimateValue', input);
  if (errors.length > 0) throw new InvalidRequestError(errors);
  const request = input as ValueEstimationRequest;
  const { name, brand, condition, description, category } = request.agent_specific.service_item;
  const locale = normalizeLocale(request.language ?? defaultLocale) ?? defaultLocale;
  const optional = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined);
  return {
    item: {
      name: name.trim(),
      condition,
      ...(optional(brand) ? { brand: optional(brand) } : {}),
      ...(optional(description) ? { description: optional(description) } : {}),
      ...(optional(category) ? { category: optional(category) } : {}),
    },
    market: marketForLocale(locale),
    locale,
    serviceCoreContext: optional(request.service_core_context) ?? null,
  };
}
