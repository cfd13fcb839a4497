import type { IdValidatorRequest } from '@circular/contract';
import { assertValidRequest, normalizeLocale, refuseCallbackUrl } from '@circular/runtime';
import { parseDocTypeList, type DocTypePattern } from './doc-types.ts';
import type { Expectations } from './expectations.ts';

/** A request, validated and normalised. */
export interface ValidationJob {
  /** BCP 47, e.g. `pt-PT`: the language of `message` and `reasoning`. */
  locale: string;
  docTypes: DocTypePattern[];
  expectations: Expectations;
  /** The image sources as sent: URLs or data URLs. */
  images: string[];
}

/** The spec's default language. */
export const defaultLocale = 'pt-PT';

/**
 * Validates an ID validator request against the contract itself (the same rules and messages as
 * the HTTP layer, every bad field named by pointer) and reads `doc_type`. Node callers reach
 * `validateId` without the HTTP layer, so the library cannot rely on it.
 * @throws InvalidRequestError naming each bad field.
 */
export function parseIdValidatorRequest(input: unknown): ValidationJob {
  assertValidRequest('validateId', input);
  refuseCallbackUrl(input);
  const request = input as IdValidatorRequest;
  const { doc_type, name, number, validity, min_age } = request.agent_specific;
  return {
    locale: normalizeLocale(request.language ?? defaultLocale) ?? defaultLocale,
    docTypes: parseDocTypeList(doc_type),
    expectations: { name: name ?? null, number: number ?? null, validity: validity ?? false, minAge: min_age ?? null },
    images: request.images,
  };
}
