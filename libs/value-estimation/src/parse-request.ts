import type { ValueEstimationRequest } from '@circular/contract';
import { assertValidRequest, normalizeLocale, refuseCallbackUrl } from '@circular/runtime';
import type { EstimationJob } from './estimation-job.ts';
import { defaultLocale, marketForLocale } from './search/marketplaces.ts';

/**
 * Validates a value-estimation request against the contract itself (the same rules and messages
 * as the HTTP layer, every bad field named by pointer), refuses a `callback_url` (a library call
 * answers in the call) and normalises it. Node callers reach `estimateValue` without the HTTP
 * layer, so the library cannot rely on it.
 */
export function parseValueEstimationRequest(input: unknown): EstimationJob {
  assertValidRequest('estimateValue', input);
  refuseCallbackUrl(input);
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
